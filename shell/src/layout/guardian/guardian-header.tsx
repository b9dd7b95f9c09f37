import { Suspense, lazy } from 'react';
import { Flex } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { mdiArrowLeft, mdiHome, mdiMenu } from '@mdi/js';
import { GUARDIAN_HOME } from '../../app/home';
import { useT } from '../../i18n';
import { Brand } from '../brand';
import { FluidToggle } from '../fluid-toggle';
import { HeaderBar } from '../frame';
import { HeaderButton } from '../header-button';
import { useLazyPanel } from '../lazy-panel';
import { ThemeToggle } from '../theme-toggle';

// Downloaded the first time the menu opens: the header is on every page, the menu is not.
const GuardianMenuDrawer = lazy(() => import('./guardian-menu-drawer'));

/** The guardian header: side menu, back, home, the logo, and the theme. */
export function GuardianHeader() {
  const t = useT();
  const menu = useLazyPanel();
  const navigate = useNavigate();
  // The router's first entry of this tab has the key "default": there is nothing to go back to.
  const firstPage = useLocation().key === 'default';
  return (
    <HeaderBar>
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={4}>
          <HeaderButton label={t('header.openMenu')} icon={mdiMenu} aria-expanded={menu.open} onClick={menu.show} />
          <HeaderButton label={t('header.back')} icon={mdiArrowLeft} disabled={firstPage} onClick={() => void navigate(-1)} />
          <HeaderButton label={t('header.home')} icon={mdiHome} onClick={() => void navigate(GUARDIAN_HOME)} />
        </Flex>
        <Brand />
        <Flex align="center" gap={4}>
          <FluidToggle />
          <ThemeToggle />
        </Flex>
      </Flex>
      {menu.mounted && (
        <Suspense fallback={null}>
          <GuardianMenuDrawer open={menu.open} onClose={menu.hide} />
        </Suspense>
      )}
    </HeaderBar>
  );
}
