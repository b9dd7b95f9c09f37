import { ROLE_CODES, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { UserDaycare } from '../users/user-daycare.entity';
import { UserRole } from '../users/user-role.entity';
import { User } from '../users/user.entity';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let people: Record<'director' | 'roleManager' | 'plainAdmin' | 'staff' | 'tablet' | 'guardian' | 'staffOfMaple' | 'guardianOfMaple' | 'directorOfMaple' | 'superUser', CreatedUser>;
let director: SignedIn;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  people = {
    director: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] }),
    roleManager: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['USER_ROLES'] }),
    plainAdmin: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['INVOICING'] }),
    staff: await createUser(ds, { type: UserType.Staff, daycareId: acorns.id, roles: ['ATTENDANCE_CHILD', 'USER_ROLES'] }),
    tablet: await createUser(ds, { type: UserType.Tablet, daycareId: acorns.id }),
    guardian: await createUser(ds, { type: UserType.User, daycareId: acorns.id }),
    staffOfMaple: await createUser(ds, { type: UserType.Staff, daycareId: maple.id, roles: ['MESSAGES'] }),
    guardianOfMaple: await createUser(ds, { type: UserType.User, daycareId: maple.id }),
    directorOfMaple: await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] }),
    superUser: await createUser(ds, { type: UserType.Super }),
  };
  director = await signIn(gateway, people.director.email);
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string) => gateway.request({ method: 'GET', url, headers: session.headers });
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });
const remove = (session: SignedIn, url: string) => gateway.request({ method: 'DELETE', url, headers: session.headers });

const rolesOf = async (user: CreatedUser, daycare: CreatedDaycare) =>
  (await ds.getRepository(UserRole).find({ where: { userId: user.id, daycareId: daycare.id }, order: { code: 'ASC' } })).map((role) => role.code);

const lastAuditEntry = () => ds.getRepository(AuditLog).find({ order: { id: 'DESC' }, take: 1 }).then((rows) => rows[0]);

describe('GET /api/userrole/list', () => {
  it('answers every role code', async () => {
    const res = await get(await signIn(gateway, people.staff.email), '/api/userrole/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ROLE_CODES.map((code) => ({ code })));
  });
});

describe('GET /api/userrole/myroles', () => {
  it('answers the roles held in the current daycare', async () => {
    const res = await get(await signIn(gateway, people.staff.email), '/api/userrole/myroles');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ code: 'ATTENDANCE_CHILD' }, { code: 'USER_ROLES' }]);
  });

  it('answers an empty list to a guardian without roles', async () => {
    const res = await get(await signIn(gateway, people.guardian.email), '/api/userrole/myroles');
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/userrole/listGrouped', () => {
  it('lists the staff, tablets and admins of the current daycare with their roles, and nobody else', async () => {
    const res = await get(director, '/api/userrole/listGrouped');
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ userId: number; email: string; type: UserType; roles: { id: number; code: string }[] }[]>();
    const { director: me, roleManager, plainAdmin, staff, tablet } = people;
    expect(listed.map((person) => person.userId).sort()).toEqual([me.id, roleManager.id, plainAdmin.id, staff.id, tablet.id].sort());
    const staffEntry = listed.find((person) => person.userId === staff.id)!;
    expect(staffEntry).toMatchObject({ email: staff.email, type: UserType.Staff, firstName: 'Staff' });
    expect(staffEntry.roles.map((role) => role.code)).toEqual(['ATTENDANCE_CHILD', 'USER_ROLES']);
    expect(listed.find((person) => person.userId === tablet.id)!.roles).toEqual([]);
  });
});

describe('the role check on role management', () => {
  it('admits an admin with DIRECTOR or USER_ROLES, and a Super user', async () => {
    for (const email of [people.director.email, people.roleManager.email, people.superUser.email]) {
      expect((await get(await signIn(gateway, email), '/api/userrole/listGrouped')).statusCode).toBe(200);
    }
  });

  it('refuses an admin without the role, and staff even with USER_ROLES (Admin or Super only)', async () => {
    for (const email of [people.plainAdmin.email, people.staff.email, people.guardian.email]) {
      const res = await get(await signIn(gateway, email), '/api/userrole/listGrouped');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have access to this action');
    }
  });
});

