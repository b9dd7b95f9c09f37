import { useEffect } from 'react';
import { notification } from 'antd';
import { api, hubEvents, type LiveViewer } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { UserType, type PickupAlertEvent } from '@daycare/shared';
import { useAppDispatch } from '@daycare/store';
import { useT } from '../i18n';

const isDirector = (viewer: LiveViewer) => viewer.type === UserType.Admin || viewer.type === UserType.Super;

/**
 * Tells a director at once that a child went home with someone not on the pick-up list: a warning
 * that stays until closed (it may need a phone call), and the attendance screens load again.
 */
export function PickupAlerts() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [notices, holder] = notification.useNotification();
  useEffect(
    () =>
      hubEvents.on('OnPickupAlert', (alert: PickupAlertEvent, viewer) => {
        if (!isDirector(viewer)) return;
        notices.warning({
          key: `pickup-${alert.child.id}-${alert.at}`,
          title: t('pickupAlert.title', { child: alert.child.label }),
          description: t('pickupAlert.description', {
            person: alert.pickedUpBy, reason: alert.reason, staff: alert.allowedBy.label, time: formatTime(alert.at),
          }),
          duration: 0,
          role: 'alert',
        });
        dispatch(api.util.invalidateTags([{ type: 'Attendance', id: 'LIST' }]));
      }),
    [notices, dispatch, t],
  );
  return holder;
}
