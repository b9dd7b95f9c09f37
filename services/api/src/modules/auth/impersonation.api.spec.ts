import { RelationshipKind, type RoleCode, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { csrfFrom, type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { UserDaycare } from '../users/user-daycare.entity';
import { UserRole } from '../users/user-role.entity';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let people: Record<'director' | 'guardian' | 'staffWithRole' | 'staffWithoutRole' | 'guardianOfMaple' | 'superUser', CreatedUser>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  people = {
    director: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] }),
    guardian: await createUser(ds, { type: UserType.User, daycareId: acorns.id }),
    staffWithRole: await createUser(ds, { type: UserType.Staff, daycareId: acorns.id, roles: ['IMPERSONATION'] }),
    staffWithoutRole: await createUser(ds, { type: UserType.Staff, daycareId: acorns.id, roles: ['USER_ROLES'] }),
    guardianOfMaple: await createUser(ds, { type: UserType.User, daycareId: maple.id }),
    superUser: await createUser(ds, { type: UserType.Super }),
  };
});

afterAll(async () => {
  await gateway.close();
});

const post = (session: SignedIn, url: string, payload: object = {}) => gateway.request({ method: 'POST', url, headers: session.headers, payload });
const whoAmI = (session: SignedIn) => gateway.request({ url: '/api/user/loggedInUser', headers: session.headers });
const impersonate = (session: SignedIn, target: CreatedUser) => post(session, '/api/auth/impersonate', { userId: target.id });
const lastEntry = (action: string) => ds.getRepository(AuditLog).findOneOrFail({ where: { action }, order: { id: 'DESC' } });

describe('POST /api/auth/impersonate', () => {
  it('answers the target user flagged impersonated, with the real user id and tokens of a new session', async () => {
    const director = await signIn(gateway, people.director.email);
    const acting = sessionFrom(await impersonate(director, people.guardian));
    expect(acting.user).toMatchObject({
      id: people.guardian.id,
      type: UserType.User,
      impersonated: true,
      impersonateId: people.director.id,
      daycare: { id: acorns.id, label: 'Little Acorns' },
    });
    expect((await whoAmI(acting)).json().user).toMatchObject({ id: people.guardian.id, impersonated: true, impersonateId: people.director.id });
    expect((await whoAmI(director)).json().user).toMatchObject({ id: people.director.id, impersonated: false, impersonateId: null });
  });

  it('audits the start with both identities', async () => {
    const director = await signIn(gateway, people.director.email);
    await impersonate(director, people.guardian);
    expect(await lastEntry('impersonation.start')).toMatchObject({
      daycareId: acorns.id,
      actorId: people.guardian.id,
      impersonatorId: people.director.id,
      target: `user:${people.guardian.id}`,
    });
  });

  it('lets staff holding IMPERSONATION in, and refuses staff without it', async () => {
    expect((await impersonate(await signIn(gateway, people.staffWithRole.email), people.guardian)).statusCode).toBe(200);
    const refused = await impersonate(await signIn(gateway, people.staffWithoutRole.email), people.guardian);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses guardians', async () => {
    const guardian = await signIn(gateway, people.guardian.email);
    expect((await impersonate(guardian, people.staffWithRole)).statusCode).toBe(403);
  });

  it('answers 404 for someone of another daycare, as for someone who does not exist', async () => {
    const director = await signIn(gateway, people.director.email);
    expect((await impersonate(director, people.guardianOfMaple)).statusCode).toBe(404);
    expect((await post(director, '/api/auth/impersonate', { userId: 999_999 })).statusCode).toBe(404);
  });

  it('never impersonates a Super user or oneself (400)', async () => {
    const director = await signIn(gateway, people.director.email);
    const superTarget = await impersonate(director, people.superUser);
    expect(superTarget.statusCode).toBe(400);
    expect(superTarget.json().message).toBe('A Super user cannot be impersonated');
    const self = await impersonate(director, people.director);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot impersonate yourself');
  });

  it('lets Super impersonate anyone, in the daycare of the target', async () => {
    const superUser = await signIn(gateway, people.superUser.email);
    const acting = sessionFrom(await impersonate(superUser, people.guardianOfMaple));
    expect(acting.user).toMatchObject({ id: people.guardianOfMaple.id, impersonateId: people.superUser.id, daycare: { id: maple.id } });
  });

  it('does not impersonate from within an impersonation', async () => {
    const superUser = await signIn(gateway, people.superUser.email);
    const acting = sessionFrom(await impersonate(superUser, people.director));
    const nested = await impersonate(acting, people.guardian);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('Stop impersonating before impersonating someone else');
  });
});

