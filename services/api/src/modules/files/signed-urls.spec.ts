import { ClockService } from '../../common/clock/clock.service';
import { loadConfig } from '../../config';
import { SignedUrlService } from './signed-urls';

const clock = new ClockService();
const urls = new SignedUrlService(loadConfig({ FILE_URL_SECRET: 'a-secret-for-file-urls' }), clock);
const at = (iso: string) => clock.set(new Date(iso));
const parts = (url: string) => {
  const parsed = new URL(url, 'http://gateway');
  return { expires: parsed.searchParams.get('expires')!, sig: parsed.searchParams.get('sig')! };
};

afterEach(() => clock.set(undefined));

it('mints the same URL within five minutes, so the browser cache serves a reloaded list, and each lives 5 to 10 minutes', () => {
  at('2026-11-02T09:00:10Z');
  const first = urls.url(7, 'thumbnail');
  at('2026-11-02T09:04:50Z');
  expect(urls.url(7, 'thumbnail')).toBe(first);
  at('2026-11-02T09:05:00Z');
  expect(urls.url(7, 'thumbnail')).not.toBe(first);
  const { expires } = parts(first);
  expect(Number(expires)).toBe(Date.parse('2026-11-02T09:10:00Z') / 1000);
});

it('tells how long a URL still works, and refuses another file, another variant, another secret or an expired one', () => {
  at('2026-11-02T09:02:00Z');
  const { expires, sig } = parts(urls.url(7, 'display'));
  expect(urls.secondsLeft(7, 'display', expires, sig)).toBe(480);
  expect(urls.secondsLeft(8, 'display', expires, sig)).toBeNull();
  expect(urls.secondsLeft(7, 'thumbnail', expires, sig)).toBeNull();
  expect(urls.secondsLeft(7, 'display', String(Number(expires) + 1), sig)).toBeNull();
  expect(urls.secondsLeft(7, 'display', [expires], sig)).toBeNull();
  const other = new SignedUrlService(loadConfig({ FILE_URL_SECRET: 'another-secret' }), clock);
  expect(other.secondsLeft(7, 'display', expires, sig)).toBeNull();
  at('2026-11-02T09:10:00Z');
  expect(urls.secondsLeft(7, 'display', expires, sig)).toBeNull();
});
