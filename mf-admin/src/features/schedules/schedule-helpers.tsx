// What the schedule screens share: plan names, weekdays, addresses, and days and times written in
// the reader's language. Schedules hold local days ('YYYY-MM-DD') and local clock times ('HH:MM').
import { Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AttendancePlanType, ScheduleDayDto } from '@daycare/api-client';
import { formatClock, formatDate, formatWeekday } from '@daycare/i18n';
import { useAdminMay } from '@daycare/shared-features';
import { t, useT } from '../../i18n';

export const PLANS: AttendancePlanType[] = [1, 2, 3];
/** DropIn may have no set days; FullTime and PartTime need at least one. */
export const DROP_IN: AttendancePlanType = 3;

/** The gateway's note limits: schedules and responses 500 characters, reported attendance 200. */
export const MAX_SCHEDULE_NOTE = 500;
export const MAX_REPORTED_NOTE = 200;

export const SCHEDULE_ROUTES = {
  list: '/attendance/schedule/:childId',
  create: '/attendance/schedule/create/:childId',
  update: '/attendance/schedule/update/:scheduleId',
  request: '/attendance/schedule/request',
  response: '/attendance/schedule/response',
  report: '/attendance/schedule/report',
  reported: '/attendance/reported/:childId/:attendanceId?',
} as const;

export const schedulePath = (childId: number) => `/attendance/schedule/${childId}`;
export const createSchedulePath = (childId: number) => `/attendance/schedule/create/${childId}`;
export const updateSchedulePath = (scheduleId: number) => `/attendance/schedule/update/${scheduleId}`;
export const reportedPath = (childId: number, attendanceId?: number) => `/attendance/reported/${childId}${attendanceId ? `/${attendanceId}` : ''}`;

/** 'HH:MM' as the gateway writes clock times. */
export const CLOCK = 'HH:mm';

/** A clock time of the gateway as a Dayjs (today's date, which does not matter). */
export const clockOf = (time: string): Dayjs => dayjs(`2000-01-01T${time}`);

/** 'Tue, Sep 1, 2026 – open-ended', or both days. */
export function periodText(validFrom: string, validTo: string | null): string {
  const from = formatDate(validFrom, 'weekday');
  return validTo ? t('schedules.period', { from, to: formatDate(validTo, 'weekday') }) : t('schedules.openEnded', { from });
}

/** A plan's name: 'Full-time', 'Part-time', 'Drop-in'. */
export function planName(plan: AttendancePlanType): string {
  switch (plan) {
    case 1: return t('schedules.plans.fullTime');
    case 2: return t('schedules.plans.partTime');
    default: return t('schedules.plans.dropIn');
  }
}

/** The ISO weekday of a day (Monday 1). */
export const isoWeekday = (day: Dayjs) => ((day.day() + 6) % 7) + 1;

/** An ISO weekday's name in the reader's language: 'Monday' (weekdayName) or 'Mon' (shortWeekday). */
export const weekdayName = (weekday: number, style: 'weekdayName' | 'shortWeekday' = 'weekdayName') =>
  formatWeekday(weekday, style === 'weekdayName' ? 'long' : 'short');

const shortName = (weekday: number) => (weekday >= 1 && weekday <= 7 ? weekdayName(weekday, 'shortWeekday') : String(weekday));

/** Weekdays as a reader says them: runs of three or more as 'Mon–Fri', others listed ('Mon, Wed, Fri'). */
export function weekdaysText(weekdays: number[]): string {
  const sorted = [...weekdays].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end += 1;
    if (end - start >= 2) parts.push(`${shortName(sorted[start])}–${shortName(sorted[end])}`);
    else for (let i = start; i <= end; i += 1) parts.push(shortName(sorted[i]));
    start = end + 1;
  }
  return parts.join(', ');
}

/** The days grouped by identical hours, in weekday order of their first day. */
export function dayGroups(days: ScheduleDayDto[]): { weekdays: number[]; arrives: string; departs: string }[] {
  const groups: { weekdays: number[]; arrives: string; departs: string }[] = [];
  for (const day of [...days].sort((a, b) => a.weekday - b.weekday)) {
    const group = groups.find((g) => g.arrives === day.arrives && g.departs === day.departs);
    if (group) group.weekdays.push(day.weekday);
    else groups.push({ weekdays: [day.weekday], arrives: day.arrives, departs: day.departs });
  }
  return groups;
}

/** A schedule's weekdays and hours, one line per group of days with the same hours. */
export function ScheduleDays({ days }: { days: ScheduleDayDto[] }) {
  const translate = useT();
  if (days.length === 0) return <Typography.Text type="secondary">{translate('schedules.noSetDays')}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {dayGroups(days).map((group) => (
        <span key={group.weekdays.join()}>
          <Typography.Text strong>{weekdaysText(group.weekdays)}</Typography.Text>{' '}
          <Typography.Text>{translate('schedules.hours', { from: formatClock(group.arrives), to: formatClock(group.departs) })}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}

/**
 * Directors (Admin or Super) with ATTENDANCE_CHILD change schedules and reported attendance, and read
 * and answer requests, as the gateway allows; staff read schedules and reports.
 */
export function useCanManageSchedules(): boolean {
  return useAdminMay('ATTENDANCE_CHILD');
}

/** A note as the gateway takes it: trimmed, blank is none. */
export const noteOf = (note: string | undefined | null) => (note?.trim() ? note.trim() : null);
