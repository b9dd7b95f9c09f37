import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { STORAGE_KEYS } from '@daycare/shared';

/** The signed-in user's access token, from the user record kept in local storage. */
export function storedAccessToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as { accessToken?: unknown } | null;
    return typeof user?.accessToken === 'string' && user.accessToken ? user.accessToken : undefined;
  } catch {
    return undefined;
  }
}

/** The forgery-protection cookie the gateway sets, echoed back in a header (section 7). */
export function xsrfToken(cookie: string = document.cookie): string | undefined {
  const entry = cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith('XSRF-TOKEN='));
  return entry ? decodeURIComponent(entry.slice('XSRF-TOKEN='.length)) : undefined;
}

export function prepareHeaders(headers: Headers): Headers {
  const token = storedAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = xsrfToken();
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

/**
 * The one RTK Query api of the product. Endpoints come from the gateway's OpenAPI document
 * (src/generated/endpoints.ts) and from remotes through `injectEndpoints`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', prepareHeaders }),
  endpoints: () => ({}),
});
