import { Suspense, lazy } from 'react';
import { Flex, Grid } from 'antd';
import { mdiMenu } from '@mdi/js';
import { useT } from '../i18n';
import { Brand } from './brand';
import { HeaderBar } from './frame';
import { HeaderButton } from './header-button';
import { LanguageMenuButton } from './language-choice';
import { useLazyPanel } from './lazy-panel';
import { AccountButtons, AUDIENCE_LINKS, HeaderLink } from './nav-links';
import { ThemeToggle } from './theme-toggle';

// Downloaded the first time a phone user opens the menu.
const MenuDrawer = lazy(() => import('./menu-drawer'));

function MenuButton() {
  const t = useT();
  const menu = useLazyPanel();
  return (
    <>
      <HeaderButton label={t('header.openMenu')} icon={mdiMenu} aria-expanded={menu.open} onClick={menu.show} />
      {menu.mounted && (
        <Suspense fallback={null}>
          <MenuDrawer open={menu.open} onClose={menu.hide} />
        </Suspense>
      )}
    </>
  );
}

/** The header of visitors who have not signed in: Parents, Directors, Contact, Login, Register Now, the language and the theme. */
export function AnonymousHeader() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  return (
    <HeaderBar>
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%', maxWidth: 1200, margin: '0 auto' }}>
        <Brand />
        {screens.md ? (
          <Flex align="center" gap={8}>
            <nav aria-label={t('header.mainNav')}>
              <Flex gap={4}>
                {AUDIENCE_LINKS.map((link) => (
                  <HeaderLink key={link.to} to={link.to}>{t(link.label)}</HeaderLink>
                ))}
              </Flex>
            </nav>
            <AccountButtons />
            <LanguageMenuButton />
            <ThemeToggle />
          </Flex>
        ) : (
          <Flex align="center" gap={4}>
            <LanguageMenuButton />
            <ThemeToggle />
            <MenuButton />
          </Flex>
        )}
      </Flex>
    </HeaderBar>
  );
}
