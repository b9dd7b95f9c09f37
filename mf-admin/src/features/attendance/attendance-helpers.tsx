// What the director's attendance screens share: the person types of their addresses, the periods,
// and moments and durations in the reader's language.
import dayjs, { type Dayjs } from 'dayjs';
import type { PersonType } from '@daycare/api-client';
import { formatDate, formatNumber, formatTime } from '@daycare/i18n';
import { UserType } from '@daycare/shared';
import { t } from '../../i18n';

export { FormError, positiveInteger, useRouteMatch } from '@daycare/shared-features';

/** A local day as the addresses and the gateway write it. */
export const DAY = 'YYYY-MM-DD';

/**
 * The `:userType` of /attendance/create/:userId/:userType: the spec's user type for staff (Staff, 2)
 * and the word of the history address for children ("children"). The gateway's own words
 * (`staff`, `child`) are understood too.
 */
export const CREATE_USER_TYPE: Record<PersonType, string> = { child: 'children', staff: String(UserType.Staff) };

export function personTypeOfUserType(userType: string | undefined): PersonType | undefined {
  switch (userType?.toLowerCase()) {
    case 'children':
    case 'child':
      return 'child';
    case String(UserType.Staff):
    case 'staff':
      return 'staff';
    default:
      return undefined;
  }
}

/** The history addresses name children `children` and staff `staff`. */
const HISTORY_SEGMENT: Record<PersonType, string> = { child: 'children', staff: 'staff' };

export const HISTORY_ROUTES: Record<PersonType, string> = {
  child: '/attendance/search/children/:id/:startDate?/:endDate?',
  staff: '/attendance/search/staff/:id/:startDate?/:endDate?',
};

export function historyPath(personType: PersonType, id: number, period?: Period): string {
  const base = `/attendance/search/${HISTORY_SEGMENT[personType]}/${id}`;
  return period ? `${base}/${period.startDate}/${period.endDate}` : base;
}

export function createPath(personType: PersonType, userId: number, selectedDate?: string): string {
  return `/attendance/create/${userId}/${CREATE_USER_TYPE[personType]}${selectedDate ? `/${selectedDate}` : ''}`;
}

export const updatePath = (attendanceId: number) => `/attendance/update/${attendanceId}`;

export interface Period {
  startDate: string;
  endDate: string;
}

/** Today and the 29 days before it: the last 30 days, as the gateway counts them. */
export function lastThirtyDays(today: Dayjs = dayjs()): Period {
  return { startDate: today.subtract(29, 'day').format(DAY), endDate: today.format(DAY) };
}

export function isDay(value: string | undefined): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY).format(DAY) === value);
}

/** A period of at most 30 days around a day: the last 30 days when it is in them, else the 30 days from it. */
export function periodAround(day: string, today: Dayjs = dayjs()): Period | undefined {
  const recent = lastThirtyDays(today);
  if (day >= recent.startDate) return undefined;
  const end = dayjs(day).add(29, 'day');
  return { startDate: day, endDate: (end.isAfter(today) ? today : end).format(DAY) };
}

/** A moment with its day: "Thu, Nov 26, 2026, 7:30 AM". */
export function momentText(instant: string): string {
  return t('time.dayAndTime', { day: formatDate(instant, 'weekday'), time: formatTime(instant) });
}

/** A moment, with its day unless it is today. */
export function sinceText(instant: string, now: Dayjs = dayjs()): string {
  return dayjs(instant).isSame(now, 'day') ? formatTime(instant) : momentText(instant);
}

/** 465 -> "7 h 45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (!hours) return t('time.minutes', { minutes: rest });
  return rest ? t('time.hoursMinutes', { hours, minutes: rest }) : t('time.hours', { hours });
}

/** Hours with two decimals, as the report and the CSV give them. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Hours written with two decimals in the reader's language: "42.25", "42,25". */
export const hoursText = (hours: number) => formatNumber(hours, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A period picker's day: "Nov 26, 2026". */
export const pickerDay = (value: Dayjs) => formatDate(value, 'day');

