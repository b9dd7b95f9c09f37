import { Typography } from 'antd';
import { selectUser, useAppSelector } from '@daycare/store';
import { useT } from '../../i18n';
import { SideMenuDrawer } from '../side-menu-drawer';
import { useStaffMenuEntries } from './use-menu-entries';

/** The admin side menu, gated by roles, feature switches and user type. */
export default function AdminMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const entries = useStaffMenuEntries();
  const title = (
    <>
      {user?.daycare?.label ?? t('sideMenu.allDaycares')}
      <Typography.Text type="secondary" style={{ display: 'block', fontWeight: 'normal' }}>{user?.firstName} {user?.lastName}</Typography.Text>
    </>
  );
  return <SideMenuDrawer open={open} onClose={onClose} title={title} entries={entries} />;
}
