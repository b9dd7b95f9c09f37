import { REGISTRATION_STEP_PERCENT, REGISTRATION_STEPS } from './constants';

/** Percent of the registration progress bar for a progress of 0 to 7 (section 4). */
export function registrationPercent(progress: number): number {
  const steps = Math.min(Math.max(Math.trunc(progress), 0), REGISTRATION_STEPS);
  return Math.min(100, Math.round(steps * REGISTRATION_STEP_PERCENT * 10) / 10);
}

/** The progress chip and bar show only when progress is above 0. */
export function showsRegistrationProgress(progress: number | undefined): boolean {
  return (progress ?? 0) > 0;
}
