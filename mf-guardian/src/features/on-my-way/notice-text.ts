import dayjs from 'dayjs';
import type { OnMyWayDto } from '@daycare/api-client';

/** "3:45 PM": when the guardian expects to arrive, in the phone's time. */
export function arrivalTime(notice: Pick<OnMyWayDto, 'arrivingAt'>): string {
  return dayjs(notice.arrivingAt).format('h:mm A');
}

/** Whether the room has seen it, and who. */
export function readText(notice: Pick<OnMyWayDto, 'readAt' | 'readBy'>): string {
  if (!notice.readAt) return 'Not seen yet';
  const when = dayjs(notice.readAt).format('h:mm A');
  return notice.readBy ? `Seen by ${notice.readBy.label} at ${when}` : `Seen at ${when}`;
}
