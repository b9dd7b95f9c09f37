// How a schedule reads: its plan, its period and its weekdays with times.
import { Flex, Typography } from 'antd';
import type { ScheduleDayDto } from '@daycare/api-client';
import { WEEKDAYS } from '@daycare/shared';
import { dayText, timeText } from '../absences/family-helpers';

export const weekdayName = (weekday: number) => WEEKDAYS.find((day) => day.weekday === weekday)?.name ?? `Day ${weekday}`;

/** "From Mon 1 Sep 2025, open-ended" or "Mon 1 Sep 2025 – Tue 30 Jun 2026". */
export function validityText(validFrom: string, validTo: string | null): string {
  return validTo ? `${dayText(validFrom)} – ${dayText(validTo)}` : `From ${dayText(validFrom)}, open-ended`;
}

/** The weekdays of a schedule, one line each: "Monday 7:30 AM – 4:30 PM". */
export function ScheduleDays({ days }: { days: ScheduleDayDto[] }) {
  if (days.length === 0) return <Typography.Text type="secondary">No set days: the child comes when booked.</Typography.Text>;
  return (
    <Flex vertical gap={2} role="list" aria-label="Days and times">
      {[...days].sort((a, b) => a.weekday - b.weekday).map((day) => (
        <Flex key={day.weekday} gap={12} role="listitem">
          <Typography.Text style={{ minWidth: 96 }}>{weekdayName(day.weekday)}</Typography.Text>
          <Typography.Text>{timeText(day.arrives)} – {timeText(day.departs)}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
