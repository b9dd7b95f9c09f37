import { BadRequestException } from '@nestjs/common';

export const SYMPTOMS = ['fever', 'vomiting', 'diarrhoea', 'rash', 'cough', 'conjunctivitis', 'lice', 'other'] as const;
export type Symptom = (typeof SYMPTOMS)[number];

/**
 * The hours a child stays home after the last sign of each symptom, until a daycare sets its own:
 * 24 hours free of fever, vomiting or diarrhoea, and 24 hours after conjunctivitis (treatment started),
 * as most public-health exclusion tables ask. The others need no wait of their own.
 */
export const DEFAULT_EXCLUSION_HOURS: Record<Symptom, number> = {
  fever: 24,
  vomiting: 24,
  diarrhoea: 24,
  rash: 0,
  cough: 0,
  conjunctivitis: 24,
  lice: 0,
  other: 0,
};

export const MAX_EXCLUSION_HOURS = 336;
const HOUR_MS = 60 * 60 * 1000;

/** The times a report gives, as stored. */
export interface IllnessTimes {
  noticedAt: Date;
  lastSymptomAt: Date;
  sentHomeAt: Date | null;
}

/** The earliest return: the last symptom plus the longest wait of the report's symptoms, and the symptom whose rule that is (the first listed on a tie). */
export function exclusionOf(symptoms: readonly Symptom[], lastSymptomAt: Date, hours: Record<Symptom, number>): { symptom: Symptom; hours: number; returnAfter: Date } {
  const rule = symptoms.reduce((longest, symptom) => (hours[symptom] > longest.hours ? { symptom, hours: hours[symptom] } : longest), { symptom: symptoms[0], hours: hours[symptoms[0]] });
  return { ...rule, returnAfter: new Date(lastSymptomAt.getTime() + rule.hours * HOUR_MS) };
}

/** How far ahead of the gateway a phone's or tablet's clock may be. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Times that are in the future (beyond a device's clock skew) or out of order are refused with what to fix. */
export function assertIllnessTimes(times: IllnessTimes, now: Date): void {
  const { noticedAt, lastSymptomAt, sentHomeAt } = times;
  const latest = new Date(now.getTime() + CLOCK_SKEW_MS);
  if (noticedAt > latest) throw new BadRequestException('noticedAt must not be in the future');
  if (lastSymptomAt > latest) throw new BadRequestException('lastSymptomAt must not be in the future');
  if (lastSymptomAt < noticedAt) throw new BadRequestException('lastSymptomAt must not be before noticedAt (when the illness was first noticed)');
  if (sentHomeAt && sentHomeAt > latest) throw new BadRequestException('sentHomeAt must not be in the future');
  if (sentHomeAt && sentHomeAt < noticedAt) throw new BadRequestException('sentHomeAt must not be before noticedAt');
}
