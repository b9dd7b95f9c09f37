import { STORAGE_KEYS, UserType, isAdminType } from '@daycare/shared';
import type { LoggedInUser } from '@daycare/store';

/** The admin remote's start page: who is in, who is out and who is absent today, room by room. */
export const ADMIN_HOME = '/attendance/children';
export const GUARDIAN_HOME = '/home';
export const TABLET_HOME = '/tablet/search/child';

/** Operations staff without a current centre start at the list of every centre, their own tools. */
export const SUPER_HOME = '/daycares';

/** Where a user's own app starts (the home redirects). */
export function homePathFor(user: Pick<LoggedInUser, 'type' | 'daycare'>): string {
  if (user.type === UserType.User) return GUARDIAN_HOME;
  if (user.type === UserType.Tablet) return TABLET_HOME;
  if (user.type === UserType.Super && !user.daycare) return SUPER_HOME;
  return ADMIN_HOME;
}

type RegistrationState = Pick<LoggedInUser, 'type' | 'emailConfirmed' | 'profileComplete'>;

/** Non-admin, non-tablet users with a confirmed email and an incomplete profile have a registration step left. */
export function needsProfile(user: RegistrationState): boolean {
  return !isAdminType(user.type) && user.type !== UserType.Tablet && user.emailConfirmed && !user.profileComplete;
}

export function confirmEmailPath(email: string): string {
  return `/account/confirm-email/${encodeURIComponent(email)}`;
}

/** Keeps the page a visitor asked for, to open it after sign-in. */
export function rememberReturnUrl(url: string): void {
  sessionStorage.setItem(STORAGE_KEYS.returnUrl, url);
}

function takeReturnUrl(): string | undefined {
  const url = sessionStorage.getItem(STORAGE_KEYS.returnUrl);
  sessionStorage.removeItem(STORAGE_KEYS.returnUrl);
  // Only a path of this site: a stored absolute URL must not send the user elsewhere.
  return url && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}

/**
 * Where a user goes after signing in: a step they owe first, else the page they asked for, else
 * their home. The asked-for page is forgotten either way, so it never carries over to the next user.
 */
export function landingPathAfterSignIn(user: RegistrationState & Pick<LoggedInUser, 'email' | 'daycare'>): string {
  const returnUrl = takeReturnUrl();
  if (!user.emailConfirmed) return confirmEmailPath(user.email);
  if (needsProfile(user)) return '/register/continue';
  return returnUrl ?? homePathFor(user);
}
