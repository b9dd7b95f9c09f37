import { useOnMyWayRoomOmwQuery, type OnMyWayDto } from '@daycare/api-client';
import { selectUser, useAppSelector } from '@daycare/store';

/**
 * Today's unread on-my-way notices of the tablet's room (a director without a room: the daycare's).
 * The query provides the cache tag 'On my way', which the shell reloads on OnMyWay and OnMyWayComplete.
 */
export function useRoomNotices() {
  const roomId = useAppSelector(selectUser)?.roomId ?? undefined;
  return useOnMyWayRoomOmwQuery({ roomId });
}

/** The earliest unread notice of each child, by child id: a card shows "On the way" while there is one. */
export function noticesByChild(notices: OnMyWayDto[] | undefined): Map<number, OnMyWayDto> {
  const byChild = new Map<number, OnMyWayDto>();
  for (const notice of notices ?? []) {
    const known = byChild.get(notice.child.id);
    if (!known || notice.arrivingAt < known.arrivingAt) byChild.set(notice.child.id, notice);
  }
  return byChild;
}
