import { STORAGE_KEYS } from '@daycare/shared';
import { prepareHeaders, xsrfToken } from './base-api';

describe('request headers', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the stored user access token as a bearer token', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, accessToken: 'token-7' }));
    expect(prepareHeaders(new Headers()).get('Authorization')).toBe('Bearer token-7');
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

  it('reads the cookie among others', () => {
    expect(xsrfToken('a=1; XSRF-TOKEN=xyz; b=2')).toBe('xyz');
    expect(xsrfToken('a=1')).toBeUndefined();
  });
});
