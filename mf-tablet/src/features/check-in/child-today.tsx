import { useEffect } from 'react';
import { Flex, Typography } from 'antd';
import { useTabletDailyChildAttendancesMutation, type PeopleChildDto } from '@daycare/api-client';
import { timeText } from '../people/people';

/** The child's stays of today in the room's day: when, where and by whom each began and ended. */
export function ChildToday({ child }: { child: PeopleChildDto }) {
  const [load, day] = useTabletDailyChildAttendancesMutation();
  // Reloads when the child comes or goes (the people list updates live).
  useEffect(() => {
    void load({ roomDayQueryDto: {} });
  }, [load, child.status, child.signedInAt]);
  const stays = (day.data ?? []).filter((stay) => stay.child.id === child.id).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
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
        <Typography.Text type="secondary">{day.isLoading || day.isUninitialized ? 'Loading…' : 'Not here yet today'}</Typography.Text>
      )}
    </Flex>
  );
}
