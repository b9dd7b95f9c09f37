import { Flex, Statistic, Tag } from 'antd';
import type { PeopleChildDto, PeopleStaffDto, RoomDetailDto } from '@daycare/api-client';

const SIGNED_IN = 1;
const NOTE = { fontSize: 16, padding: '6px 12px' };

/** Staff the room needs for the children in, by its children-per-staff ratio; none outside the ratio. */
export function requiredStaff(room: Pick<RoomDetailDto, 'inRatio' | 'childrenPerStaff'>, childrenIn: number): number {
  if (!room.inRatio || !room.childrenPerStaff || childrenIn === 0) return 0;
  return Math.ceil(childrenIn / room.childrenPerStaff);
}

/** The room's live ratio: children in, staff in, and the staff the ratio requires (from the live people lists). */
export function RoomRatio({ room, children, staff }: { room: RoomDetailDto; children: PeopleChildDto[]; staff: PeopleStaffDto[] }) {
  const childrenIn = children.filter((child) => child.status === SIGNED_IN && child.rId === room.id).length;
  const staffIn = staff.filter((member) => member.status === SIGNED_IN && member.rId === room.id).length;
  const required = requiredStaff(room, childrenIn);
  const short = staffIn < required;
  const note = !room.inRatio
    ? <Tag style={NOTE}>This room does not count toward the ratio</Tag>
    : !room.childrenPerStaff
      ? <Tag color="warning" style={NOTE}>No staff-to-child ratio is set for this room</Tag>
      : short
        ? <Tag color="error" style={NOTE}>Below ratio: {required - staffIn} more staff needed</Tag>
        : <Tag color="success" style={NOTE}>In ratio (1 staff per {room.childrenPerStaff} children)</Tag>;
  return (
    <Flex gap={40} wrap align="center" data-testid="room-ratio">
      <Statistic title="Children in" value={childrenIn} />
      <Statistic title="Staff in" value={staffIn} />
      <Statistic title="Staff required" value={room.inRatio && room.childrenPerStaff ? required : '—'} />
      {note}
    </Flex>
  );
}
