import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { ClockService } from '../../../common/clock/clock.service';
import { OneTimeCodeService } from '../../accounts/one-time-code.service';
import { SessionService } from '../../auth/session.service';
import { JobsService } from '../jobs.service';
import { NIGHTLY_CLEANUP_QUEUE, NIGHTLY_CLEANUP_SCHEDULE } from './nightly-cleanup.service';

let gateway: TestApp;
let dataSource: DataSource;
let clock: ClockService;
let sessions: SessionService;
let codes: OneTimeCodeService;
let jobs: JobsService;

const NOW = new Date('2026-03-02T08:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  gateway = await startTestApp();
  dataSource = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  sessions = gateway.app.get(SessionService);
  codes = gateway.app.get(OneTimeCodeService);
  jobs = gateway.app.get(JobsService);
});

afterAll(async () => {
  await gateway.close();
});

/** Starts a session as if at `at`; answers its id. */
async function sessionStartedAt(at: Date, userId: number, impersonating?: { impersonatorId: number; sessionId: string }): Promise<string> {
  clock.set(at);
  const { session } = await sessions.start({
    userId,
    daycareId: null,
    impersonatorId: impersonating?.impersonatorId,
    impersonatorSessionId: impersonating?.sessionId,
  });
  return session.id;
}

async function codeIssuedAt(at: Date, userId: number, purpose: 'confirm-email' | 'reset-password'): Promise<number> {
  clock.set(at);
  await dataSource.transaction((manager) => codes.issue(manager, userId, purpose));
  const [{ id }] = await dataSource.query(`SELECT max(id) AS id FROM one_time_code`);
  return id;
}

const ids = async (table: 'session' | 'one_time_code'): Promise<(string | number)[]> =>
  (await dataSource.query(`SELECT id FROM ${table} ORDER BY id`)).map((row: { id: string | number }) => row.id);
const tokensOf = async (sessionId: string): Promise<number> =>
  (await dataSource.query(`SELECT count(*)::int AS n FROM refresh_token WHERE session_id = $1`, [sessionId]))[0].n;

it('is scheduled every night in UTC', async () => {
  expect(await jobs.scheduleOf(NIGHTLY_CLEANUP_QUEUE)).toEqual(NIGHTLY_CLEANUP_SCHEDULE);
});

it('deletes ended sessions with their refresh tokens and spent codes, and keeps everything still in use', async () => {
  const parent = await createUser(dataSource, { type: UserType.User });
  const admin = await createUser(dataSource, { type: UserType.Admin });

  // Live: started yesterday and refreshed once, so it holds a used token (kept to catch its reuse) and the current one.
  const live = await sessionStartedAt(ago(DAY), parent.id);
  await dataSource.query(`UPDATE refresh_token SET used_at = $2 WHERE session_id = $1`, [live, ago(DAY - MINUTE)]);
  await dataSource.query(`INSERT INTO refresh_token (session_id, token_hash, issued_at) VALUES ($1, 'successor-hash', $2)`, [live, ago(DAY - MINUTE)]);
  // Ended: past the 30-day absolute expiry, or signed out.
  const expired = await sessionStartedAt(ago(31 * DAY), parent.id);
  const signedOut = await sessionStartedAt(ago(2 * DAY), parent.id);
  clock.set(ago(DAY));
  await sessions.end(signedOut, 'logout');
  // Signed out, but an impersonation started from it is still live: it waits for the impersonation.
  const adminOwn = await sessionStartedAt(ago(2 * MINUTE), admin.id);
  const impersonation = await sessionStartedAt(ago(MINUTE), parent.id, { impersonatorId: admin.id, sessionId: adminOwn });
  await dataSource.query(`UPDATE session SET revoked_at = $2, revoked_reason = 'logout' WHERE id = $1`, [adminOwn, ago(MINUTE)]);

  // Codes: spent two hours ago; expired 10 minutes ago but still counted by the hourly cap; open.
  const spent = await codeIssuedAt(ago(2 * 60 * MINUTE), parent.id, 'confirm-email');
  const recentlyExpired = await codeIssuedAt(ago(40 * MINUTE), parent.id, 'reset-password');
  const open = await codeIssuedAt(ago(5 * MINUTE), admin.id, 'reset-password');

  clock.set(NOW);
  await jobs.send(NIGHTLY_CLEANUP_QUEUE, {});
  await jobs.idle(NIGHTLY_CLEANUP_QUEUE);

  expect(await ids('session')).toEqual([live, adminOwn, impersonation].sort());
  expect(await tokensOf(live)).toBe(2);
  expect(await tokensOf(expired)).toBe(0);
  expect(await tokensOf(signedOut)).toBe(0);
  expect(await ids('one_time_code')).toEqual([recentlyExpired, open]);
  expect(await ids('one_time_code')).not.toContain(spent);

  const [job] = await dataSource.query(`SELECT state, output FROM pgboss.job WHERE name = $1`, [NIGHTLY_CLEANUP_QUEUE]);
  expect(job).toEqual({ state: 'completed', output: { sessions: 2, refreshTokens: 2, oneTimeCodes: 1 } });
});

it('deletes the impersonator’s ended session once the impersonation has ended too', async () => {
  clock.set(NOW);
  await dataSource.query(`UPDATE session SET revoked_at = $1, revoked_reason = 'logout' WHERE impersonator_session_id IS NOT NULL`, [NOW]);

  await jobs.send(NIGHTLY_CLEANUP_QUEUE, {});
  await jobs.idle(NIGHTLY_CLEANUP_QUEUE);

  expect(await dataSource.query(`SELECT count(*)::int AS n FROM session WHERE revoked_at IS NOT NULL`)).toEqual([{ n: 0 }]);
  expect(await dataSource.query(`SELECT count(*)::int AS n FROM session`)).toEqual([{ n: 1 }]);
});
