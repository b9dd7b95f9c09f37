import { Flex } from 'antd';
import {
  mdiAccountChild, mdiCalendarCheck, mdiCashMultiple, mdiCogs, mdiMessageText,
} from '@mdi/js';
import { ComingSoon, FeaturePage, RouteCards, type RouteGroup } from '@daycare/ui';
import { APP_NAME } from '../frame/remote-frame';

const AREAS: RouteGroup[] = [
  { title: 'Children and families', icon: mdiAccountChild, paths: ['/children', '/guardians', '/registrations', '/staff/manage'] },
  { title: 'The day', icon: mdiCalendarCheck, paths: ['/attendance/children', '/daily-report/today', '/incidents/outstanding', '/omw/list'] },
  { title: 'Billing', icon: mdiCashMultiple, paths: ['/invoices/list', '/payment/list', '/subsidy', '/fees'] },
  { title: 'Messages and email', icon: mdiMessageText, paths: ['/messages', '/messages/send/parents', '/email/create', '/survey/admin'] },
  { title: 'Settings', icon: mdiCogs, paths: ['/daycare/setup', '/admin/tablet/access', '/admin/user-roles', '/notifications/update'] },
];

/** The directors' landing: what the desk covers, and the centres they run. */
export default function AdminHomePage() {
  return (
    <FeaturePage
      title={APP_NAME}
      summary="Run your centre from one desk: rooms and ratios, children and families, registrations and waiting lists, billing, messages and the room tablets."
    >
      <Flex vertical gap={24}>
        <RouteCards groups={AREAS} />
        <ComingSoon what="The centres you direct, with a switch between them," />
      </Flex>
    </FeaturePage>
  );
}
