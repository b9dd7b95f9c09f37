import { Flex, Skeleton, Typography } from 'antd';
import { useRoomByDaycareQuery, useTabletChildrenListQuery, useTabletStaffListQuery } from '@daycare/api-client';
import { signedInTo } from '@daycare/shared';
import { RatioTag } from '@daycare/ui';
import { RouteLinks } from '@daycare/shared-features';
import { useT } from '../../i18n';

/** Each room's ratio now (or the chosen room's), counted from the live people lists as the tablet counts it. */
export function RoomRatios({ daycareId, roomId }: { daycareId: number; roomId: number | null }) {
  const t = useT();
  const rooms = useRoomByDaycareQuery({ daycareId });
  const children = useTabletChildrenListQuery({});
  const staff = useTabletStaffListQuery({});
  if (rooms.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const shown = (rooms.data ?? []).filter((room) => roomId === null || room.id === roomId);
  return (
    <Flex vertical gap={6}>
      <section aria-label={t('flyout.ratiosNow')}>
        <Flex vertical gap={6}>
          {shown.map((room) => (
            <Flex key={room.id} justify="space-between" align="center" gap={8} wrap aria-label={t('flyout.roomRatio', { room: room.label })}>
              <Typography.Text strong>{room.label}</Typography.Text>
              <RatioTag room={room} childrenIn={signedInTo(children.data ?? [], room.id)} staffIn={signedInTo(staff.data ?? [], room.id)} style={{ marginInlineEnd: 0 }} />
            </Flex>
          ))}
        </Flex>
      </section>
      <RouteLinks
        label={t('frame.rooms')}
        links={[
          ...shown.length === 1 ? [{ to: `/rooms/update/${shown[0].id}`, label: t('common.editNamed', { name: shown[0].label }) }] : [],
          { to: '/agegroups', label: t('flyout.everyRoomAndAgeGroup') },
          { to: '/attendance/children', label: t('flyout.whoIsIn') },
        ]}
      />
    </Flex>
  );
}
