import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { useTabletDailyChildAttendancesQuery, type DailyChildAttendanceDto } from '@daycare/api-client';
import { useAppSelector } from '@daycare/store';
import { selectFlyout } from './flyout-slice';

function time(iso: string | null): string {
  return iso ? new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) : '—';
}

const COLUMNS: TableColumnsType<DailyChildAttendanceDto> = [
  { title: 'Child', key: 'child', render: (_, stay) => stay.child.label },
  { title: 'Room', key: 'room', render: (_, stay) => stay.room.label },
  { title: 'In', key: 'in', render: (_, stay) => `${time(stay.startedAt)}${stay.signedInBy ? ` · ${stay.signedInBy.label}` : ''}` },
  { title: 'Out', key: 'out', render: (_, stay) => `${time(stay.endedAt)}${stay.signedOutBy ? ` · ${stay.signedOutBy.label}` : ''}` },
];

/** Today's stays of the room's children (or of every room), with who signed them in and out. */
export function RoomAttendanceView() {
  const { roomId } = useAppSelector(selectFlyout);
  const stays = useTabletDailyChildAttendancesQuery({ roomDayQueryDto: roomId === null ? {} : { roomId } });
  if (!stays.currentData) return <Skeleton active />;
  return (
    <Table
      rowKey="attendanceId"
      size="small"
      pagination={false}
      dataSource={stays.currentData}
      columns={COLUMNS}
      locale={{ emptyText: <Empty description="Nobody has been signed in today" /> }}
    />
  );
}
