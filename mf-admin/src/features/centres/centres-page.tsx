import { Flex, Typography } from 'antd';
import {
  mdiAccountChild, mdiCalendarCheck, mdiCashMultiple, mdiCogs, mdiMessageText,
} from '@mdi/js';
import { ComingSoon } from '@daycare/ui';
import { RoutePage, RouteCards, type RouteGroup } from '@daycare/shared-features';

const AREAS: RouteGroup[] = [
  { title: 'Children and families', icon: mdiAccountChild, paths: ['/children', '/guardians', '/registrations', '/staff/manage'] },
  { title: 'The day', icon: mdiCalendarCheck, paths: ['/attendance/children', '/daily-report/today', '/incidents/outstanding', '/omw/list'] },
  { title: 'Billing', icon: mdiCashMultiple, paths: ['/invoices/list', '/payment/list', '/subsidy', '/fees'] },
  { title: 'Messages and email', icon: mdiMessageText, paths: ['/messages', '/messages/send/parents', '/email/create', '/survey/admin'] },
  { title: 'Settings', icon: mdiCogs, paths: ['/daycare/setup', '/admin/tablet/access', '/admin/user-roles', '/notifications/update'] },
];

/** The centres a director runs, and a map of the desk's areas to start from. */
export default function CentresPage() {
  return (
    <RoutePage path="/admin/centers">
      <Flex vertical gap={24}>
        <ComingSoon what="The centres you direct, with a switch between them," />
        <Typography.Title level={2} style={{ margin: 0 }}>Around the desk</Typography.Title>
        <RouteCards groups={AREAS} />
      </Flex>
    </RoutePage>
  );
}
