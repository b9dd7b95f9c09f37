// What the family's attendance pages share (absences, schedules, reported days): local days as a person
// reads them in their language, the address's parameters, the children a page may name, and the
// server's refusal shown on the form that sent it.
import dayjs, { type Dayjs } from 'dayjs';
import { UserType } from '@daycare/shared';
import { FormError as SharedFormError, positiveInteger, useRouteParams } from '@daycare/shared-features';
import type { LoggedInUser } from '@daycare/store';
import { formatDate } from '@daycare/i18n';
import { t } from '../../i18n';

export { positiveInteger, useRouteParams };

/** A local day as the addresses and the gateway write it. */
export const DAY = 'YYYY-MM-DD';


export function isDay(value: string | null | undefined): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY).format(DAY) === value);
}

/** "Mon 24 Nov" ("ter., 24 de nov."), with the year when it is not this year's. */
export function dayText(day: string | Dayjs, today: Dayjs = dayjs()): string {
  const value = typeof day === 'string' ? dayjs(day) : day;
  // The names come from Intl in the reader's language; their order and joining words from the catalogue.
  const parts = { weekday: formatDate(value, 'shortWeekday'), day: value.date(), month: formatDate(value, 'shortMonth'), year: value.year() };
  return value.year() === today.year() ? t('dates.dayMonth', parts) : t('dates.dayMonthYear', parts);
}

/** "Mon 24 Nov – Wed 26 Nov, 3 days"; one day: "Mon 24 Nov, 1 day". */
export function periodText(startDate: string, endDate: string, days: number, today: Dayjs = dayjs()): string {
  const span = startDate === endDate ? dayText(startDate, today) : t('dates.span', { start: dayText(startDate, today), end: dayText(endDate, today) });
  return t('dates.period', { span, count: days });
}

/** "Emma", "Emma and Liam", "Emma, Liam and Noah". */
export function namesText(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return t('names.pair', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** A picked time as the gateway takes it ('HH:MM', 24-hour). */
export const hhmmOf = (time: Dayjs) => time.format('HH:mm');

/** A time the gateway wrote, for a time picker. */
export const pickerTime = (hhmm: string) => dayjs(`2000-01-01T${hhmm}`);

/** Who is looking: a guardian, a staff member (reads only) or a director (Admin and Super). */
export type Viewer = 'guardian' | 'staff' | 'director';

export function viewerOf(user: LoggedInUser | null): Viewer {
  if (user?.type === UserType.Admin || user?.type === UserType.Super) return 'director';
  if (user?.type === UserType.Staff) return 'staff';
  return 'guardian';
}

/** The server's message for a failed save, at the top of the form that sent it (the server's own message, else the generic one). */
export function FormError({ error }: { error: unknown }) {
  return <SharedFormError error={error} flush />;
}
