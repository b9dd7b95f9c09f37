import { Flex, Typography } from 'antd';
import {
  mdiAccountChild, mdiCalendarCheck, mdiCashMultiple, mdiCogs, mdiMessageText,
} from '@mdi/js';
import { ComingSoon } from '@daycare/ui';
import { RoutePage, RouteCards, type RouteGroup } from '@daycare/shared-features';
import { useT } from '../../i18n';

type AreaKey = 'family' | 'day' | 'billing' | 'messages' | 'settings';

const AREAS: (Omit<RouteGroup, 'title'> & { key: AreaKey })[] = [
  { key: 'family', icon: mdiAccountChild, paths: ['/children', '/guardians', '/registrations', '/staff/manage'] },
  { key: 'day', icon: mdiCalendarCheck, paths: ['/attendance/children', '/daily-report/today', '/incidents/outstanding', '/omw/list'] },
  { key: 'billing', icon: mdiCashMultiple, paths: ['/invoices/list', '/payment/list', '/subsidy', '/fees'] },
  { key: 'messages', icon: mdiMessageText, paths: ['/messages', '/messages/send/parents', '/email/create', '/survey/admin'] },
  { key: 'settings', icon: mdiCogs, paths: ['/daycare/setup', '/admin/tablet/access', '/admin/user-roles', '/notifications/update'] },
];

/** The centres a director runs, and a map of the desk's areas to start from. */
export default function CentresPage() {
  const t = useT();
  const groups: RouteGroup[] = AREAS.map(({ key, ...area }) => ({ ...area, title: t(`centres.areas.${key}`) }));
  return (
    <RoutePage path="/admin/centers">
      <Flex vertical gap={24}>
        <ComingSoon what={t('centres.comingSoon')} />
        <Typography.Title level={2} style={{ margin: 0 }}>{t('centres.aroundTheDesk')}</Typography.Title>
        <RouteCards groups={groups} />
      </Flex>
    </RoutePage>
  );
}