describe('impersonation never gives more than the impersonator holds', () => {
  const MORE_RIGHTS = 'You cannot impersonate someone who may do more than you';

  /** Makes the user a member of another daycare too, holding `roles` there. */
  async function joinDaycare(user: CreatedUser, daycareId: number, roles: RoleCode[] = []): Promise<void> {
    await ds.getRepository(UserDaycare).insert({ userId: user.id, daycareId, relationship: RelationshipKind.Admin });
    if (roles.length) await ds.getRepository(UserRole).insert(roles.map((code) => ({ userId: user.id, daycareId, code })));
  }

  it('refuses staff impersonating an admin, even one holding no role', async () => {
    const staff = await signIn(gateway, people.staffWithRole.email);
    const roleless = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id });
    for (const target of [people.director, roleless]) {
      const refused = await impersonate(staff, target);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MORE_RIGHTS);
    }
  });

  it('refuses a target holding a role the impersonator does not pass the check for', async () => {
    const staff = await signIn(gateway, people.staffWithRole.email);
    expect((await impersonate(staff, people.staffWithoutRole)).json()).toMatchObject({ statusCode: 403, message: MORE_RIGHTS });
    const supportAdmin = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['IMPERSONATION'] })).email);
    expect((await impersonate(supportAdmin, people.director)).json()).toMatchObject({ statusCode: 403, message: MORE_RIGHTS });
  });

  it('lets a director impersonate staff holding any role, since DIRECTOR passes every check', async () => {
    const director = await signIn(gateway, people.director.email);
    expect((await impersonate(director, people.staffWithoutRole)).statusCode).toBe(200);
  });

  it('keeps the impersonation in its daycare: Change Center answers 403 and the session stays', async () => {
    const director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
    await joinDaycare(director, maple.id, ['DIRECTOR']);
    const otherDirector = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email);
    const acting = sessionFrom(await impersonate(otherDirector, director));

    const moved = await post(acting, '/api/daycare/changeCenter', { id: maple.id });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('Stop impersonating before changing center');
    expect((await whoAmI(acting)).json().user).toMatchObject({ id: director.id, daycare: { id: acorns.id } });
  });
});

describe('POST /api/auth/stopImpersonation', () => {
  it('ends the impersonation, audits it and hands back a forgery cookie of the real session', async () => {
    const director = await signIn(gateway, people.director.email);
    const acting = sessionFrom(await impersonate(director, people.guardian));
    const res = await post(acting, '/api/auth/stopImpersonation');
    expect(res.statusCode).toBe(204);
    expect((await whoAmI(acting)).statusCode).toBe(401);
    expect(await lastEntry('impersonation.stop')).toMatchObject({ actorId: people.guardian.id, impersonatorId: people.director.id });

    const restored = { ...director, headers: { ...director.headers, ...csrfFrom(res)! } };
    const theme = await post(restored, '/api/user/setTheme', { theme: 'dark' });
    expect(theme.statusCode).toBe(200);
  });

  it('answers 400 outside an impersonation', async () => {
    const director = await signIn(gateway, people.director.email);
    const res = await post(director, '/api/auth/stopImpersonation');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You are not impersonating anyone');
  });
});

describe('ending the sessions around an impersonation', () => {
  it('signing out of the impersonation signs the real user out too', async () => {
    const director = await signIn(gateway, people.director.email);
    const acting = sessionFrom(await impersonate(director, people.guardian));
    expect((await post(acting, '/api/auth/logout', { token: acting.refreshToken })).statusCode).toBe(204);
    expect((await whoAmI(director)).statusCode).toBe(401);
  });

  it("ending the real user's session ends the impersonation started from it", async () => {
    const director = await signIn(gateway, people.director.email);
    const acting = sessionFrom(await impersonate(director, people.guardian));
    await post(director, '/api/auth/logout', { token: director.refreshToken });
    expect((await whoAmI(acting)).statusCode).toBe(401);
    expect((await post(acting, '/api/auth/refreshTokenV2', { token: acting.refreshToken })).statusCode).toBe(401);
  });

  it('signing out everywhere while impersonating ends the real user’s sessions, not the target’s', async () => {
    const guardian = await signIn(gateway, people.guardian.email);
    const director = await signIn(gateway, people.director.email);
    const acting = sessionFrom(await impersonate(director, people.guardian));
    expect((await post(acting, '/api/auth/logoutEverywhere')).statusCode).toBe(204);
    expect((await whoAmI(director)).statusCode).toBe(401);
    expect((await whoAmI(acting)).statusCode).toBe(401);
    expect((await whoAmI(guardian)).statusCode).toBe(200);
  });
});
