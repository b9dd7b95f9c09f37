import { useEffect } from 'react';
import { Flex, Typography } from 'antd';
import { useTabletDailyChildAttendancesMutation, type DailyChildAttendanceDto, type PeopleChildDto } from '@daycare/api-client';
import { timeText } from '../people/people';

export interface TodayStays {
  /** The child's stays of today, earliest first. */
  stays: DailyChildAttendanceDto[];
  loading: boolean;
}

/** The child's stays of today in the room's day, reloaded when the child comes or goes (the people list updates live). */
export function useTodayStays(child: PeopleChildDto | undefined): TodayStays {
  const [load, day] = useTabletDailyChildAttendancesMutation();
  const known = Boolean(child);
  useEffect(() => {
    if (known) void load({ roomDayQueryDto: {} });
  }, [load, known, child?.status, child?.signedInAt]);
  const stays = (day.data ?? []).filter((stay) => stay.child.id === child?.id).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return { stays, loading: day.isLoading || day.isUninitialized };
}

/** Who signed the child in to the stay still open, when today's stays say so. */
export function openStaySigner({ stays }: TodayStays): string | null {
  return stays.find((stay) => stay.endedAt === null)?.signedInBy?.label ?? null;
}

/** The child's stays of today: when, where and by whom each began and ended. */
export function ChildToday({ today }: { today: TodayStays }) {
  const { stays, loading } = today;
  return (
    <Flex vertical gap={4} style={{ width: '100%', textAlign: 'left' }} aria-label="Today">
      <Typography.Text strong>Today</Typography.Text>
      {stays.length ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {stays.map((stay) => (
            <li key={stay.attendanceId}>
              In {timeText(stay.startedAt)}{stay.signedInBy ? ` by ${stay.signedInBy.label}` : ''}
              {stay.endedAt ? `, out ${timeText(stay.endedAt)}${stay.signedOutBy ? ` by ${stay.signedOutBy.label}` : ''}` : ''}
              {` (${stay.room.label})`}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{loading ? 'Loading…' : 'Not here yet today'}</Typography.Text>
      )}
    </Flex>
  );
}
