import { REGISTRATION_STEP_PERCENT, REGISTRATION_STEPS } from './constants';

/** Percent of the registration progress bar for a progress of 0 to 7. */
export function registrationPercent(progress: number): number {
  const steps = Math.min(Math.max(Math.trunc(progress), 0), REGISTRATION_STEPS);
  return Math.min(100, Math.round(steps * REGISTRATION_STEP_PERCENT * 10) / 10);
}

/** The progress chip and bar show only while registration is under way: a step done, and not the last (1 to 6). */
export function showsRegistrationProgress(progress: number | undefined): boolean {
  return (progress ?? 0) >= 1 && (progress ?? 0) < REGISTRATION_STEPS;
}

/** The join-a-centre step, for a family whose profile is saved but who is at no centre yet. */
export const JOIN_CENTRE_PATH = '/register/account';
export const CONTACT_FORM_PATH = '/register/continue';

/**
 * Where a family picks up its registration: the contact form until it is saved, then joining a
 * centre when it has none. The later steps have no page yet, so they reopen the contact form, filled in.
 */
export function registrationStepPath({ profileComplete, hasCentre }: { profileComplete: boolean; hasCentre: boolean }): string {
  return profileComplete && !hasCentre ? JOIN_CENTRE_PATH : CONTACT_FORM_PATH;
}
