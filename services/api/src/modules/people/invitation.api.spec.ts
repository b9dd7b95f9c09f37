import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { latestMailTo, mailsTo } from '../../../test/mailbox';
import { createRoom, createStaff, type CreatedRoom } from '../../../test/people-factories';
import { anonymousCsrf, type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import type { InvitationDto, InvitationPreviewDto } from './dto/invitation.dto';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let acorns: CreatedDaycare;
let toddlers: CreatedRoom;
let mapleRoom: CreatedRoom;
type Persona = 'director' | 'portugueseDirector' | 'staff' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY_MS = 24 * 60 * 60_000;
const PASSWORD = 'maple syrup on pancakes';

beforeAll(async () => {
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(30 * 24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(NOW);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  mapleRoom = await createRoom(ds, maple.id, 'Maple Room');
  const director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
  await ds.query(`UPDATE "user" SET first_name = 'Dana', last_name = 'Director' WHERE id = $1`, [director.id]);
  sessions = {
    director: await signIn(gateway, director.email),
    portugueseDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'], language: 'pt-BR' })).email),
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor' })).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

// Each test starts with no failed look-ups counted against the test client's address.
beforeEach(() => ds.query(`DELETE FROM login_throttle`));

const post = (persona: Persona, url: string, payload: object) => gateway.request({ method: 'POST', url: `/api/invitation/${url}`, payload, headers: sessions[persona].headers });
const publicGet = (token: string) => gateway.request({ method: 'GET', url: '/api/invitation/byToken', query: { token } });
const accept = async (token: string, password = PASSWORD) =>
  gateway.request({ method: 'POST', url: '/api/invitation/accept', headers: await anonymousCsrf(gateway), payload: { token, password } });
const tokenIn = async (email: string) => /\/sign-up\/([A-Za-z0-9_-]{43})/.exec((await latestMailTo(ds, email)).textBody)![1];

let invited = 0;
async function invite(persona: Persona = 'director', fields: object = {}): Promise<{ invitation: InvitationDto; email: string; token: string }> {
  const email = `new-educator-${(invited += 1)}@example.com`;
  const res = await post(persona, 'create', { email: email.toUpperCase(), firstName: 'Ana', lastName: 'Costa', roomId: toddlers.id, roles: ['ATTENDANCE_CHILD'], ...fields });
  expect(res.statusCode).toBe(200);
  return { invitation: res.json<InvitationDto>(), email, token: await tokenIn(email) };
}

describe('POST /api/invitation/create', () => {
  it('records the invitation and mails a one-time link valid 7 days, in the director’s language', async () => {
    const { invitation, email, token } = await invite();
    expect(invitation).toEqual({
      id: expect.any(Number),
      email,
      label: 'Ana Costa',
      room: { id: toddlers.id, label: 'Toddlers' },
      roles: ['ATTENDANCE_CHILD'],
      invitedAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 7 * DAY_MS).toISOString(),
      state: 'pending',
    });
    const mail = await latestMailTo(ds, email);
    expect(mail.subject).toBe('Little Acorns invites you to Daycare');
    expect(mail.textBody).toContain('Dana Director invites you');
    expect(mail.textBody).toContain(`http://localhost:80/sign-up/${token}`);
    expect(await ds.query(`SELECT 1 FROM staff_invitation WHERE token_hash = $1`, [token])).toEqual([]);
    const portuguese = await invite('portugueseDirector');
    expect((await latestMailTo(ds, portuguese.email)).subject).toBe('Little Acorns convida você para o Daycare');
    const chosen = await invite('portugueseDirector', { language: 'en' });
    expect((await latestMailTo(ds, chosen.email)).subject).toBe('Little Acorns invites you to Daycare');
  });

  it('refuses an address that has an account or a pending invitation, another daycare’s room, and a role the director lacks', async () => {
    const taken = await post('director', 'create', { email: (await createUser(ds, { type: UserType.User })).email, firstName: 'A', lastName: 'B' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('This e-mail address already has an account');
    const { email } = await invite();
    expect((await post('director', 'create', { email, firstName: 'A', lastName: 'B' })).json().message).toMatch(/already has a pending invitation/);
    expect((await post('director', 'create', { email: 'x@example.com', firstName: 'A', lastName: 'B', roomId: mapleRoom.id })).statusCode).toBe(404);
    expect((await post('director', 'create', { email: 'x@example.com', firstName: 'A', lastName: 'B', roles: ['INTERNAL_STAFF'] })).json().message).toBe('You cannot give a role you do not hold');
    expect((await post('director', 'create', { email: 'not an address', firstName: 'A', lastName: 'B' })).json().message).toEqual(['email must be an e-mail address, like name@example.com']);
  });

  it('is for directors only', async () => {
    expect((await post('staff', 'create', { email: 'x@example.com', firstName: 'A', lastName: 'B' })).statusCode).toBe(403);
  });
});

describe('GET /api/invitation/list', () => {
  it("lists the daycare's invitations newest first, with their state, and none of another daycare", async () => {
    clock.set(new Date(NOW.getTime() + DAY_MS));
    const newest = await invite();
    const res = await gateway.request({ method: 'GET', url: '/api/invitation/list', headers: sessions.director.headers });
    expect(res.json<InvitationDto[]>()[0]).toMatchObject({ id: newest.invitation.id, state: 'pending' });
    expect((await gateway.request({ method: 'GET', url: '/api/invitation/list', headers: sessions.mapleDirector.headers })).json()).toEqual([]);
    expect((await gateway.request({ method: 'GET', url: '/api/invitation/list', headers: sessions.staff.headers })).statusCode).toBe(403);
    clock.set(NOW);
  });
});

describe('the public link', () => {
  it('shows who it is for, then creates the staff account with its room and roles, signs in, and works only once', async () => {
    const { invitation, email, token } = await invite();
    expect((await publicGet(token)).json<InvitationPreviewDto>()).toEqual({ email, label: 'Ana Costa', daycare: 'Little Acorns' });
    expect((await accept(token)).statusCode).toBe(204);
    const [user] = await ds.query(
      `SELECT u.type, u.email_confirmed AS "emailConfirmed", ud.room_id AS "roomId", array(SELECT code FROM user_role WHERE user_id = u.id) AS roles
         FROM "user" u JOIN user_daycare ud ON ud.user_id = u.id AND ud.daycare_id = $2 WHERE u.email = $1`,
      [email, acorns.id],
    );
    expect(user).toEqual({ type: UserType.Staff, emailConfirmed: true, roomId: toddlers.id, roles: ['ATTENDANCE_CHILD'] });
    expect((await signIn(gateway, email, PASSWORD)).user).toMatchObject({ type: UserType.Staff, daycare: { id: acorns.id } });
    expect((await publicGet(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    const listed = (await gateway.request({ method: 'GET', url: '/api/invitation/list', headers: sessions.director.headers })).json<InvitationDto[]>();
    expect(listed.find((row) => row.id === invitation.id)?.state).toBe('accepted');
    expect(await ds.query(`SELECT action FROM audit_log WHERE target = $1 ORDER BY id`, [`invitation:${invitation.id}`])).toEqual([{ action: 'invitation.create' }, { action: 'invitation.accept' }]);
  });

  it('refuses a password the policy refuses, keeping the link usable', async () => {
    const { token } = await invite();
    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect((await publicGet(token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or expired link, and 400 for a malformed one', async () => {
    expect((await publicGet('A'.repeat(43))).statusCode).toBe(404);
    expect((await publicGet('nope')).statusCode).toBe(400);
    const { token } = await invite();
    clock.set(new Date(NOW.getTime() + 7 * DAY_MS));
    expect((await publicGet(token)).statusCode).toBe(404);
    expect((await accept(token)).json().message).toBe('This invitation link is no longer valid: ask the daycare to send you a new one');
    clock.set(NOW);
  });
});

describe('links that lead nowhere', () => {
  it('slow their address down as failed sign-ins do, even for a good link, until the wait is over', async () => {
    const { token } = await invite();
    for (let attempt = 1; attempt <= 3; attempt++) expect((await publicGet(`${'B'.repeat(42)}${attempt}`)).statusCode).toBe(404);
    const slowed = await publicGet(token);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ retryAfterSeconds: 1 });
    expect((await accept(token)).statusCode).toBe(429);
    clock.set(new Date(NOW.getTime() + 2000));
    expect((await publicGet(token)).statusCode).toBe(200);
    clock.set(NOW);
  });
});

describe('POST /api/invitation/resend and /revoke', () => {
  it('resend mails a new link valid 7 more days and the old one stops working', async () => {
    const { invitation, email, token } = await invite();
    clock.set(new Date(NOW.getTime() + 8 * DAY_MS));
    const res = await post('director', 'resend', { id: invitation.id });
    expect(res.json<InvitationDto>()).toMatchObject({ state: 'pending', expiresAt: new Date(NOW.getTime() + 15 * DAY_MS).toISOString() });
    expect(await mailsTo(ds, email)).toHaveLength(2);
    const fresh = await tokenIn(email);
    expect((await publicGet(token)).statusCode).toBe(404);
    expect((await publicGet(fresh)).statusCode).toBe(200);
    clock.set(NOW);
  });

  it('revoke kills the link; a revoked invitation is not resent and an accepted one is not revoked', async () => {
    const { invitation, token } = await invite();
    expect((await post('director', 'revoke', { id: invitation.id })).json<InvitationDto>().state).toBe('revoked');
    expect((await publicGet(token)).statusCode).toBe(404);
    expect((await post('director', 'resend', { id: invitation.id })).json().message).toBe('This invitation was revoked: send a new one instead');
    const accepted = await invite();
    await accept(accepted.token);
    expect((await post('director', 'revoke', { id: accepted.invitation.id })).json().message).toBe('This invitation was already accepted');
  });

  it("answers 404 for another daycare's invitation and 403 for staff", async () => {
    const { invitation } = await invite();
    expect((await post('mapleDirector', 'resend', { id: invitation.id })).statusCode).toBe(404);
    expect((await post('mapleDirector', 'revoke', { id: invitation.id })).statusCode).toBe(404);
    expect((await post('staff', 'revoke', { id: invitation.id })).statusCode).toBe(403);
  });
});
