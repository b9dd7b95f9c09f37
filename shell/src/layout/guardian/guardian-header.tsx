import { Suspense, lazy } from 'react';
import { Flex } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { mdiArrowLeft, mdiHome, mdiMenu } from '@mdi/js';
import { GUARDIAN_HOME } from '../../app/home';
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
  const menu = useLazyPanel();
  const navigate = useNavigate();
  // The router's first entry of this tab has the key "default": there is nothing to go back to.
  const firstPage = useLocation().key === 'default';
  return (
    <HeaderBar>
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={4}>
          <HeaderButton label="Open menu" icon={mdiMenu} aria-expanded={menu.open} onClick={menu.show} />
          <HeaderButton label="Back" icon={mdiArrowLeft} disabled={firstPage} onClick={() => void navigate(-1)} />
          <HeaderButton label="Home" icon={mdiHome} onClick={() => void navigate(GUARDIAN_HOME)} />
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
