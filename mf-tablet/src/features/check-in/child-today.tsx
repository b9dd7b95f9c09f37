import { useEffect, useRef } from 'react';
import { Flex, Typography } from 'antd';
import { useTabletDailyChildAttendancesQuery, type DailyChildAttendanceDto, type PeopleChildDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { useT } from '../../i18n';

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
  const t = useT();
  const stayText = (stay: DailyChildAttendanceDto) => {
    const time = formatTime(stay.startedAt);
    const came = stay.signedInBy ? t('childToday.inBy', { time, name: stay.signedInBy.label }) : t('childToday.in', { time });
    if (!stay.endedAt) return came;
    const left = formatTime(stay.endedAt);
    return `${came}, ${stay.signedOutBy ? t('childToday.outBy', { time: left, name: stay.signedOutBy.label }) : t('childToday.out', { time: left })}`;
  };
  return (
    <Flex vertical gap={4} style={{ width: '100%', textAlign: 'left' }} aria-label={t('childToday.title')}>
      <Typography.Text strong>{t('childToday.title')}</Typography.Text>
      {stays.length ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {stays.map((stay) => (
            <li key={stay.attendanceId}>
              {`${stayText(stay)} (${stay.room.label})`}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{t(loading ? 'childToday.loading' : 'childToday.notHereYet')}</Typography.Text>
      )}
    </Flex>
  );
}
