import { useState } from 'react';
import { Button, Empty, Flex, Select, Skeleton, Table, Typography } from 'antd';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import dayjs from 'dayjs';
import { useRoomListQuery, useTabletWeeklyRoomAttendanceQuery, type WeeklyPersonDto } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { Mdi, Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';

const DAY = 'YYYY-MM-DD';

/** Minutes as hours and minutes, e.g. 450 -> "7h 30m"; nothing -> "—". */
export function hoursText(minutes: number): string {
  if (!minutes) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? (rest ? `${hours}h ${rest}m` : `${hours}h`) : `${rest}m`;
}

function PeopleWeek({ title, people, days }: { title: string; people: WeeklyPersonDto[]; days: string[] }) {
  const columns = [
    { key: 'label', title: 'Name', dataIndex: 'label', fixed: 'left' as const, width: 200 },
    ...days.map((day, index) => ({
      key: day,
      title: dayjs(day).format('ddd D'),
      align: 'right' as const,
      render: (_: unknown, person: WeeklyPersonDto) => hoursText(person.minutes[index] ?? 0),
    })),
    { key: 'total', title: 'Week', align: 'right' as const, render: (_: unknown, person: WeeklyPersonDto) => <strong>{hoursText(person.totalMinutes)}</strong> },
  ];
  return (
    <Panel title={title} aria-label={title}>
      {people.length ? (
        <Table
          rowKey="id"
          size="middle"
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={people}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}><strong>Every {title === 'Children' ? 'child' : 'staff member'}</strong></Table.Summary.Cell>
              {days.map((day, index) => (
                <Table.Summary.Cell key={day} index={index + 1} align="right">
                  {hoursText(people.reduce((sum, person) => sum + (person.minutes[index] ?? 0), 0))}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={days.length + 1} align="right">
                <strong>{hoursText(people.reduce((sum, person) => sum + person.totalMinutes, 0))}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${title.toLowerCase()} in the room this week`} />
      )}
    </Panel>
  );
}

/** The room's week: minutes in the room per child and staff member, Monday to Sunday, with the totals. */
export default function WeeklyAttendancePage() {
  const user = useAppSelector(selectUser);
  const isTablet = user?.type === UserType.Tablet;
  const [date, setDate] = useState(() => dayjs().format(DAY));
  const [roomId, setRoomId] = useState<number | null>(user?.roomId ?? null);
  const rooms = useRoomListQuery(undefined, { skip: isTablet });
  const chosenRoom = isTablet ? undefined : (roomId ?? rooms.data?.[0]?.id);
  const waiting = !isTablet && chosenRoom === undefined;
  const week = useTabletWeeklyRoomAttendanceQuery(
    { roomDayQueryDto: { date, ...(chosenRoom === undefined ? {} : { roomId: chosenRoom }) } },
    { skip: waiting },
  );

  const data = week.currentData;
  const shift = (weeks: number) => setDate(dayjs(data?.weekStart ?? date).add(weeks, 'week').format(DAY));
  const thisWeek = data ? dayjs().format(DAY) >= data.weekStart && dayjs().format(DAY) <= data.days[data.days.length - 1] : true;
  return (
    <RoutePage path="/tablet/weeklyAttendance">
      <Flex vertical gap={24}>
        <Flex gap={12} wrap align="center" justify="space-between">
          <Flex gap={12} align="center" wrap>
            <Button size="large" aria-label="Previous week" icon={<Mdi path={mdiChevronLeft} size={1.2} />} onClick={() => shift(-1)} />
            <Typography.Title level={3} style={{ margin: 0 }}>
              {data ? `${data.room.label}: week of ${dayjs(data.weekStart).format('MMMM D, YYYY')}` : 'The week'}
            </Typography.Title>
            <Button size="large" aria-label="Next week" icon={<Mdi path={mdiChevronRight} size={1.2} />} onClick={() => shift(1)} />
            {!thisWeek && <Button size="large" onClick={() => setDate(dayjs().format(DAY))}>This week</Button>}
          </Flex>
          {!isTablet && (
            <Select
              size="large"
              aria-label="Room"
              style={{ minWidth: 220 }}
              value={chosenRoom}
              options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
              onChange={setRoomId}
            />
          )}
        </Flex>
        {week.isError ? (
          <Empty description="This week could not be loaded" />
        ) : !data || week.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <PeopleWeek title="Children" people={data.children} days={data.days} />
            <PeopleWeek title="Staff" people={data.staff} days={data.days} />
          </>
        )}
      </Flex>
    </RoutePage>
  );
}
