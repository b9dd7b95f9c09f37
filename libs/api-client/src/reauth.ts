import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { LOGOUT_STATUS, MESSAGES, STORAGE_KEYS } from '@daycare/shared';

/** The access token of the signed-in user; the refresh token is an HttpOnly cookie no script sees. */
export interface SessionTokens {
  accessToken?: string;
}

/**
 * What the base query needs from the session, which lives in the store (the store imports this
 * lib, so this lib cannot import the store: the store plugs these in with `configureSession`).
 */
export interface SessionHooks {
  /** The signed-in user's tokens, or null without one. */
  readTokens: () => SessionTokens | null;
  /** A refresh answered the user again, with a new access token, to keep in place of the old one. */
  onRefreshed: (user: SessionTokens) => void;
  /** The session cannot go on: sign out and go to /login. */
  onExpired: () => void;
  /** The server answered 306: go to the logout route. */
  onLogoutStatus: () => void;
}

export type FetchQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** Calls that never carry a session to refresh: sign-in, the refresh itself and sign-out. */
const WITHOUT_REFRESH = ['/auth/login', '/auth/refreshTokenV2', '/auth/logout'];

/** The tokens of the user record kept in local storage, where the store keeps it. */
export function storedTokens(): SessionTokens | null {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as SessionTokens | null;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

const doNothing = () => undefined;

let hooks: SessionHooks = { readTokens: storedTokens, onRefreshed: doNothing, onExpired: doNothing, onLogoutStatus: doNothing };

/** Plugs the session in; the store calls it once it exists. */
export function configureSession(sessionHooks: SessionHooks): void {
  hooks = sessionHooks;
}

export function sessionTokens(): SessionTokens | null {
  return hooks.readTokens();
}

/** The refresh under way, shared by every request that met a 401 meanwhile. */
let refreshing: Promise<string | undefined> | undefined;

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

function withBearer(args: string | FetchArgs, accessToken: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${accessToken}`);
  return { ...request, headers };
}

/** The error a person sees instead of the server's, keeping the status where there is one. */
function withMessage(error: FetchBaseQueryError, message: string): FetchBaseQueryError {
  return typeof error.status === 'number'
    ? { status: error.status, data: { message } }
    : { status: 'CUSTOM_ERROR', error: message, data: { message } };
}

const sessionExpired: FetchBaseQueryError = { status: 401, data: { message: MESSAGES.sessionExpired } };

/** The lock that lets one tab of this browser refresh at a time (Web Locks, where the browser has them). */
const REFRESH_LOCK = 'daycare-session-refresh';

function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work();
}

/**
 * Tabs share one refresh cookie. Another tab that refreshed while this one waited for the lock has
 * left its new access token in local storage: take it rather than rotate the session a second time.
 */
function tokensRotatedByAnotherTab(rejectedToken: string | undefined): SessionTokens | null {
  const stored = storedTokens();
  return stored?.accessToken && stored.accessToken !== rejectedToken ? stored : null;
}

function refresh(rejectedToken: string | undefined, baseQuery: FetchQuery, api: BaseQueryApi, extraOptions: object): Promise<string | undefined> {
  return oneTabAtATime(async () => {
    const rotated = tokensRotatedByAnotherTab(rejectedToken);
    if (rotated) {
      hooks.onRefreshed(rotated);
      return rotated.accessToken;
    }
    return refreshHere(baseQuery, api, extraOptions);
  });
}

/** The refresh token travels only in its cookie, which the browser sends to this site alone. */
async function refreshHere(baseQuery: FetchQuery, api: BaseQueryApi, extraOptions: object): Promise<string | undefined> {
  const result = await baseQuery({ url: '/auth/refreshTokenV2', method: 'POST', body: {}, credentials: 'same-origin' }, api, extraOptions);
  const user = result.data as SessionTokens | undefined;
  if (result.error || !user?.accessToken) {
    hooks.onExpired();
    return undefined;
  }
  hooks.onRefreshed(user);
  return user.accessToken;
}

/**
 * A valid access token: the one a finished refresh stored after `sentToken` went out, else the
 * result of the one refresh under way, started here if none is.
 */
function freshAccessToken(sentToken: string | undefined, baseQuery: FetchQuery, api: BaseQueryApi, extraOptions: object) {
  const stored = hooks.readTokens()?.accessToken;
  if (!refreshing && stored && stored !== sentToken) return Promise.resolve(stored);
  refreshing ??= refresh(sentToken, baseQuery, api, extraOptions).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function mayRefresh(args: string | FetchArgs): boolean {
  return Boolean(hooks.readTokens()?.accessToken) && !WITHOUT_REFRESH.includes(urlOf(args));
}

/**
 * Section 8's session handling around a base query: on a 401, once per request, one refresh shared
 * by all waiting requests, then a retry with the new token. A failed refresh, or a retry that gets
 * 401 or no answer, ends the session with "Your session has expired, please login to continue";
 * another failure of the retry reads "We could not complete your request". Status 306 goes to the
 * logout route. Errors come back with the message to show, for the store's generic error handler.
 */
export function withSessionRefresh(baseQuery: FetchQuery): FetchQuery {
  const send: FetchQuery = async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (result.error?.status === LOGOUT_STATUS) hooks.onLogoutStatus();
    return result;
  };
  return async (args, api, extraOptions) => {
    if (refreshing && !WITHOUT_REFRESH.includes(urlOf(args))) await refreshing;
    const sentToken = hooks.readTokens()?.accessToken;
    const result = await send(args, api, extraOptions);
    if (result.error?.status !== 401 || !mayRefresh(args)) return result;

    const accessToken = await freshAccessToken(sentToken, baseQuery, api, extraOptions);
    if (!accessToken) return { error: sessionExpired };
    const retry = await send(withBearer(args, accessToken), api, extraOptions);
    if (!retry.error || retry.error.status === LOGOUT_STATUS) return retry;
    if (retry.error.status === 401 || retry.error.status === 'FETCH_ERROR') {
      hooks.onExpired();
      return { error: sessionExpired };
    }
    return { error: withMessage(retry.error, MESSAGES.retryFailed) };
  };
}
