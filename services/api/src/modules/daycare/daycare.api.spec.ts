import { DEFAULT_FEATURE_CONTROL, FEATURE_FLAGS, type FeatureControl, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let birch: CreatedDaycare;
let people: Record<'director' | 'staff' | 'guardian' | 'superUser', CreatedUser>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  maple = await createDaycare(ds, 'Maple Grove');
  acorns = await createDaycare(ds, 'Little Acorns');
  birch = await createDaycare(ds, 'Birch Tree');
  people = {
    director: await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] }),
    staff: await createUser(ds, { type: UserType.Staff, daycareId: acorns.id }),
    guardian: await createUser(ds, { type: UserType.User, daycareId: maple.id }),
    superUser: await createUser(ds, { type: UserType.Super }),
  };
  await ds.query('INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, 4)', [people.director.id, maple.id]);
  await ds.query(`INSERT INTO user_role (user_id, daycare_id, code) VALUES ($1, $2, 'INVOICING')`, [people.director.id, maple.id]);
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string) => gateway.request({ method: 'GET', url, headers: session.headers });
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });
const allFlags = (on: boolean) => Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on])) as FeatureControl;

describe('GET /api/daycare/myDaycares', () => {
  it("answers the caller's daycares by label", async () => {
    expect((await get(await signIn(gateway, people.director.email), '/api/daycare/myDaycares')).json()).toEqual([acorns, maple]);
    expect((await get(await signIn(gateway, people.staff.email), '/api/daycare/myDaycares')).json()).toEqual([acorns]);
    expect((await get(await signIn(gateway, people.guardian.email), '/api/daycare/myDaycares')).json()).toEqual([maple]);
  });

  it('answers every daycare to a Super user', async () => {
    expect((await get(await signIn(gateway, people.superUser.email), '/api/daycare/myDaycares')).json()).toEqual([birch, acorns, maple]);
  });
});

describe('GET /api/daycare/list', () => {
  it('answers every daycare to a Super user and 403 to an admin', async () => {
    expect((await get(await signIn(gateway, people.superUser.email), '/api/daycare/list')).json()).toEqual([birch, acorns, maple]);
    expect((await get(await signIn(gateway, people.director.email), '/api/daycare/list')).statusCode).toBe(403);
  });
});

describe('POST /api/daycare/changeCenter', () => {
  it('moves the session to another of my daycares with new tokens, a new forgery cookie and that daycare’s roles', async () => {
    const director = await signIn(gateway, people.director.email);
    const [from, to, rolesThere] = director.user.daycare?.id === acorns.id ? [acorns, maple, ['INVOICING']] : [maple, acorns, ['DIRECTOR']];
    expect(director.user.daycare).toEqual(from);
    const res = await post(director, '/api/daycare/changeCenter', { id: to.id });
    expect(res.statusCode).toBe(200);
    const moved = sessionFrom(res);
    const roles = rolesThere.map((code) => ({ code }));
    expect(moved.user).toMatchObject({ id: people.director.id, daycare: to, daycares: [acorns, maple], roles });
    expect(moved.accessToken).not.toBe(director.accessToken);
    expect(moved.refreshToken).not.toBe(director.refreshToken);
    expect(moved.headers.cookie).not.toBe(director.headers.cookie);
    expect((await get(moved, '/api/userrole/myroles')).json()).toEqual(roles);
  });

  it('answers 404 for a daycare that is not mine, as for one that does not exist, and stays put', async () => {
    const staff = await signIn(gateway, people.staff.email);
    for (const id of [maple.id, 999_999]) {
      const res = await post(staff, '/api/daycare/changeCenter', { id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This daycare was not found');
    }
    expect((await get(staff, '/api/user/loggedInUser')).json().user.daycare).toEqual(acorns);
  });

  it('lets a Super user work in any daycare', async () => {
    const superUser = await signIn(gateway, people.superUser.email);
    expect(superUser.user.daycare).toBeNull();
    const moved = sessionFrom(await post(superUser, '/api/daycare/changeCenter', { id: birch.id }));
    expect(moved.user.daycare).toEqual(birch);
  });
});

describe('feature control', () => {
  it('answers the switches of the current daycare, all on without a daycare', async () => {
    await ds.query('UPDATE feature_control SET invoices = false WHERE daycare_id = $1', [acorns.id]);
    const staff = await signIn(gateway, people.staff.email);
    expect((await get(staff, '/api/daycare/featureControl')).json()).toEqual({ ...DEFAULT_FEATURE_CONTROL, invoices: false });
    const superUser = await signIn(gateway, people.superUser.email);
    expect((await get(superUser, '/api/daycare/featureControl')).json()).toEqual(DEFAULT_FEATURE_CONTROL);
    await ds.query('UPDATE feature_control SET invoices = true WHERE daycare_id = $1', [acorns.id]);
  });

  it('lets a Super user read and switch the features of any daycare, audited under that daycare', async () => {
    const superUser = await signIn(gateway, people.superUser.email);
    const read = await get(superUser, `/api/admin/featurecontrol?daycareId=${maple.id}`);
    expect(read.json()).toEqual({ daycareId: maple.id, ...DEFAULT_FEATURE_CONTROL });

    const update = { daycareId: maple.id, ...DEFAULT_FEATURE_CONTROL, messages: false, menu: false };
    const res = await post(superUser, '/api/admin/updateFeaturecontrol', update);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(update);
    expect((await get(superUser, `/api/admin/featurecontrol?daycareId=${maple.id}`)).json()).toEqual(update);
    const [entry] = await ds.getRepository(AuditLog).find({ where: { action: 'feature-control.update' } });
    expect(entry).toMatchObject({ daycareId: maple.id, actorId: people.superUser.id, target: `daycare:${maple.id}`, detail: { messages: false, menu: false } });

    const guardian = await signIn(gateway, people.guardian.email);
    expect(guardian.user.featureControl).toMatchObject({ messages: false, menu: false, invoices: true });
    await post(superUser, '/api/admin/updateFeaturecontrol', { daycareId: maple.id, ...allFlags(true) });
  });

  it('answers 404 for a daycare that does not exist', async () => {
    const superUser = await signIn(gateway, people.superUser.email);
    expect((await get(superUser, '/api/admin/featurecontrol?daycareId=999999')).statusCode).toBe(404);
    const res = await post(superUser, '/api/admin/updateFeaturecontrol', { daycareId: 999_999, ...allFlags(true) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This daycare was not found');
  });

  it('needs every flag, so nothing is switched by omission', async () => {
    const superUser = await signIn(gateway, people.superUser.email);
    const { menu: _left, ...withoutMenu } = { daycareId: acorns.id, ...allFlags(false) };
    const res = await post(superUser, '/api/admin/updateFeaturecontrol', withoutMenu);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['menu must be true or false']);
    expect((await get(superUser, `/api/admin/featurecontrol?daycareId=${acorns.id}`)).json()).toMatchObject(DEFAULT_FEATURE_CONTROL);
  });

  it('refuses directors: switching features is for operations', async () => {
    const director = await signIn(gateway, people.director.email);
    expect((await get(director, `/api/admin/featurecontrol?daycareId=${acorns.id}`)).statusCode).toBe(403);
    expect((await post(director, '/api/admin/updateFeaturecontrol', { daycareId: acorns.id, ...allFlags(false) })).statusCode).toBe(403);
  });
});
