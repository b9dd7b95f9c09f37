// How a schedule reads: its plan, its period and its weekdays with times.
import { Flex, Typography } from 'antd';
import type { AttendancePlanType, ScheduleDayDto } from '@daycare/api-client';
import { dayText, timeText } from '../absences/family-helpers';

/** Plans of section 6: FullTime 1, PartTime 2, DropIn 3. */
export const PLAN_LABELS: Record<AttendancePlanType, string> = { 1: 'Full time', 2: 'Part time', 3: 'Drop-in' };

/** ISO weekdays, Monday 1 … Sunday 7. */
export const WEEKDAYS: { weekday: number; short: string; long: string }[] = [
  { weekday: 1, short: 'Mon', long: 'Monday' },
  { weekday: 2, short: 'Tue', long: 'Tuesday' },
  { weekday: 3, short: 'Wed', long: 'Wednesday' },
  { weekday: 4, short: 'Thu', long: 'Thursday' },
  { weekday: 5, short: 'Fri', long: 'Friday' },
  { weekday: 6, short: 'Sat', long: 'Saturday' },
  { weekday: 7, short: 'Sun', long: 'Sunday' },
];

export const weekdayName = (weekday: number) => WEEKDAYS.find((day) => day.weekday === weekday)?.long ?? `Day ${weekday}`;

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
