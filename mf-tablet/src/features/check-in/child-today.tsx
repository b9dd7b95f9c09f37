import { useEffect, useRef } from 'react';
import { Flex, Typography } from 'antd';
import { useTabletDailyChildAttendancesQuery, type DailyChildAttendanceDto, type PeopleChildDto } from '@daycare/api-client';
import { timeText } from '../people/people';

export interface TodayStays {
  /** The child's stays of today, earliest first. */
  stays: DailyChildAttendanceDto[];
  loading: boolean;
}

/** The child's stays of today in the room's day, reloaded when the child comes or goes (the people list updates live). */
export function useTodayStays(child: PeopleChildDto | undefined): TodayStays {
  const day = useTabletDailyChildAttendancesQuery({ roomDayQueryDto: {} }, { skip: !child });
  const { refetch } = day;
  // The child's status comes live from the people list; when it changes, today's stays did too.
  const version = child ? `${child.status}|${child.signedInAt}` : undefined;
  const seen = useRef(version);
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && seen.current !== version) void refetch();
    seen.current = version;
  }, [version, refetch]);
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
