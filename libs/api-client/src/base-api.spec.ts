import { STORAGE_KEYS } from '@daycare/shared';
import { ensureXsrfCookie, prepareHeaders, xsrfToken } from './base-api';

function clearCookies() {
  for (const name of ['XSRF-TOKEN', '__Host-XSRF-TOKEN']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

describe('request headers', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('sends the stored user access token as a bearer token', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, accessToken: 'token-7' }));
    expect(prepareHeaders(new Headers()).get('Authorization')).toBe('Bearer token-7');
  });

  it('keeps a bearer token the request brings, as a retry after a refresh does', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, accessToken: 'token-7' }));
    expect(prepareHeaders(new Headers({ Authorization: 'Bearer token-8' })).get('Authorization')).toBe('Bearer token-8');
  });

  it('sends no Authorization header without a signed-in user or with a broken record', () => {
    expect(prepareHeaders(new Headers()).has('Authorization')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(prepareHeaders(new Headers()).has('Authorization')).toBe(false);
  });

  it('echoes the forgery-protection cookie in X-XSRF-TOKEN', () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1';
    expect(prepareHeaders(new Headers()).get('X-XSRF-TOKEN')).toBe('abc=1');
  });

  it('reads the cookie among others, under either of its names', () => {
    expect(xsrfToken('a=1; XSRF-TOKEN=xyz; b=2')).toBe('xyz');
    expect(xsrfToken('a=1; __Host-XSRF-TOKEN=secure.1')).toBe('secure.1');
    expect(xsrfToken('a=1')).toBeUndefined();
  });
});

describe('the forgery-protection cookie at start-up', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    clearCookies();
  });

  it('is asked for once when the browser has none', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await ensureXsrfCookie();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/csrf');
  });

  it('is not asked for when the browser has one', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetch = jest.spyOn(globalThis, 'fetch');
    await ensureXsrfCookie();
    expect(fetch).not.toHaveBeenCalled();
  });
});
