import { UserType } from '@daycare/shared';
import { SignJWT } from 'jose';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { AuditLog } from '../audit/audit-log.entity';
import { Session } from './session.entity';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let guardian: CreatedUser;

const EXPIRED = { statusCode: 401, message: 'Your session has expired, please login to continue' };
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  guardian = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
});

afterAll(async () => {
  await gateway.close();
});

beforeEach(() => clock.set(new Date('2026-10-05T09:00:00Z')));

const claimsOf = (session: SignedIn) => JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
const storedSession = (session: SignedIn) => ds.getRepository(Session).findOneByOrFail({ id: claimsOf(session).sid });
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
const whoAmI = (session: SignedIn) => gateway.request({ url: '/api/user/loggedInUser', headers: session.headers });
const post = (session: SignedIn, url: string, payload: object = {}) => gateway.request({ method: 'POST', url, headers: session.headers, payload });
const refresh = (session: SignedIn, token = session.refreshToken) => post(session, '/api/auth/refreshTokenV2', { token });

describe('access tokens', () => {
  it('let the session in for 15 minutes, then answer 401 "User not authenticated"', async () => {
    const session = await signIn(gateway, guardian.email);
    advance(14 * MINUTE);
    expect((await whoAmI(session)).statusCode).toBe(200);
    advance(2 * MINUTE);
    const res = await whoAmI(session);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User not authenticated');
  });

  it('are refused when tampered with or signed with another secret', async () => {
    const session = await signIn(gateway, guardian.email);
    const claims = claimsOf(session);
    const [header, , signature] = session.accessToken.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, typ: UserType.Super })).toString('base64url')}.${signature}`;
    const otherSecret = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${session.accessToken.split('.')[1]}.`;
    for (const token of [tampered, otherSecret, unsigned]) {
      const res = await whoAmI({ ...session, headers: { ...session.headers, authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
    expect((await whoAmI(session)).statusCode).toBe(200);
  });

  it('carry the user, session, daycare and type', async () => {
    const session = await signIn(gateway, guardian.email);
    const claims = claimsOf(session);
    const stored = await storedSession(session);
    expect(stored).toMatchObject({ userId: guardian.id, daycareId: acorns.id, impersonatorId: null, revokedAt: null });
    expect(claims).toMatchObject({ sub: String(guardian.id), sid: stored.id, dc: acorns.id, typ: UserType.User });
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.imp).toBeUndefined();
  });
});

