import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { sessionTokens, withSessionRefresh } from './reauth';

/** The signed-in user's access token. */
export function storedAccessToken(): string | undefined {
  const token = sessionTokens()?.accessToken;
  return typeof token === 'string' && token ? token : undefined;
}

/** The names the gateway gives the forgery-protection cookie: `__Host-` prefixed over HTTPS. */
const XSRF_COOKIES = ['XSRF-TOKEN', '__Host-XSRF-TOKEN'];

/** The forgery-protection cookie the gateway sets, echoed back in a header. */
export function xsrfToken(cookie: string = document.cookie): string | undefined {
  const entries = cookie.split(';').map((part) => part.trim());
  for (const name of XSRF_COOKIES) {
    const entry = entries.find((part) => part.startsWith(`${name}=`));
    if (entry) return decodeURIComponent(entry.slice(name.length + 1));
  }
  return undefined;
}

/** Bearer token of the stored user (unless the request sets its own, as a retry does) and the forgery token. */
export function prepareHeaders(headers: Headers): Headers {
  const token = storedAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = xsrfToken();
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

/** At start-up without a forgery-protection cookie, asks the gateway for one (once), so the first POST passes. */
export async function ensureXsrfCookie(): Promise<void> {
  if (xsrfToken()) return;
  try {
    await fetch('/api/auth/csrf', { credentials: 'same-origin' });
  } catch (error) {
    console.error(error);
  }
}

/**
 * The one RTK Query api of the product. Endpoints come from the gateway's OpenAPI document
 * (src/generated/endpoints.ts) and from remotes through `injectEndpoints`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: withSessionRefresh(fetchBaseQuery({ baseUrl: '/api', prepareHeaders })),
  endpoints: () => ({}),
});
