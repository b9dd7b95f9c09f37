import { Suspense, lazy, useState } from 'react';
import { Button, Flex, Grid, Tooltip, Typography, theme } from 'antd';
import { mdiAccountCircle, mdiMagnify, mdiMenu } from '@mdi/js';
import { HEADER_DAYCARE_LABEL_LENGTH } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';
import { Brand } from '../brand';
import { FluidToggle } from '../fluid-toggle';
import { HeaderBar } from '../frame';
import { HeaderButton } from '../header-button';
import { useLazyPanel } from '../lazy-panel';

// The header is on every page; its menu, search dialog and user menu download, together, when one first opens.
const AdminMenuDrawer = lazy(() => import(/* webpackChunkName: "admin-header-panels" */ './admin-menu-drawer'));
const SearchDialog = lazy(() => import(/* webpackChunkName: "admin-header-panels" */ './search-dialog'));
const UserMenu = lazy(() => import(/* webpackChunkName: "admin-header-panels" */ './user-menu'));

/**
 * The current daycare, as the header shows it: its label's first 7 characters, where
 * space is short; the whole name shows on hover or focus (and in the user menu), so the cut never reads as a bug.
 */
function DaycareLabel({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <Tooltip title={label}>
      <Typography.Text
        data-testid="daycare-label"
        aria-label={label}
        tabIndex={0}
        style={{ padding: `0 ${token.paddingXS}px`, borderRadius: token.borderRadiusSM, background: token.colorFillTertiary, whiteSpace: 'pre' }}
      >
        {label.slice(0, HEADER_DAYCARE_LABEL_LENGTH)}
      </Typography.Text>
    </Tooltip>
  );
}

/** The account button; the user menu around it downloads with its first click. */
function AccountButton({ name }: { name: string }) {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button type="text" aria-label={t('header.accountMenuOf', { name })} icon={<Mdi path={mdiAccountCircle} />} onClick={() => setWanted(true)}>
      {screens.md ? name : null}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu>{button}</UserMenu>
    </Suspense>
  );
}

/** The header of staff, admins, Super and tablets: menu, logo, search, daycare, user menu. */
export function AdminHeader() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const menu = useLazyPanel();
  const search = useLazyPanel();
  if (!user) return null;
  return (
    <HeaderBar>
      <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={8}>
          <HeaderButton label={t('header.openMenu')} icon={mdiMenu} aria-expanded={menu.open} onClick={menu.show} />
          <Brand />
        </Flex>
        <Flex align="center" gap={4}>
          <HeaderButton label={t('header.search')} icon={mdiMagnify} onClick={search.show} />
          {user.daycare && <DaycareLabel label={user.daycare.label} />}
          <FluidToggle />
          <AccountButton name={`${user.firstName} ${user.lastName}`} />
        </Flex>
      </Flex>
      <Suspense fallback={null}>
        {menu.mounted && <AdminMenuDrawer open={menu.open} onClose={menu.hide} />}
        {search.mounted && <SearchDialog open={search.open} onClose={search.hide} />}
      </Suspense>
    </HeaderBar>
  );
}
