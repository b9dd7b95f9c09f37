import { BadRequestException } from '@nestjs/common';
import type { MedicationState } from './dto/medication.dto';

/** The medicine's expiry date warns this many days ahead. */
export const EXPIRY_WARNING_DAYS = 30;
/** A scheduled dose may be given this many minutes before its time, not earlier. */
export const EARLY_DOSE_MINUTES = 30;

/** What an authorisation says about when doses may be given. */
export interface AuthorisationTerms {
  signed: boolean;
  startsOn: string;
  endsOn: string;
  expiresOn: string;
  asNeeded: boolean;
  minMinutesBetween: number | null;
  maxDailyDoses: number | null;
}

/** The fields of a new or changed authorisation that depend on each other. */
export interface AuthorisationFields {
  startsOn: string;
  endsOn: string;
  expiresOn: string;
  asNeeded: boolean;
  times?: string[];
  minMinutesBetween?: number | null;
  maxDailyDoses?: number | null;
}

/** A dose someone wants to give: its day and time in the daycare's time zone, and the day's doses before it. */
export interface DoseAttempt {
  day: string;
  givenAt: Date;
  /** The interval's due instant today; null as needed. */
  dueAt: Date | null;
  /** Doses of the medication on that day, any interval. */
  dosesThatDay: readonly { givenAt: Date; intervalId: number }[];
  /** Doses of the medication within a day either side, so the least gap holds across midnight. */
  nearbyDoses: readonly { givenAt: Date }[];
  intervalId: number;
  /** The daycare's clock, for the times in messages. */
  clockTime: (instant: Date) => string;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether doses may be given on `today`, and why not. */
export function stateOn(terms: AuthorisationTerms, today: string): MedicationState {
  if (!terms.signed) return 'awaiting_signature';
  if (terms.expiresOn < today) return 'expired';
  if (today < terms.startsOn) return 'upcoming';
  return today > terms.endsOn ? 'ended' : 'active';
}

export function expiresSoon(expiresOn: string, today: string): boolean {
  return expiresOn <= addDays(today, EXPIRY_WARNING_DAYS);
}

/** Refuses an authorisation whose dates or schedule do not fit together (400). */
export function assertAuthorisation(fields: AuthorisationFields, today: string): void {
  if (fields.endsOn < fields.startsOn) throw new BadRequestException('endsOn must not be before startsOn');
  if (fields.endsOn < today) throw new BadRequestException('endsOn must not be in the past');
  if (fields.expiresOn < today) throw new BadRequestException(`The medicine expired on ${fields.expiresOn}: bring a supply that has not expired`);
  const limits = fields.minMinutesBetween != null || fields.maxDailyDoses != null;
  if (fields.asNeeded) {
    if (fields.times?.length) throw new BadRequestException('times belong to a scheduled medicine, not an as-needed one');
    if (fields.minMinutesBetween == null || fields.maxDailyDoses == null) {
      throw new BadRequestException('An as-needed medicine needs minMinutesBetween (the least time between doses) and maxDailyDoses (the daily maximum)');
    }
    return;
  }
  if (!fields.times?.length) throw new BadRequestException('times must give at least one time of day a dose is due, or the medicine is asNeeded');
  if (limits) throw new BadRequestException('minMinutesBetween and maxDailyDoses belong to an as-needed medicine');
}

/** Why a dose cannot be given under these terms, or null when it can. */
export function doseRefusal(terms: AuthorisationTerms, attempt: DoseAttempt): string | null {
  const { day } = attempt;
  if (!terms.signed) return 'This medication is not signed yet: a guardian signs the authorisation before any dose is given';
  if (terms.expiresOn < day) return `The medicine expired on ${terms.expiresOn}: ask the family for a new supply`;
  if (day < terms.startsOn) return `This authorisation starts on ${terms.startsOn}: no dose may be given before then`;
  if (day > terms.endsOn) return `This authorisation ended on ${terms.endsOn}: a guardian authorises it again to continue`;
  return terms.asNeeded ? asNeededRefusal(terms, attempt) : scheduledRefusal(attempt);
}

function scheduledRefusal({ givenAt, dueAt, dosesThatDay, intervalId, clockTime }: DoseAttempt): string | null {
  const given = dosesThatDay.find((dose) => dose.intervalId === intervalId);
  if (given && dueAt) return `The ${clockTime(dueAt)} dose was already given today at ${clockTime(given.givenAt)}`;
  if (dueAt && givenAt.getTime() < dueAt.getTime() - EARLY_DOSE_MINUTES * 60_000) {
    return `Too early: the ${clockTime(dueAt)} dose may be given from ${clockTime(new Date(dueAt.getTime() - EARLY_DOSE_MINUTES * 60_000))}`;
  }
  return null;
}

function asNeededRefusal(terms: AuthorisationTerms, { givenAt, dosesThatDay, nearbyDoses, clockTime }: DoseAttempt): string | null {
  const maximum = terms.maxDailyDoses ?? 0;
  if (dosesThatDay.length >= maximum) return `The daily maximum of ${maximum} ${maximum === 1 ? 'dose' : 'doses'} has been given today`;
  const gapMs = (terms.minMinutesBetween ?? 0) * 60_000;
  const close = nearbyDoses.filter((dose) => Math.abs(givenAt.getTime() - dose.givenAt.getTime()) < gapMs);
  if (!close.length) return null;
  const last = close.reduce((latest, dose) => (dose.givenAt > latest.givenAt ? dose : latest));
  return `Too early: at least ${terms.minMinutesBetween} minutes must pass between doses (the last at ${clockTime(last.givenAt)}); the next may be given from ${clockTime(new Date(last.givenAt.getTime() + gapMs))}`;
}
