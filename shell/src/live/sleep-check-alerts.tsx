import { useEffect } from 'react';
import { notification } from 'antd';
import { hubEvents } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import type { SleepCheckEvent } from '@daycare/shared';
import { useT } from '../i18n';

const keyOf = (napId: number) => `sleep-check-${napId}`;

/**
 * A missed safe-sleep check, told at once to the room's staff and tablet and to the directors (the hub
 * sends it to them only): an alert that stays until someone records the check, which closes it on
 * every screen, or closes it by hand.
 */
export function SleepCheckAlerts() {
  const t = useT();
  const [notices, holder] = notification.useNotification();
  useEffect(
    () =>
      hubEvents.on('OnSleepCheck', (event: SleepCheckEvent) => {
        if (event.state === 'checked') {
          notices.destroy(keyOf(event.napId));
          return;
        }
        notices.error({
          key: keyOf(event.napId),
          title: t('sleepCheckAlert.title', { child: event.child.label }),
          description: t('sleepCheckAlert.description', { time: formatTime(event.dueAt) }),
          duration: 0,
          role: 'alert',
        });
      }),
    [notices, t],
  );
  return holder;
}
