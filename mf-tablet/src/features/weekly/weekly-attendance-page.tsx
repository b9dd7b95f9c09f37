import { useState } from 'react';
import { Button, Empty, Flex, Select, Skeleton, Table, Typography } from 'antd';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import dayjs from 'dayjs';
import { useRoomListQuery, useTabletWeeklyRoomAttendanceQuery, type WeeklyPersonDto } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { UserType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { Mdi, Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { t as text, useT } from '../../i18n';

const DAY = 'YYYY-MM-DD';

/** Minutes as hours and minutes, e.g. 450 -> "7h 30m"; nothing -> "—". */
export function hoursText(minutes: number): string {
  if (!minutes) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? (rest ? text('weekly.hoursMinutes', { hours, minutes: rest }) : text('weekly.hours', { hours })) : text('weekly.minutes', { minutes: rest });
}

const GROUPS = {
  children: { title: 'weekly.children', everyone: 'weekly.everyChild', none: 'weekly.noChildren' },
  staff: { title: 'weekly.staff', everyone: 'weekly.everyStaffMember', none: 'weekly.noStaff' },
} as const;

function PeopleWeek({ group, people, days }: { group: keyof typeof GROUPS; people: WeeklyPersonDto[]; days: string[] }) {
  const t = useT();
  const title = t(GROUPS[group].title);
  const columns = [
    { key: 'label', title: t('weekly.name'), dataIndex: 'label', fixed: 'left' as const, width: 200 },
    ...days.map((day, index) => ({
      key: day,
      title: t('weekly.dayColumn', { weekday: formatDate(day, 'shortWeekday'), day: dayjs(day).date() }),
      align: 'right' as const,
      render: (_: unknown, person: WeeklyPersonDto) => hoursText(person.minutes[index] ?? 0),
    })),
    { key: 'total', title: t('weekly.week'), align: 'right' as const, render: (_: unknown, person: WeeklyPersonDto) => <strong>{hoursText(person.totalMinutes)}</strong> },
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
              <Table.Summary.Cell index={0}><strong>{t(GROUPS[group].everyone)}</strong></Table.Summary.Cell>
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
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(GROUPS[group].none)} />
      )}
    </Panel>
  );
}

/** The room's week: minutes in the room per child and staff member, Monday to Sunday, with the totals. */
export default function WeeklyAttendancePage() {
  const t = useT();
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
            <Button size="large" aria-label={t('weekly.previousWeek')} icon={<Mdi path={mdiChevronLeft} size={1.2} />} onClick={() => shift(-1)} />
            <Typography.Title level={3} style={{ margin: 0 }}>
              {data ? t('weekly.title', { room: data.room.label, date: formatDate(data.weekStart, 'longDay') }) : t('weekly.theWeek')}
            </Typography.Title>
            <Button size="large" aria-label={t('weekly.nextWeek')} icon={<Mdi path={mdiChevronRight} size={1.2} />} onClick={() => shift(1)} />
            {!thisWeek && <Button size="large" onClick={() => setDate(dayjs().format(DAY))}>{t('weekly.thisWeek')}</Button>}
          </Flex>
          {!isTablet && (
            <Select
              size="large"
              aria-label={t('weekly.room')}
              style={{ minWidth: 220 }}
              value={chosenRoom}
              options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
              onChange={setRoomId}
            />
          )}
        </Flex>
        {week.isError ? (
          <Empty description={t('weekly.loadFailed')} />
        ) : !data || week.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <PeopleWeek group="children" people={data.children} days={data.days} />
            <PeopleWeek group="staff" people={data.staff} days={data.days} />
          </>
        )}
      </Flex>
    </RoutePage>
  );
}
