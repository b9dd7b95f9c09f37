import { useTranslation } from 'react-i18next';
import type { Language } from '@daycare/shared';
import { currentLanguage, i18n } from './i18n';

/** A calendar day (`2026-11-26`), an instant (ISO text or Date), or anything with `toDate()` (a Dayjs). */
export type DateInput = string | number | Date | { toDate(): Date };

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})/;

/** A calendar day stays that day wherever the browser is; an instant is shown in the browser's time zone. */
function toDate(value: DateInput): Date {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return new Date(value);
  }
  if (typeof value === 'number' || value instanceof Date) return new Date(value);
  return value.toDate();
}

export type DateStyle = 'day' | 'weekday' | 'long' | 'longDay' | 'month' | 'shortMonth' | 'dayMonth' | 'weekdayName' | 'shortWeekday';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** Nov 26, 2026 */
  day: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Thu, Nov 26, 2026 */
  weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** Thursday, November 26, 2026 */
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** November 26, 2026 */
  longDay: { dateStyle: 'long' },
  /** November 2026 */
  month: { month: 'long', year: 'numeric' },
  /** Nov */
  shortMonth: { month: 'short' },
  /** Thu, Nov 26 */
  dayMonth: { weekday: 'short', month: 'short', day: 'numeric' },
  /** Thursday */
  weekdayName: { weekday: 'long' },
  /** Thu */
  shortWeekday: { weekday: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d:${language}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}

export function formatDate(value: DateInput, style: DateStyle = 'day', language = currentLanguage()): string {
  return dateFormat(language, DATE_STYLES[style]).format(toDate(value));
}

/** An ISO weekday (Monday 1 … Sunday 7) by name: 'Monday' or 'Mon' ('segunda-feira', 'seg.'). */
export function formatWeekday(weekday: number, style: 'long' | 'short' = 'long', language = currentLanguage()): string {
  // 1 to 7 January 2024 ran from Monday to Sunday.
  return formatDate(new Date(2024, 0, weekday), style === 'long' ? 'weekdayName' : 'shortWeekday', language);
}

/** 7:30 AM in English, 07:30 in Portuguese. */
export function formatTime(value: DateInput, language = currentLanguage()): string {
  return dateFormat(language, { timeStyle: 'short' }).format(toDate(value));
}

/** A wall-clock time of no particular day (`07:30` or `07:30:00`), in the reader's convention. */
export function formatClock(clock: string, language = currentLanguage()): string {
  const match = CLOCK.exec(clock);
  if (!match) return clock;
  return formatTime(new Date(2000, 0, 1, Number(match[1]), Number(match[2])), language);
}

/** An hour of the day on its own (7 AM, 07). */
export function formatHour(hour: number, language = currentLanguage()): string {
  return dateFormat(language, { hour: 'numeric' }).format(new Date(2000, 0, 1, hour));
}

/** The weekday and time when not today, else the time alone. */
export function formatMoment(value: DateInput, now: Date = new Date(), language = currentLanguage()): string {
  const date = toDate(value);
  const sameDay = date.toDateString() === now.toDateString();
  return dateFormat(language, { ...(sameDay ? {} : { weekday: 'short' }), hour: 'numeric', minute: '2-digit' }).format(date);
}

/** Nov 26, 2026, 7:30:05 AM */
export function formatDateTime(value: DateInput, language = currentLanguage()): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(toDate(value));
}

/** "Silva and Thompson", "Silva e Thompson": names joined as the reader's language joins them. */
export function formatList(items: readonly string[], language = currentLanguage()): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, language = currentLanguage()): string {
  return cached(`n:${language}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options)).format(value);
}

/** Money is kept in whole cents; shown in the centre's currency and the reader's convention. */
export function formatMoney(cents: number, currency: string, language = currentLanguage()): string {
  return formatNumber(cents / 100, { style: 'currency', currency }, language);
}

/** The current language, drawing the component again when the person changes it. */
export function useLanguage(): Language {
  useTranslation(undefined, { i18n });
  return currentLanguage();
}