describe('POST /api/auth/refreshTokenV2', () => {
  it('rotates the refresh token and answers the user with new tokens', async () => {
    const session = await signIn(gateway, guardian.email);
    advance(20 * MINUTE);
    const renewed = sessionFrom(await refresh(session));
    expect(renewed.user).toMatchObject({ id: guardian.id, featureControl: { messages: true } });
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect((await whoAmI(renewed)).statusCode).toBe(200);
    expect((await refresh(renewed)).statusCode).toBe(200);
  });

  it('treats a rotated token used again as theft: the whole session ends, new tokens included', async () => {
    const session = await signIn(gateway, guardian.email);
    const renewed = sessionFrom(await refresh(session));
    advance(MINUTE);
    const reuse = await refresh(renewed, session.refreshToken);
    expect(reuse.json()).toMatchObject(EXPIRED);
    expect((await refresh(renewed)).json()).toMatchObject(EXPIRED);
    expect((await whoAmI(renewed)).statusCode).toBe(401);
    expect((await storedSession(renewed)).revokedReason).toBe('refresh-token-reuse');
  });

  it('answers an unknown token 401', async () => {
    const session = await signIn(gateway, guardian.email);
    expect((await refresh(session, 'not-a-token-we-issued')).json()).toMatchObject(EXPIRED);
    expect((await whoAmI(session)).statusCode).toBe(200);
  });

  it('never keeps a session past 30 days, however often it refreshes', async () => {
    let session = await signIn(gateway, guardian.email);
    for (let day = 0; day < 29; day++) {
      advance(DAY);
      session = sessionFrom(await refresh(session));
    }
    advance(DAY);
    expect((await refresh(session)).json()).toMatchObject(EXPIRED);
  });

  it('answers two racing refreshes with the same token the same new refresh token, and keeps the session', async () => {
    const session = await signIn(gateway, guardian.email);
    const answers = await Promise.all([refresh(session), refresh(session)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map(sessionFrom);
    expect(second.refreshToken).toBe(first.refreshToken);
    expect((await whoAmI(second)).statusCode).toBe(200);
    expect((await refresh(first)).statusCode).toBe(200);
  });

  it('answers a rotated token used again within 10 seconds its successor, and ends the session after that', async () => {
    const session = await signIn(gateway, guardian.email);
    const renewed = sessionFrom(await refresh(session));
    advance(10 * 1000);
    const retried = sessionFrom(await refresh(session));
    expect(retried.refreshToken).toBe(renewed.refreshToken);
    advance(1000);
    expect((await refresh(session)).json()).toMatchObject(EXPIRED);
    expect((await refresh(renewed)).json()).toMatchObject(EXPIRED);
    expect((await storedSession(renewed)).revokedReason).toBe('refresh-token-reuse');
  });

  it('stores the successor of a rotated token only encrypted', async () => {
    const session = await signIn(gateway, guardian.email);
    const renewed = sessionFrom(await refresh(session));
    const rows = await ds.query(`SELECT token_hash, successor_seal FROM refresh_token WHERE session_id = $1`, [claimsOf(renewed).sid]);
    const stored = JSON.stringify(rows) + rows.map((row: { successor_seal: Buffer | null }) => row.successor_seal?.toString('latin1') ?? '').join('');
    expect(rows.some((row: { successor_seal: Buffer | null }) => row.successor_seal !== null)).toBe(true);
    for (const token of [session.refreshToken, renewed.refreshToken]) expect(stored).not.toContain(token);
  });
});

describe('signing out', () => {
  it('POST /api/auth/logout ends that session only and answers 204, also for a token it does not know', async () => {
    const phone = await signIn(gateway, guardian.email);
    const laptop = await signIn(gateway, guardian.email);
    const res = await post(phone, '/api/auth/logout', { token: phone.refreshToken });
    expect(res.statusCode).toBe(204);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(200);
    expect((await post(laptop, '/api/auth/logout', { token: 'unknown' })).statusCode).toBe(204);
  });

  it('POST /api/auth/logoutEverywhere ends every session of the caller', async () => {
    const someone = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
    const phone = await signIn(gateway, someone.email);
    const laptop = await signIn(gateway, someone.email);
    const bystander = await signIn(gateway, guardian.email);
    expect((await post(phone, '/api/auth/logoutEverywhere')).statusCode).toBe(204);
    expect((await whoAmI(laptop)).statusCode).toBe(401);
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect((await whoAmI(bystander)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/endSessions', () => {
  let roleManager: SignedIn;

  beforeAll(async () => {
    const admin = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['USER_ROLES'] });
    roleManager = await signIn(gateway, admin.email);
  });

  it("lets an admin with USER_ROLES end the sessions of someone in their daycare, and audits it", async () => {
    const staff = await createUser(ds, { type: UserType.Staff, daycareId: acorns.id });
    const session = await signIn(gateway, staff.email);
    const res = await post(roleManager, '/api/auth/endSessions', { userId: staff.id });
    expect(res.statusCode).toBe(204);
    expect((await whoAmI(session)).statusCode).toBe(401);
    const [entry] = await ds.getRepository(AuditLog).find({ where: { action: 'sessions.end' }, order: { id: 'DESC' }, take: 1 });
    expect(entry).toMatchObject({ actorId: roleManager.user.id, daycareId: acorns.id, target: `user:${staff.id}` });
  });

  it('answers 404 for someone of another daycare, as for someone who does not exist', async () => {
    const elsewhere = await createUser(ds, { type: UserType.Staff, daycareId: maple.id });
    const session = await signIn(gateway, elsewhere.email);
    for (const userId of [elsewhere.id, 999_999]) {
      const res = await post(roleManager, '/api/auth/endSessions', { userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This user was not found in your daycare');
    }
    expect((await whoAmI(session)).statusCode).toBe(200);
  });

  it('needs USER_ROLES of an admin, and lets Super end anyone', async () => {
    const target = await createUser(ds, { type: UserType.User, daycareId: maple.id });
    const plainAdmin = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['INVOICING'] })).email);
    const staff = await signIn(gateway, (await createUser(ds, { type: UserType.Staff, daycareId: maple.id, roles: ['USER_ROLES'] })).email);
    expect((await post(plainAdmin, '/api/auth/endSessions', { userId: target.id })).statusCode).toBe(403);
    expect((await post(staff, '/api/auth/endSessions', { userId: target.id })).statusCode).toBe(403);

    const targetSession = await signIn(gateway, target.email);
    const superUser = await signIn(gateway, (await createUser(ds, { type: UserType.Super })).email);
    expect((await post(superUser, '/api/auth/endSessions', { userId: target.id })).statusCode).toBe(204);
    expect((await whoAmI(targetSession)).statusCode).toBe(401);
  });
});
