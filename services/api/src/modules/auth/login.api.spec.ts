import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { anonymousCsrf, sessionFrom } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { AuditLog } from '../audit/audit-log.entity';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let acorns: CreatedDaycare;
let parent: CreatedUser;

const WRONG = { statusCode: 401, message: 'The email or password is incorrect' };
const START = new Date('2026-10-05T09:00:00Z');

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  acorns = await createDaycare(ds, 'Little Acorns');
  parent = await createUser(ds, { type: UserType.User, daycareId: acorns.id, email: 'sarah@test.test', password: 'Right!Horse9' });
});

afterAll(async () => {
  await gateway.close();
});

beforeEach(() => clock.set(START));

/** Each test signs in from its own address, so the per-address counters do not mix. */
async function login(email: string, password: string, remoteAddress = '198.51.100.1') {
  return gateway.request({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: await anonymousCsrf(gateway), payload: { email, password } });
}

const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

describe('POST /api/auth/login', () => {
  it('answers the logged-in user with tokens, whatever the case and spaces of the email', async () => {
    const res = await login('  SARAH@Test.test ', 'Right!Horse9', '198.51.100.10');
    const { user, accessToken, refreshToken } = sessionFrom(res);
    expect(user).toMatchObject({ id: parent.id, email: 'sarah@test.test', type: UserType.User, daycare: { id: acorns.id, label: 'Little Acorns' } });
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const wrongPassword = await login('sarah@test.test', 'Wrong!Horse9', '198.51.100.11');
    const unknownEmail = await login('nobody@test.test', 'Right!Horse9', '198.51.100.12');
    expect(wrongPassword.json()).toMatchObject(WRONG);
    expect(unknownEmail.json()).toMatchObject(WRONG);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('asks for both fields', async () => {
    const res = await login('', '', '198.51.100.13');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Enter your email address', 'Enter your password']);
  });

  it('audits sign-ins and failed sign-ins with the email, never the password', async () => {
    await login('sarah@test.test', 'Secret!Guess1', '198.51.100.14');
    await login('sarah@test.test', 'Right!Horse9', '198.51.100.14');
    const [success, failure] = await ds.getRepository(AuditLog).find({ where: { target: `user:${parent.id}` }, order: { id: 'DESC' }, take: 2 });
    expect(failure).toMatchObject({ action: 'sign-in.failed', actorId: null, daycareId: acorns.id, detail: { email: 'sarah@test.test' }, ip: '198.51.100.14' });
    expect(success).toMatchObject({ action: 'sign-in', actorId: parent.id, daycareId: acorns.id, ip: '198.51.100.14' });
    const everything = JSON.stringify(await ds.getRepository(AuditLog).find());
    expect(everything).not.toContain('Secret!Guess1');
  });

  it('never writes passwords or tokens to the logs', async () => {
    const { accessToken, refreshToken, headers } = sessionFrom(await login('sarah@test.test', 'Right!Horse9', '198.51.100.15'));
    await gateway.request({ url: '/api/user/loggedInUser', headers });
    await gateway.request({ url: `/api/appVersion/check?access_token=${accessToken}` });
    await login('sarah@test.test', 'Another!Guess2', '198.51.100.15');
    const logs = gateway.logs.text();
    expect(logs).toContain('/api/auth/login');
    for (const secret of ['Right!Horse9', 'Another!Guess2', accessToken, refreshToken, headers['x-xsrf-token']]) expect(logs).not.toContain(secret);
  });
});

describe('slowing down repeated failures', () => {
  const wrongFrom = (email: string, address: string) => login(email, 'Not!ThePassword1', address);

  it('makes one address guessing one account wait 2^(n-3) seconds from the third failure, at most 15 minutes, never locked', async () => {
    const victim = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
    for (let failure = 1; failure <= 3; failure++) expect((await wrongFrom(victim.email, '192.0.2.20')).statusCode).toBe(401);

    for (let failures = 3; failures < 15; failures++) {
      const wait = Math.min(2 ** (failures - 3), 900);
      const slowed = await wrongFrom(victim.email, '192.0.2.20');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toMatchObject({ message: `Too many failed sign-in attempts, please wait ${wait} seconds and try again`, retryAfterSeconds: wait });
      advance(wait * 1000);
      expect((await wrongFrom(victim.email, '192.0.2.20')).statusCode).toBe(401);
    }
    advance(900 * 1000);
    expect((await login(victim.email, victim.password, '192.0.2.20')).statusCode).toBe(200);
  });

  it('lets the owner sign in from another address after at most 10 seconds while one address keeps guessing', async () => {
    const victim = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
    for (let failure = 1; failure <= 12; failure++) {
      expect((await wrongFrom(victim.email, '192.0.2.25')).statusCode).toBe(401);
      advance(2 ** Math.max(0, failure - 2) * 1000);
    }
    expect((await wrongFrom(victim.email, '192.0.2.25')).statusCode).toBe(401);
    const owner = await login(victim.email, victim.password, '192.0.2.26');
    expect(owner.json()).toMatchObject({ statusCode: 429, retryAfterSeconds: 10 });
    advance(10 * 1000);
    expect((await login(victim.email, victim.password, '192.0.2.26')).statusCode).toBe(200);
    expect((await login(victim.email, victim.password, '192.0.2.25')).json()).toMatchObject({ statusCode: 429, retryAfterSeconds: 900 - 10 });
  });

  it('counts failures per account whatever the address, and a success starts the account afresh', async () => {
    const victim = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
    for (const address of ['192.0.2.30', '192.0.2.31', '192.0.2.32']) await login(victim.email, 'Wrong!Pass1', address);
    expect((await login(victim.email, victim.password, '192.0.2.33')).statusCode).toBe(429);
    advance(1000);
    expect((await login(victim.email, victim.password, '192.0.2.33')).statusCode).toBe(200);
    expect((await login(victim.email, 'Wrong!Pass1', '192.0.2.34')).statusCode).toBe(401);
    expect((await login(victim.email, victim.password, '192.0.2.34')).statusCode).toBe(200);
  });

  it('slows one address guessing many accounts from its tenth failure, unknown accounts included', async () => {
    const bystander = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
    for (let n = 0; n < 10; n++) expect((await login(`guess-${n}@test.test`, 'Wrong!Pass1', '192.0.2.40')).statusCode).toBe(401);
    const slowed = await login(bystander.email, bystander.password, '192.0.2.40');
    expect(slowed.statusCode).toBe(429);
    expect((await login(bystander.email, bystander.password, '192.0.2.41')).statusCode).toBe(200);
  });

  it('forgets failures after a quiet day', async () => {
    const victim = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
    for (let n = 0; n < 3; n++) await login(victim.email, 'Wrong!Pass1', '192.0.2.50');
    advance(24 * 60 * 60 * 1000);
    expect((await login(victim.email, 'Wrong!Pass1', '192.0.2.50')).statusCode).toBe(401);
    expect((await login(victim.email, 'Wrong!Pass1', '192.0.2.50')).statusCode).toBe(401);
  });

  it('judges parallel guesses one after another', async () => {
    const victim = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(victim.email, 'Wrong!Pass1', '192.0.2.60')));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429]);
  });
});
