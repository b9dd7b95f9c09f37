import { Flex, Typography } from 'antd';
import { mdiAccountKey, mdiBullhornOutline, mdiDomain, mdiHeartPulse } from '@mdi/js';
import { ComingSoon } from '@daycare/ui';
import { RoutePage, RouteCards, type RouteGroup } from '@daycare/shared-features';

const AREAS: RouteGroup[] = [
  { title: 'Centres', icon: mdiDomain, paths: ['/daycares/create', '/super/featurecontrol', '/admin/membership'] },
  { title: 'Access', icon: mdiAccountKey, paths: ['/super/admins', '/super/pendingaccess'] },
  { title: 'Announcements and help', icon: mdiBullhornOutline, paths: ['/super/notification-manager', '/notifications/lists', '/help-center/admin'] },
  { title: 'Health', icon: mdiHeartPulse, paths: ['/diagnostics', '/errors', '/errors/validation', '/logs/process'] },
];

/** Every centre on the platform, and a map of the operations areas. */
export default function DaycaresPage() {
  return (
    <RoutePage path="/daycares">
      <Flex vertical gap={24}>
        <ComingSoon what="Every centre on the platform, with its subscription and features," />
        <Typography.Title level={2} style={{ margin: 0 }}>Operations</Typography.Title>
        <RouteCards groups={AREAS} />
      </Flex>
    </RoutePage>
  );
}
