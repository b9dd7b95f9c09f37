import type { OnMyWayDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { t } from '../../i18n';

/** "3:45 PM" ("15:45"): when the guardian expects to arrive, in the phone's time. */
export function arrivalTime(notice: Pick<OnMyWayDto, 'arrivingAt'>): string {
  return formatTime(notice.arrivingAt);
}

/** Whether the room has seen it, and who. */
export function readText(notice: Pick<OnMyWayDto, 'readAt' | 'readBy'>): string {
  if (!notice.readAt) return t('onMyWay.notice.notSeen');
  const time = formatTime(notice.readAt);
  return notice.readBy ? t('onMyWay.notice.seenBy', { name: notice.readBy.label, time }) : t('onMyWay.notice.seen', { time });
}
