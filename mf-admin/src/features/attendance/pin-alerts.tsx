import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { usePinAlertsClearMutation, usePinAlertsListQuery, type PinAlertDto } from '@daycare/api-client';
import { hasRole, UserType } from '@daycare/shared';
import { selectRoles, selectUser, useAppSelector } from '@daycare/store';

/** Directors (Admin or Super) holding an attendance role see PIN alerts, as the gateway allows. */
function useSeesPinAlerts(): boolean {
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const isDirector = user?.type === UserType.Admin || user?.type === UserType.Super;
  return isDirector && (hasRole(roles, 'ATTENDANCE_CHILD') || hasRole(roles, 'ATTENDANCE_STAFF'));
}

/** "3:45 PM" today, "Tue 3:45 PM" on another day. */
function untilText(iso: string): string {
  const until = new Date(iso);
  const sameDay = until.toDateString() === new Date().toDateString();
  return until.toLocaleString([], { ...(sameDay ? {} : { weekday: 'short' }), hour: 'numeric', minute: '2-digit' });
}

function alertText({ failedAttempts, lockedUntil }: PinAlertDto): string {
  const tries = `${failedAttempts} wrong PIN${failedAttempts === 1 ? '' : 's'} in the last 24 hours`;
  return lockedUntil ? `${tries}; locked until ${untilText(lockedUntil)}` : tries;
}

function PinAlertRow({ alert }: { alert: PinAlertDto }) {
  const [clear, clearing] = usePinAlertsClearMutation();
  return (
    <Flex justify="space-between" align="center" gap={8} wrap aria-label={`PIN alert for ${alert.label}`}>
      <Typography.Text>
        <Typography.Text strong>{alert.label}</Typography.Text>: {alertText(alert)}
      </Typography.Text>
      <Popconfirm
        title={`Clear the PIN lock of ${alert.label}?`}
        description="Their PIN works again on every tablet; the wrong tries are forgotten."
        okText="Yes, clear"
        cancelText="Keep it"
        onConfirm={() => clear({ clearPinLockDto: { personId: alert.personId } })}
      >
        <Button size="small" loading={clearing.isLoading} aria-label={`Clear the PIN lock of ${alert.label}`}>
          Clear lock
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
  const seesAlerts = useSeesPinAlerts();
  const alerts = usePinAlertsListQuery(undefined, { skip: !seesAlerts });
  if (!alerts.data?.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message="Someone may be guessing tablet PINs"
      description={
        <Flex vertical gap={6}>
          {alerts.data.map((alert) => <PinAlertRow key={alert.personId} alert={alert} />)}
          <Typography.Text type="secondary">Check who used the tablet before clearing a lock; a person can also set a new PIN.</Typography.Text>
        </Flex>
      }
    />
  );
}
