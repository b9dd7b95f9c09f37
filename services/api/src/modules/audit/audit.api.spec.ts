import { RelationshipKind, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { createRoom } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { UserDaycare } from '../users/user-daycare.entity';
import { AuditLog } from './audit-log.entity';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let people: Record<'director' | 'impersonator' | 'plainAdmin' | 'staff' | 'guardian' | 'mapleDirector', CreatedUser>;
let director: SignedIn;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  people = {
    director: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] }),
    impersonator: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['IMPERSONATION'] }),
    plainAdmin: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['USER_ROLES'] }),
    staff: await createUser(ds, { type: UserType.Staff, daycareId: acorns.id }),
    guardian: await createUser(ds, { type: UserType.User, daycareId: acorns.id }),
    mapleDirector: await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] }),
  };
  director = await signIn(gateway, people.director.email);
});

beforeEach(async () => {
  await ds.query('DELETE FROM audit_log');
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string) => gateway.request({ method: 'GET', url, headers: session.headers });
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });
const entries = () => ds.getRepository(AuditLog).find({ order: { id: 'ASC' } });
const fullName = (user: CreatedUser) => ds.query('SELECT first_name, last_name FROM "user" WHERE id = $1', [user.id]).then(([row]) => `${row.first_name} ${row.last_name}`);

async function record(daycare: CreatedDaycare | null, action: string, actor: CreatedUser | null = null): Promise<void> {
  await ds.getRepository(AuditLog).insert({ daycareId: daycare?.id ?? null, actorId: actor?.id ?? null, impersonatorId: null, action, target: null, detail: null, ip: '203.0.113.7', createdAt: new Date() });
}

describe('the audit of writes', () => {
  it('records a write by staff with the method and path, the daycare and the address', async () => {
    const staff = await signIn(gateway, people.staff.email);
    await ds.query('DELETE FROM audit_log');
    expect((await post(staff, '/api/user/setTheme', { theme: 'dark' })).statusCode).toBe(200);
    expect(await entries()).toEqual([
      expect.objectContaining({ daycareId: acorns.id, actorId: people.staff.id, impersonatorId: null, action: 'POST /api/user/setTheme', ip: '127.0.0.1' }),
    ]);
  });

  it("does not record a guardian's own writes, nor writes that failed", async () => {
    const guardian = await signIn(gateway, people.guardian.email);
    const staff = await signIn(gateway, people.staff.email);
    await ds.query('DELETE FROM audit_log');
    expect((await post(guardian, '/api/user/setTheme', { theme: 'dark' })).statusCode).toBe(200);
    expect((await post(staff, '/api/user/setTheme', { theme: 'purple' })).statusCode).toBe(400);
    expect(await entries()).toEqual([]);
  });

  it("records a guardian's writes while impersonated, with both identities", async () => {
    const impersonator = await signIn(gateway, people.impersonator.email);
    const asGuardian = sessionFrom(await post(impersonator, '/api/auth/impersonate', { userId: people.guardian.id }));
    await ds.query('DELETE FROM audit_log');
    expect((await post(asGuardian, '/api/user/setTheme', { theme: 'light' })).statusCode).toBe(200);
    expect(await entries()).toEqual([
      expect.objectContaining({ daycareId: acorns.id, actorId: people.guardian.id, impersonatorId: people.impersonator.id, action: 'POST /api/user/setTheme' }),
    ]);
  });

  it('does not list a POST that only reads (a room\'s week, a child\'s days)', async () => {
    const room = await createRoom(ds, acorns.id, 'Owls');
    expect((await post(director, '/api/tablet/weeklyRoomAttendance', { roomId: room.id, date: '2026-11-23' })).statusCode).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it('keeps only the specific entry when the handler records one itself', async () => {
    expect((await post(director, '/api/userrole/create', { userId: people.staff.id, code: 'MESSAGES' })).statusCode).toBe(201);
    expect((await entries()).map((entry) => entry.action)).toEqual(['role.grant']);
  });
});

describe('GET /api/audit/list', () => {
  it('answers the entries of the current daycare, newest first, with the names of both identities', async () => {
    const impersonator = await signIn(gateway, people.impersonator.email);
    await ds.query('DELETE FROM audit_log');
    await record(maple, 'POST /api/elsewhere', people.mapleDirector);
    await record(acorns, 'sign-in', people.staff);
    const asGuardian = sessionFrom(await post(impersonator, '/api/auth/impersonate', { userId: people.guardian.id }));
    await post(asGuardian, '/api/user/setTheme', { theme: 'dark' });

    const res = await get(director, '/api/audit/list');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.items.map((item: { action: string }) => item.action)).toEqual(['POST /api/user/setTheme', 'impersonation.start', 'sign-in']);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      action: 'POST /api/user/setTheme',
      actor: { id: people.guardian.id, name: await fullName(people.guardian) },
      impersonator: { id: people.impersonator.id, name: await fullName(people.impersonator) },
      target: null,
      targetName: null,
      detail: null,
      ip: '127.0.0.1',
    });
    expect(page.items[2]).toMatchObject({ actor: { id: people.staff.id }, impersonator: null, ip: '203.0.113.7' });
  });

  it('names the target, a person or a centre, and records the centre a user changes to', async () => {
    const both = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
    await ds.getRepository(UserDaycare).insert({ userId: both.id, daycareId: maple.id, relationship: RelationshipKind.Admin });
    const session = await signIn(gateway, both.email);
    expect((await post(director, '/api/userrole/create', { userId: people.staff.id, code: 'INCIDENTS' })).statusCode).toBe(201);
    expect((await post(session, '/api/daycare/changeCenter', { id: maple.id })).statusCode).toBe(200);

    const items = (await get(director, '/api/audit/list')).json().items;
    expect(items.find((item: { action: string }) => item.action === 'POST /api/daycare/changeCenter')).toMatchObject({
      actor: { id: both.id }, target: `daycare:${maple.id}`, targetName: 'Maple Grove',
    });
    expect(items.find((item: { action: string }) => item.action === 'role.grant')).toMatchObject({
      target: `user:${people.staff.id}`, targetName: await fullName(people.staff), detail: { code: 'INCIDENTS' },
    });
  });

  it('pages through the entries', async () => {
    for (let n = 1; n <= 5; n += 1) await record(acorns, `action ${n}`);
    const second = (await get(director, '/api/audit/list?page=2&pageSize=2')).json();
    expect(second).toMatchObject({ total: 5, items: [{ action: 'action 3', actor: null }, { action: 'action 2' }] });
    expect((await get(director, '/api/audit/list?page=4&pageSize=2')).json()).toEqual({ items: [], total: 5 });
  });

  it('runs as many queries for a page of 100 as for a page of 1', async () => {
    for (let n = 1; n <= 100; n += 1) await record(acorns, `action ${n}`, n % 2 ? people.staff : people.director);
    const queriesFor = (pageSize: number) => countQueries(() => get(director, `/api/audit/list?pageSize=${pageSize}`));
    expect(await queriesFor(100)).toBe(await queriesFor(1));
  });

  it('rejects a page size above 100 with a message a person can act on', async () => {
    const res = await get(director, '/api/audit/list?pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['pageSize must be a whole number from 1 to 100']);
  });

  it('is for directors: other admins and staff get 403', async () => {
    for (const user of [people.plainAdmin, people.staff, people.guardian]) {
      expect((await get(await signIn(gateway, user.email), '/api/audit/list')).statusCode).toBe(403);
    }
  });
});
