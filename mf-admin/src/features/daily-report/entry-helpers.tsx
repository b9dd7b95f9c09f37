// What the daily report pages share: their addresses, the day in the address, and an entry in words.
import { Tag } from 'antd';
import { useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import type { DailyEntryDto, DailyEntryKind, DailyMeal, DailyMood, DailyMovement, DailyMovementResult, DailyPortion } from '@daycare/api-client';
import { formatNumber, formatTime } from '@daycare/i18n';
import { t, useT } from '../../i18n';

/** A local day as the addresses and the gateway write it. */
export const DAY = 'YYYY-MM-DD';
/** The server keeps at most this many characters of an entry's note, and bottles up to this many millilitres. */
export const MAX_ENTRY_NOTE = 1000;
export const MAX_BOTTLE_ML = 1000;
/** A US fluid ounce. */
export const ML_PER_OZ = 29.5735;
/** The server takes corrections up to 31 days back; older days are the archive's. */
export const OLDEST_ENTRY_DAYS = 31;

export const MEALS: DailyMeal[] = ['breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'bottle'];
export const PORTIONS: DailyPortion[] = ['all', 'most', 'some', 'none'];
export const MOVEMENTS: DailyMovement[] = ['diaper', 'toilet'];
export const RESULTS: DailyMovementResult[] = ['wet', 'soiled', 'wet_soiled', 'dry'];
export const MOODS: DailyMood[] = ['happy', 'calm', 'tired', 'fussy', 'sad'];

export const REVIEW_ROUTE = '/admin/daily-report/:reportId?';
export const CHILD_DAY_ROUTE = '/daily-report/child/:childId/:reportId?';
export const TODAY_ROUTE = '/daily-report/today';

/** Each kind's page: its manifest route, the address's word for it and the name of its entry parameter. */
export const KIND_PAGES: Record<DailyEntryKind, { route: string; segment: string; idParam: string }> = {
  meal: { route: '/daily-report/meals/:childId?/:mealId?', segment: 'meals', idParam: 'mealId' },
  nap: { route: '/daily-report/naps/:childId?/:napId?', segment: 'naps', idParam: 'napId' },
  movement: { route: '/daily-report/movements/:childId?/:movementId?', segment: 'movements', idParam: 'movementId' },
  note: { route: '/daily-report/notes/:childId?/:noteId?', segment: 'notes', idParam: 'noteId' },
};

const withDay = (path: string, day?: string) => (day ? `${path}?day=${day}` : path);

/** A kind's page: the picker, a child's entries of a day, or one entry's edit form. */
export function kindPath(kind: DailyEntryKind, childId?: number, entryId?: number, day?: string): string {
  const parts = [`/daily-report/${KIND_PAGES[kind].segment}`, childId, entryId].filter((part) => part !== undefined);
  return withDay(parts.join('/'), day);
}

export const childDayPath = (childId: number) => `/daily-report/child/${childId}`;
export const reviewPath = (day?: string, reportId?: number) => withDay(reportId ? `/admin/daily-report/${reportId}` : '/admin/daily-report', day);

export const today = () => dayjs().format(DAY);
/** The local day an instant falls on. */
export const dayOf = (instant: string) => dayjs(instant).format(DAY);
export const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY).format(DAY) === value);

/** The day the address names (`?day=`), else `fallback`, else today; choosing one replaces it in the address. */
export function useDayParam(fallback?: string): [string, (day: string) => void] {
  const [search, setSearch] = useSearchParams();
  const named = search.get('day');
  const setDay = (day: string) => setSearch((current) => {
    const next = new URLSearchParams(current);
    next.set('day', day);
    return next;
  }, { replace: true });
  return [isDay(named) ? named : fallback ?? today(), setDay];
}

/** A clock time on a given day, to the minute. */
export function onDay(day: string, time: Dayjs): Dayjs {
  return dayjs(day, DAY).hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
}

export const mlOf = (amount: number, unit: 'ml' | 'oz') => Math.round(unit === 'oz' ? amount * ML_PER_OZ : amount);
export const ozText = (ml: number) => formatNumber(ml / ML_PER_OZ, { maximumFractionDigits: 1 });

/** "1 h 30 min", "45 min". */
export function durationText(from: string, to: string): string {
  const minutes = Math.max(0, dayjs(to).diff(dayjs(from), 'minute'));
  const hours = Math.floor(minutes / 60);
  return hours ? t('dailyReport.duration.hours', { hours, minutes: minutes % 60 }) : t('dailyReport.duration.minutes', { minutes });
}

/** What the entry is: "Lunch", "Bottle", "Nap", "Diaper", "Toilet", "Note". */
export function entryWhat(entry: DailyEntryDto): string {
  if (entry.kind === 'meal' && entry.meal) return t(`dailyReport.meals.${entry.meal}`);
  if (entry.kind === 'movement' && entry.movement) return t(`dailyReport.movements.${entry.movement}`);
  return t(`dailyReport.kinds.${entry.kind}`);
}

/** "Lunch at 12:30 PM": names an entry in buttons' labels. */
export const entryName = (entry: DailyEntryDto) => t('dailyReport.entryAt', { what: entryWhat(entry), time: formatTime(entry.at) });

/** "12:30 PM", or a nap's "1:00 PM – 2:30 PM" ("since 1:00 PM" while the child sleeps). */
export function entryTime(entry: DailyEntryDto): string {
  if (entry.kind !== 'nap') return formatTime(entry.at);
  return entry.until ? t('dailyReport.napRange', { start: formatTime(entry.at), end: formatTime(entry.until) }) : t('dailyReport.asleepSince', { start: formatTime(entry.at) });
}

/** How much, how long or what result: "Ate most", "180 ml (6.1 oz)", "1 h 30 min", "Wet". */
export function entryAmount(entry: DailyEntryDto): string {
  switch (entry.kind) {
    case 'meal':
      if (entry.bottleMl !== null) return t('dailyReport.bottleAmount', { ml: formatNumber(entry.bottleMl), oz: ozText(entry.bottleMl) });
      return entry.portion ? t(`dailyReport.portions.${entry.portion}`) : '';
    case 'nap':
      return entry.until ? durationText(entry.at, entry.until) : t('dailyReport.asleep');
    case 'movement':
      return entry.result ? t(`dailyReport.results.${entry.result}`) : '';
    case 'note':
      return '';
  }
}

export const moodText = (entry: DailyEntryDto) => (entry.mood ? t(`dailyReport.moods.${entry.mood}`) : '');

/** Marks an entry a director keeps from the family. */
export function HeldTag({ entry }: { entry: DailyEntryDto }) {
  const translate = useT();
  return entry.held ? <Tag color="warning">{translate('dailyReport.held')}</Tag> : null;
}
