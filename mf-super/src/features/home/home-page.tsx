import { Flex } from 'antd';
import { mdiAccountKey, mdiBullhornOutline, mdiDomain, mdiHeartPulse } from '@mdi/js';
import { ComingSoon, FeaturePage, RouteCards, type RouteGroup } from '@daycare/ui';
import { APP_NAME } from '../frame/remote-frame';

const AREAS: RouteGroup[] = [
  { title: 'Centres', icon: mdiDomain, paths: ['/daycares/create', '/super/featurecontrol', '/admin/membership'] },
  { title: 'Access', icon: mdiAccountKey, paths: ['/super/admins', '/super/pendingaccess'] },
  { title: 'Announcements and help', icon: mdiBullhornOutline, paths: ['/super/notification-manager', '/notifications/lists', '/help-center/admin'] },
  { title: 'Health', icon: mdiHeartPulse, paths: ['/diagnostics', '/errors', '/errors/validation', '/logs/process'] },
];

/** The operations landing: the platform's centres, access, announcements and health. */
export default function SuperHomePage() {
  return (
    <FeaturePage
      title={APP_NAME}
      summary="Look after the whole platform: every centre and its features, who may sign in, announcements to all users, and the health of the service."
    >
      <Flex vertical gap={24}>
        <RouteCards groups={AREAS} />
        <ComingSoon what="Every centre on the platform" />
      </Flex>
    </FeaturePage>
  );
}
