import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { usePinAlertsClearMutation, usePinAlertsListQuery, type PinAlertDto } from '@daycare/api-client';
import { hasRole, UserType } from '@daycare/shared';
import { selectRoles, selectUser, useAppSelector } from '@daycare/store';
import { formatMoment } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';

/** Directors (Admin or Super) holding an attendance role see PIN alerts, as the gateway allows. */
function useSeesPinAlerts(): boolean {
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const isDirector = user?.type === UserType.Admin || user?.type === UserType.Super;
  return isDirector && (hasRole(roles, 'ATTENDANCE_CHILD') || hasRole(roles, 'ATTENDANCE_STAFF'));
}

function alertText({ failedAttempts, lockedUntil }: PinAlertDto): string {
  // "3:45 PM" today, "Tue 3:45 PM" on another day.
  return lockedUntil
    ? translate('pinAlerts.triesLocked', { count: failedAttempts, until: formatMoment(lockedUntil) })
    : translate('pinAlerts.tries', { count: failedAttempts });
}

function PinAlertRow({ alert }: { alert: PinAlertDto }) {
  const t = useT();
  const [clear, clearing] = usePinAlertsClearMutation();
  return (
    <Flex justify="space-between" align="center" gap={8} wrap aria-label={t('pinAlerts.alertFor', { name: alert.label })}>
      <Typography.Text>
        <Typography.Text strong>{alert.label}</Typography.Text>: {alertText(alert)}
      </Typography.Text>
      <Popconfirm
        title={t('pinAlerts.clearQuestion', { name: alert.label })}
        description={t('pinAlerts.clearHelp')}
        okText={t('pinAlerts.yesClear')}
        cancelText={t('common.keepIt')}
        onConfirm={() => clear({ clearPinLockDto: { personId: alert.personId } })}
      >
        <Button size="small" loading={clearing.isLoading} aria-label={t('pinAlerts.clearLockOf', { name: alert.label })}>
          {t('pinAlerts.clearLock')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/**
 * A warning on the director's attendance pages when someone's tablet PIN is locked or was typed
 * wrong many times today: who, how many tries, until when, and a way to lift the lock.
 */
export function PinAlerts() {
  const t = useT();
  const seesAlerts = useSeesPinAlerts();
  const alerts = usePinAlertsListQuery(undefined, { skip: !seesAlerts });
  if (!alerts.data?.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('pinAlerts.title')}
      description={
        <Flex vertical gap={6}>
          {alerts.data.map((alert) => <PinAlertRow key={alert.personId} alert={alert} />)}
          <Typography.Text type="secondary">{t('pinAlerts.help')}</Typography.Text>
        </Flex>
      }
    />
  );
}
