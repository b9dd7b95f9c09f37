import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { useTabletDailyChildAttendancesQuery, type DailyChildAttendanceDto } from '@daycare/api-client';
import { useAppSelector } from '@daycare/store';
import { formatTime } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';
import { selectFlyout } from './flyout-slice';

function time(iso: string | null): string {
  return iso ? formatTime(iso) : '—';
}

/** The columns in the reader's language (built at each drawing). */
const columns = (): TableColumnsType<DailyChildAttendanceDto> => [
  { title: translate('stay.child'), key: 'child', render: (_, stay) => stay.child.label },
  { title: translate('common.room'), key: 'room', render: (_, stay) => stay.room.label },
  { title: translate('people.in'), key: 'in', render: (_, stay) => `${time(stay.startedAt)}${stay.signedInBy ? ` · ${stay.signedInBy.label}` : ''}` },
  { title: translate('people.out'), key: 'out', render: (_, stay) => `${time(stay.endedAt)}${stay.signedOutBy ? ` · ${stay.signedOutBy.label}` : ''}` },
];

/** Today's stays of the room's children (or of every room), with who signed them in and out. */
export function RoomAttendanceView() {
  const t = useT();
  const { roomId } = useAppSelector(selectFlyout);
  const stays = useTabletDailyChildAttendancesQuery({ roomDayQueryDto: roomId === null ? {} : { roomId } });
  if (!stays.currentData) return <Skeleton active />;
  return (
    <Table
      rowKey="attendanceId"
      size="small"
      pagination={false}
      dataSource={stays.currentData}
      columns={columns()}
      locale={{ emptyText: <Empty description={t('flyout.nobodyToday')} /> }}
    />
  );
}
