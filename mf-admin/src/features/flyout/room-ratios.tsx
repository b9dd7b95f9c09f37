import { Flex, Skeleton, Typography } from 'antd';
import { useRoomByDaycareQuery, useTabletChildrenListQuery, useTabletStaffListQuery } from '@daycare/api-client';
import { signedInTo } from '@daycare/shared';
import { RatioTag } from '@daycare/ui';
import { RouteLinks } from '@daycare/shared-features';

/** Each room's ratio now (or the chosen room's), counted from the live people lists as the tablet counts it. */
export function RoomRatios({ daycareId, roomId }: { daycareId: number; roomId: number | null }) {
  const rooms = useRoomByDaycareQuery({ daycareId });
  const children = useTabletChildrenListQuery({});
  const staff = useTabletStaffListQuery({});
  if (rooms.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const shown = (rooms.data ?? []).filter((room) => roomId === null || room.id === roomId);
  return (
    <Flex vertical gap={6}>
      <section aria-label="Ratios now">
        <Flex vertical gap={6}>
          {shown.map((room) => (
            <Flex key={room.id} justify="space-between" align="center" gap={8} wrap aria-label={`${room.label} ratio`}>
              <Typography.Text strong>{room.label}</Typography.Text>
              <RatioTag room={room} childrenIn={signedInTo(children.data ?? [], room.id)} staffIn={signedInTo(staff.data ?? [], room.id)} style={{ marginInlineEnd: 0 }} />
            </Flex>
          ))}
        </Flex>
      </section>
      <RouteLinks
        label="Rooms"
        links={[
          ...shown.length === 1 ? [{ to: `/rooms/update/${shown[0].id}`, label: `Edit ${shown[0].label}` }] : [],
          { to: '/agegroups', label: 'Every room and age group' },
          { to: '/attendance/children', label: 'Who is in, room by room' },
        ]}
      />
    </Flex>
  );
}
