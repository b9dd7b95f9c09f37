// What the director's attendance screens share: the person types of their addresses, the periods,
// and times written in the browser's locale.
import dayjs, { type Dayjs } from 'dayjs';
import type { PersonType } from '@daycare/api-client';
import { UserType } from '@daycare/shared';

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

// Times and days in the browser's locale.
export const timeText = (instant: string) => new Date(instant).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
export const dayText = (instant: string | Dayjs) =>
  (typeof instant === 'string' ? new Date(instant) : instant.toDate()).toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** A moment, with its day unless it is today. */
export function sinceText(instant: string, now: Dayjs = dayjs()): string {
  return dayjs(instant).isSame(now, 'day') ? timeText(instant) : `${dayText(instant)}, ${timeText(instant)}`;
}

/** 465 -> "7 h 45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** Hours with two decimals, as the report and the CSV give them. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
