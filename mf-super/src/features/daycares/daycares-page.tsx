import { Flex, Typography } from 'antd';
import { mdiAccountKey, mdiBullhornOutline, mdiDomain, mdiHeartPulse } from '@mdi/js';
import { ComingSoon } from '@daycare/ui';
import { RoutePage, RouteCards, type RouteGroup } from '@daycare/shared-features';
import { useT, type t as translate } from '../../i18n';

/** The operations areas, titled in the reader's language. */
function areas(t: typeof translate): RouteGroup[] {
  return [
    { title: t('daycares.areas.centres'), icon: mdiDomain, paths: ['/daycares/create', '/super/featurecontrol', '/admin/membership'] },
    { title: t('daycares.areas.access'), icon: mdiAccountKey, paths: ['/super/admins', '/super/pendingaccess'] },
    { title: t('daycares.areas.announcements'), icon: mdiBullhornOutline, paths: ['/super/notification-manager', '/notifications/lists', '/help-center/admin'] },
    { title: t('daycares.areas.health'), icon: mdiHeartPulse, paths: ['/diagnostics', '/errors', '/errors/validation', '/logs/process'] },
  ];
}

/** Every centre on the platform, and a map of the operations areas. */
export default function DaycaresPage() {
  const t = useT();
  return (
    <RoutePage path="/daycares">
      <Flex vertical gap={24}>
        <ComingSoon what={t('daycares.comingSoon')} />
        <Typography.Title level={2} style={{ margin: 0 }}>{t('daycares.title')}</Typography.Title>
        <RouteCards groups={areas(t)} />
      </Flex>
    </RoutePage>
  );
}
