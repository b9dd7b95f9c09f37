import { STORAGE_KEYS } from '@daycare/shared';
import { sessionOf, signedOutSession, type LoggedInUser, type SessionState } from './session-slice';

/** Earlier builds kept the refresh token with the user; it lives in an HttpOnly cookie now, out of every script's reach. */
function withoutRefreshToken(key: string, stored: LoggedInUser & { refreshToken?: unknown }): LoggedInUser {
  if (!('refreshToken' in stored)) return stored;
  const { refreshToken: _dropped, ...user } = stored;
  localStorage.setItem(key, JSON.stringify(user));
  return user;
}

function readUser(key: string): LoggedInUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(key) ?? 'null') as LoggedInUser | null;
    return user && typeof user === 'object' && typeof user.id === 'number' ? withoutRefreshToken(key, user) : null;
  } catch {
    return null;
  }
}

function writeUser(key: string, user: LoggedInUser | null): void {
  if (user) localStorage.setItem(key, JSON.stringify(user));
  else localStorage.removeItem(key);
}

/** The session kept in this browser (local storage `user`, and the real user while impersonating). */
export function readStoredSession(): SessionState {
  if (typeof localStorage === 'undefined') return signedOutSession;
  const user = readUser(STORAGE_KEYS.user);
  return user ? sessionOf(user, readUser(STORAGE_KEYS.impersonationBackup)) : signedOutSession;
}

/** Saves the user with the roles, daycares and switches loaded since sign-in, so a reload keeps them. */
export function writeStoredSession(session: SessionState): void {
  const { user, roles, daycares, featureControl, impersonationBackup } = session;
  writeUser(STORAGE_KEYS.user, user && { ...user, roles, daycares, featureControl });
  writeUser(STORAGE_KEYS.impersonationBackup, impersonationBackup);
}
