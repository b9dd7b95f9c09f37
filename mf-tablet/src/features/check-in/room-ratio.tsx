import { Flex, Statistic } from 'antd';
import type { PeopleChildDto, PeopleStaffDto, RoomDetailDto } from '@daycare/api-client';
import { requiredStaff, signedInTo } from '@daycare/shared';
import { RatioTag } from '@daycare/ui';
import { useT } from '../../i18n';

const NOTE = { fontSize: 16, padding: '6px 12px' };

/** The room's live ratio: children in, staff in, and the staff the ratio requires (from the live people lists). */
export function RoomRatio({ room, children, staff }: { room: RoomDetailDto; children: PeopleChildDto[]; staff: PeopleStaffDto[] }) {
  const t = useT();
  const childrenIn = signedInTo(children, room.id);
  const staffIn = signedInTo(staff, room.id);
  return (
    <Flex gap={40} wrap align="center" data-testid="room-ratio">
      <Statistic title={t('roomRatio.childrenIn')} value={childrenIn} />
      <Statistic title={t('roomRatio.staffIn')} value={staffIn} />
      <Statistic title={t('roomRatio.staffRequired')} value={room.inRatio && room.childrenPerStaff ? requiredStaff(room, childrenIn) : '—'} />
      <RatioTag room={room} childrenIn={childrenIn} staffIn={staffIn} style={NOTE} />
    </Flex>
  );
}
