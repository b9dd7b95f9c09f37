import { DEFAULT_FEATURE_CONTROL, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { FeatureControl } from '../daycare/feature-control.entity';
import { LITTLE_ACORNS, MAPLE_GROVE } from '../demo/demo-data';
import { DemoSeedService } from '../demo/demo-seed.service';

let gateway: TestApp;
let ds: DataSource;
let daycareIds: Record<string, number>;
let roomIds: Record<string, number>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  await gateway.app.get(DemoSeedService).seed();
  const daycares: { id: number; label: string }[] = await ds.query(`SELECT id, label FROM daycare`);
  daycareIds = Object.fromEntries(daycares.map((d) => [d.label, d.id]));
  const rooms: { id: number; label: string }[] = await ds.query(`SELECT id, label FROM room WHERE daycare_id = $1`, [daycareIds[LITTLE_ACORNS]]);
  roomIds = Object.fromEntries(rooms.map((r) => [r.label, r.id]));
});

afterAll(async () => {
  await gateway.close();
});

const loggedInUser = async (session: SignedIn) => {
  const res = await gateway.request({ url: '/api/user/loggedInUser', headers: session.headers });
  expect(res.statusCode).toBe(200);
  return res.json().user;
};

describe('GET /api/user/loggedInUser', () => {
  it('answers the parent with family, children, registration and the daycare features, without tokens', async () => {
    const session = await signIn(gateway, 'parent@demo.test');
    const user = await loggedInUser(session);
    expect(user).toEqual({
      id: session.user.id,
      firstName: 'Sarah',
      lastName: 'Thompson',
      email: 'parent@demo.test',
      emailConfirmed: true,
      registerProgress: 7,
      registrationComplete: true,
      profileComplete: true,
      theme: 'light',
      daycare: { id: daycareIds[LITTLE_ACORNS], label: LITTLE_ACORNS },
      daycares: [{ id: daycareIds[LITTLE_ACORNS], label: LITTLE_ACORNS }],
      familyId: expect.any(Number),
      hasChildren: true,
      impersonated: false,
      earlyAccess: false,
      type: UserType.User,
      roomId: null,
      impersonateId: null,
      featureControl: DEFAULT_FEATURE_CONTROL,
      roles: [],
    });
    const { accessToken: _access, ...signInAnswer } = session.user;
    expect(signInAnswer).toEqual(user);
  });

  it('answers the new parent mid-registration, without a family', async () => {
    const user = await loggedInUser(await signIn(gateway, 'newparent@demo.test'));
    expect(user).toMatchObject({ registerProgress: 2, registrationComplete: false, profileComplete: false, familyId: null, hasChildren: false });
  });

  it('answers the educator with the home room and the roles held in the daycare', async () => {
    const user = await loggedInUser(await signIn(gateway, 'staff@demo.test'));
    expect(user).toMatchObject({ type: UserType.Staff, roomId: roomIds.Toddlers });
    expect(user.roles).toEqual([{ code: 'ATTENDANCE_CHILD' }, { code: 'ATTENDANCE_STAFF' }, { code: 'INCIDENTS' }]);
  });

  it('answers the tablet with its room', async () => {
    expect(await loggedInUser(await signIn(gateway, 'tablet@demo.test'))).toMatchObject({ type: UserType.Tablet, roomId: roomIds.Infants });
  });

  it('answers the director in the first daycare, with both daycares to switch between', async () => {
    const user = await loggedInUser(await signIn(gateway, 'director@demo.test'));
    expect(user.daycare).toEqual({ id: daycareIds[LITTLE_ACORNS], label: LITTLE_ACORNS });
    expect(user.daycares.map((d: { label: string }) => d.label)).toEqual([LITTLE_ACORNS, MAPLE_GROVE]);
    expect(user.roles).toEqual([{ code: 'DIRECTOR' }]);
  });

  it('answers Super without a daycare, every feature on, and every daycare to choose from', async () => {
    const user = await loggedInUser(await signIn(gateway, 'super@demo.test'));
    expect(user).toMatchObject({ type: UserType.Super, daycare: null, roles: [], featureControl: DEFAULT_FEATURE_CONTROL });
    expect(user.daycares).toHaveLength(2);
  });

  it("shows the current daycare's feature switches", async () => {
    await ds.getRepository(FeatureControl).update({ daycareId: daycareIds[LITTLE_ACORNS] }, { invoices: false, menu: false });
    try {
      const user = await loggedInUser(await signIn(gateway, 'parent@demo.test'));
      expect(user.featureControl).toEqual({ ...DEFAULT_FEATURE_CONTROL, invoices: false, menu: false });
    } finally {
      await ds.getRepository(FeatureControl).update({ daycareId: daycareIds[LITTLE_ACORNS] }, { invoices: true, menu: true });
    }
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await gateway.request('/api/user/loggedInUser')).statusCode).toBe(401);
  });
});

describe('POST /api/user/setTheme', () => {
  it('saves the theme to the user', async () => {
    const session = await signIn(gateway, 'newparent@demo.test');
    const res = await gateway.request({ method: 'POST', url: '/api/user/setTheme', headers: session.headers, payload: { theme: 'dark' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ theme: 'dark' });
    expect((await loggedInUser(session)).theme).toBe('dark');
  });

  it.each([[{ theme: 'blue' }], [{}], [{ theme: 'dark', colour: 'red' }]])('refuses %j with a message a person can act on', async (payload) => {
    const session = await signIn(gateway, 'newparent@demo.test');
    const res = await gateway.request({ method: 'POST', url: '/api/user/setTheme', headers: session.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      'colour' in payload ? ['colour is not a field this request accepts; remove it'] : ['theme must be light or dark'],
    );
  });
});