describe('POST /api/userrole/create', () => {
  it('gives a role to a member of the current daycare and writes it in the audit log', async () => {
    const res = await post(director, '/api/userrole/create', { userId: people.tablet.id, code: 'TABLETS' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), code: 'TABLETS' });
    expect(await rolesOf(people.tablet, acorns)).toEqual(['TABLETS']);
    expect(await lastAuditEntry()).toMatchObject({
      daycareId: acorns.id,
      actorId: people.director.id,
      action: 'role.grant',
      target: `user:${people.tablet.id}`,
      detail: { code: 'TABLETS' },
    });
  });

  it('answers 409 when the user already holds the role', async () => {
    const res = await post(director, '/api/userrole/create', { userId: people.staff.id, code: 'ATTENDANCE_CHILD' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This user already holds this role');
  });

  it('answers 404 for a user of another daycare, as for one that does not exist', async () => {
    for (const userId of [people.staffOfMaple.id, 999_999]) {
      const res = await post(director, '/api/userrole/create', { userId, code: 'MESSAGES' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This user was not found in your daycare');
    }
    expect(await rolesOf(people.staffOfMaple, maple)).toEqual(['MESSAGES']);
  });

  it('lets nobody give a role they do not pass the role check for', async () => {
    const roleManager = await signIn(gateway, people.roleManager.email);
    const refused = await post(roleManager, '/api/userrole/create', { userId: people.tablet.id, code: 'DIRECTOR' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot give or take away a role you do not hold');
    expect((await post(roleManager, '/api/userrole/create', { userId: people.tablet.id, code: 'USER_ROLES' })).statusCode).toBe(201);
  });

  it('needs the exact INTERNAL_STAFF role to give INTERNAL_STAFF: DIRECTOR is not enough, Super is', async () => {
    const byDirector = await post(director, '/api/userrole/create', { userId: people.plainAdmin.id, code: 'INTERNAL_STAFF' });
    expect(byDirector.statusCode).toBe(403);
    const superUser = await signIn(gateway, people.superUser.email);
    const superInAcorns = sessionFrom(await post(superUser, '/api/daycare/changeCenter', { id: acorns.id }));
    const bySuper = await post(superInAcorns, '/api/userrole/create', { userId: people.plainAdmin.id, code: 'INTERNAL_STAFF' });
    expect(bySuper.statusCode).toBe(201);
  });

  it('rejects an unknown role code with a message naming the codes', async () => {
    const res = await post(director, '/api/userrole/create', { userId: people.staff.id, code: 'JANITOR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^code must be one of: MESSAGES, REGISTRATIONS/);
  });
});

describe('DELETE /api/userrole/remove', () => {
  it('takes a role away and writes it in the audit log', async () => {
    const { id } = (await post(director, '/api/userrole/create', { userId: people.staff.id, code: 'SURVEYS' })).json<{ id: number }>();
    const res = await remove(director, `/api/userrole/remove?id=${id}`);
    expect(res.statusCode).toBe(204);
    expect(await rolesOf(people.staff, acorns)).not.toContain('SURVEYS');
    expect(await lastAuditEntry()).toMatchObject({ actorId: people.director.id, action: 'role.revoke', target: `user:${people.staff.id}`, detail: { code: 'SURVEYS' } });
  });

  it('answers 404 for a role held in another daycare and leaves it alone', async () => {
    const [mapleRole] = await ds.getRepository(UserRole).findBy({ userId: people.staffOfMaple.id, daycareId: maple.id });
    const res = await remove(director, `/api/userrole/remove?id=${mapleRole.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This role was not found in your daycare');
    expect(await rolesOf(people.staffOfMaple, maple)).toEqual(['MESSAGES']);
  });
});

describe('removing DIRECTOR', () => {
  const LAST_DIRECTOR = 'A daycare keeps at least one director: give DIRECTOR to someone else first (only a Super user can remove the last one)';

  /** A daycare of its own, so the number of its directors is known. */
  async function daycareWith(...roles: ('DIRECTOR' | 'BUSINESS_MANAGER')[]): Promise<{ daycare: CreatedDaycare; admins: CreatedUser[] }> {
    const daycare = await createDaycare(ds, 'Birch Hill');
    const admins = [];
    for (const code of roles) admins.push(await createUser(ds, { type: UserType.Admin, daycareId: daycare.id, roles: [code] }));
    return { daycare, admins };
  }
  const directorRoleOf = async (user: CreatedUser, daycare: CreatedDaycare) =>
    (await ds.getRepository(UserRole).findOneByOrFail({ userId: user.id, daycareId: daycare.id, code: 'DIRECTOR' })).id;

  it('lets nobody take away their own DIRECTOR role, even with another director left', async () => {
    const { daycare, admins: [first] } = await daycareWith('DIRECTOR', 'DIRECTOR');
    const res = await remove(await signIn(gateway, first.email), `/api/userrole/remove?id=${await directorRoleOf(first, daycare)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot take away your own DIRECTOR role');
    expect(await rolesOf(first, daycare)).toEqual(['DIRECTOR']);
  });

  it("lets a director take another director's role while one remains", async () => {
    const { daycare, admins: [first, second] } = await daycareWith('DIRECTOR', 'DIRECTOR');
    const res = await remove(await signIn(gateway, first.email), `/api/userrole/remove?id=${await directorRoleOf(second, daycare)}`);
    expect(res.statusCode).toBe(204);
    expect(await rolesOf(second, daycare)).toEqual([]);
  });

  it('keeps the last director of a daycare: 400 for an admin, removed by a Super user', async () => {
    const { daycare, admins: [last, manager] } = await daycareWith('DIRECTOR', 'BUSINESS_MANAGER');
    const url = `/api/userrole/remove?id=${await directorRoleOf(last, daycare)}`;
    const refused = await remove(await signIn(gateway, manager.email), url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LAST_DIRECTOR);
    expect(await rolesOf(last, daycare)).toEqual(['DIRECTOR']);

    const superUser = sessionFrom(await post(await signIn(gateway, people.superUser.email), '/api/daycare/changeCenter', { id: daycare.id }));
    expect((await remove(superUser, url)).statusCode).toBe(204);
    expect(await rolesOf(last, daycare)).toEqual([]);
  });

  it("keeps a guardian's DIRECTOR when it is the daycare's last", async () => {
    const { daycare, admins: [manager] } = await daycareWith('BUSINESS_MANAGER');
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id, roles: ['DIRECTOR'] });
    const res = await post(await signIn(gateway, manager.email), '/api/userrole/updateGuardianRoles', { userId: guardian.id, codes: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LAST_DIRECTOR);
    expect(await rolesOf(guardian, daycare)).toEqual(['DIRECTOR']);
  });
});

describe('guardian roles', () => {
  it('lists the guardians of the current daycare with their roles', async () => {
    const res = await get(director, `/api/userrole/listGuardianUserRoles?daycareId=${acorns.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ userId: people.guardian.id, firstName: 'User', lastName: expect.any(String), email: people.guardian.email, roles: [] }]);
  });

  it('answers 404 for the guardians of another daycare', async () => {
    const res = await get(director, `/api/userrole/listGuardianUserRoles?daycareId=${maple.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This daycare was not found');
  });

  it('sets exactly the roles asked for, adding and removing, and audits the change', async () => {
    const first = await post(director, '/api/userrole/updateGuardianRoles', { userId: people.guardian.id, codes: ['MESSAGES', 'PERMISSIONS'] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([{ id: expect.any(Number), code: 'MESSAGES' }, { id: expect.any(Number), code: 'PERMISSIONS' }]);

    const second = await post(director, '/api/userrole/updateGuardianRoles', { userId: people.guardian.id, codes: ['PERMISSIONS', 'SURVEYS'] });
    expect(second.json().map((role: { code: string }) => role.code)).toEqual(['PERMISSIONS', 'SURVEYS']);
    expect(await rolesOf(people.guardian, acorns)).toEqual(['PERMISSIONS', 'SURVEYS']);
    expect(await lastAuditEntry()).toMatchObject({ action: 'role.guardian-update', detail: { added: ['SURVEYS'], removed: ['MESSAGES'] } });

    const listed = await get(director, `/api/userrole/listGuardianUserRoles?daycareId=${acorns.id}`);
    expect(listed.json()[0].roles.map((role: { code: string }) => role.code)).toEqual(['PERMISSIONS', 'SURVEYS']);
  });

  it('answers 404 for a guardian of another daycare and for a staff member', async () => {
    for (const userId of [people.guardianOfMaple.id, people.staff.id]) {
      const res = await post(director, '/api/userrole/updateGuardianRoles', { userId, codes: ['MESSAGES'] });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This guardian was not found in your daycare');
    }
    expect(await rolesOf(people.guardianOfMaple, maple)).toEqual([]);
  });

  it('rejects a list that repeats a role', async () => {
    const res = await post(director, '/api/userrole/updateGuardianRoles', { userId: people.guardian.id, codes: ['MESSAGES', 'MESSAGES'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('codes must not repeat a role');
  });
});

describe('POST /api/userrole/addAdmin', () => {
  it("adds another daycare's admin to the current daycare", async () => {
    const res = await post(director, '/api/userrole/addAdmin', { email: people.directorOfMaple.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: people.directorOfMaple.id });
    expect(await lastAuditEntry()).toMatchObject({ daycareId: acorns.id, action: 'admin.add', target: `user:${people.directorOfMaple.id}` });
    const mapleDirector = await signIn(gateway, people.directorOfMaple.email);
    const daycares = await get(mapleDirector, '/api/daycare/myDaycares');
    expect(daycares.json()).toEqual([acorns, maple]);
  });

  it('promotes a staff member of the current daycare to admin', async () => {
    const promoted = await createUser(ds, { type: UserType.Staff, daycareId: acorns.id });
    expect((await post(director, '/api/userrole/addAdmin', { email: promoted.email })).statusCode).toBe(200);
    expect(await ds.getRepository(User).findOneByOrFail({ id: promoted.id })).toMatchObject({ type: UserType.Admin });
    expect(await ds.getRepository(UserDaycare).findOneByOrFail({ userId: promoted.id, daycareId: acorns.id })).toMatchObject({ relationship: 4 });
  });

  it('refuses guardians, tablets and staff of another daycare', async () => {
    for (const user of [people.guardian, people.tablet, people.staffOfMaple]) {
      const res = await post(director, '/api/userrole/addAdmin', { email: user.email });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only a staff member of this daycare or the admin of another daycare can become an admin here');
    }
    expect(await ds.getRepository(UserDaycare).existsBy({ userId: people.staffOfMaple.id, daycareId: acorns.id })).toBe(false);
  });

  it('answers 404 for an address no account uses', async () => {
    const res = await post(director, '/api/userrole/addAdmin', { email: 'nobody@nowhere.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No account uses this email address');
  });
});
