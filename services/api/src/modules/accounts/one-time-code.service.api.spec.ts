import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { OneTimeCode } from './one-time-code.entity';
import { CODE_LIFETIME_MS, MAX_CODES_PER_HOUR, OneTimeCodeService } from './one-time-code.service';

let gateway: TestApp;
let dataSource: DataSource;
let clock: ClockService;
let codes: OneTimeCodeService;
let userId: number;
let otherUserId: number;

const START = new Date('2026-03-02T09:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);
const MINUTE = 60_000;

const issue = (purpose: 'confirm-email' | 'reset-password' = 'confirm-email', user = userId) =>
  dataSource.transaction((manager) => codes.issue(manager, user, purpose));
const consume = (code: string, purpose: 'confirm-email' | 'reset-password' = 'confirm-email', user = userId) =>
  dataSource.transaction((manager) => codes.consume(manager, user, purpose, code));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function insertUser(email: string): Promise<number> {
  const [{ id }] = await dataSource.query(`INSERT INTO "user" (email, first_name, last_name, type) VALUES ($1, 'Code', 'Tester', 1) RETURNING id`, [email]);
  return id;
}

beforeAll(async () => {
  gateway = await startTestApp();
  dataSource = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  codes = new OneTimeCodeService(gateway.config, clock);
  userId = await insertUser('codes@demo.test');
  otherUserId = await insertUser('other.codes@demo.test');
});

beforeEach(async () => {
  await dataSource.query(`DELETE FROM one_time_code`);
  clock.set(START);
});

afterAll(async () => {
  await gateway.close();
});

it('issues a six-digit code that works once, and stores only a hash of it', async () => {
  const code = (await issue())!;
  expect(code).toMatch(/^\d{6}$/);
  const [stored] = await dataSource.getRepository(OneTimeCode).find();
  expect(stored.codeHash).not.toContain(code);
  expect(stored.expiresAt).toEqual(later(CODE_LIFETIME_MS));

  expect(await consume(code)).toBe(true);
  expect(await consume(code)).toBe(false);
});

it('expires after 30 minutes', async () => {
  const code = (await issue())!;
  clock.set(later(CODE_LIFETIME_MS));
  expect(await consume(code)).toBe(false);
});

it('still works just before it expires', async () => {
  const code = (await issue())!;
  clock.set(later(CODE_LIFETIME_MS - 1000));
  expect(await consume(code)).toBe(true);
});

it('is burnt by five wrong guesses', async () => {
  const code = (await issue())!;
  for (let attempt = 0; attempt < 5; attempt++) expect(await consume(wrong(code))).toBe(false);
  expect(await consume(code)).toBe(false);
});

it('survives four wrong guesses', async () => {
  const code = (await issue())!;
  for (let attempt = 0; attempt < 4; attempt++) expect(await consume(wrong(code))).toBe(false);
  expect(await consume(code)).toBe(true);
});

it('is replaced by a newer code of the same purpose, but not of another purpose or user', async () => {
  const first = (await issue())!;
  const reset = (await issue('reset-password'))!;
  const othersCode = (await issue('confirm-email', otherUserId))!;
  const second = (await issue())!;

  expect(await consume(first)).toBe(false);
  expect(await consume(second)).toBe(true);
  expect(await consume(reset, 'reset-password')).toBe(true);
  expect(await consume(othersCode, 'confirm-email', otherUserId)).toBe(true);
});

it('is only good for its own purpose and user', async () => {
  const code = (await issue())!;
  expect(await consume(code, 'reset-password')).toBe(false);
  expect(await consume(code, 'confirm-email', otherUserId)).toBe(false);
  expect(await consume(code)).toBe(true);
});

it(`issues at most ${MAX_CODES_PER_HOUR} codes an hour per purpose`, async () => {
  for (let sent = 0; sent < MAX_CODES_PER_HOUR; sent++) {
    clock.set(later(sent * MINUTE));
    expect(await issue()).toMatch(/^\d{6}$/);
  }
  expect(await issue()).toBeNull();
  expect(await issue('reset-password')).toMatch(/^\d{6}$/);

  clock.set(later(60 * MINUTE + 1000));
  expect(await issue()).toMatch(/^\d{6}$/);
});
