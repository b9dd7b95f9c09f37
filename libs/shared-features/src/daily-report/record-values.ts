import dayjs, { type Dayjs } from 'dayjs';
import type { CreateDailyEntriesDto, DailyMeal, DailyMood, DailyMovement, DailyMovementResult, DailyPortion } from '@daycare/api-client';

/** What one recording says of every selected child: the create call without the children. */
export type EntryFields = Omit<CreateDailyEntriesDto, 'childIds'>;

export const MEALS: DailyMeal[] = ['breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'bottle'];
export const PORTIONS: DailyPortion[] = ['all', 'most', 'some', 'none'];
export const MOVEMENTS: DailyMovement[] = ['diaper', 'toilet'];
export const RESULTS: DailyMovementResult[] = ['wet', 'soiled', 'wet_soiled', 'dry'];
export const MOODS: DailyMood[] = ['happy', 'calm', 'tired', 'fussy', 'sad'];

/** The note's limit on the gateway. */
export const NOTE_MAX = 1000;
export const BOTTLE_ML_MAX = 1000;

/** The meal most likely at this time of day, so a meal is usually recorded in two taps. */
export function mealAt(time: Dayjs = dayjs()): DailyMeal {
  const minutes = time.hour() * 60 + time.minute();
  if (minutes < 9 * 60 + 30) return 'breakfast';
  if (minutes < 11 * 60) return 'morning_snack';
  if (minutes < 13 * 60 + 30) return 'lunch';
  if (minutes < 17 * 60) return 'afternoon_snack';
  return 'dinner';
}

/** A time picked on `day` (the day shown; today by default) as the instant the gateway takes; none means now. */
export function instantAt(time: Dayjs | null | undefined, day: Dayjs = dayjs()): string | undefined {
  if (!time) return undefined;
  return day.hour(time.hour()).minute(time.minute()).second(0).millisecond(0).toISOString();
}
