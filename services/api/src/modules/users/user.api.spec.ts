import { DEFAULT_FEATURE_CONTROL, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { anonymousCsrf, type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
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
      language: 'en',
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
    expect(user.roles).toEqual([{ code: 'ATTENDANCE_CHILD' }, { code: 'ATTENDANCE_STAFF' }, { code: 'CHILD_DAILY_REPORT' }, { code: 'INCIDENTS' }]);
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

describe('POST /api/user/setLanguage', () => {
  const setLanguage = (session: SignedIn, payload: object) =>
    gateway.request({ method: 'POST', url: '/api/user/setLanguage', headers: session.headers, payload });
  const savedLanguage = async (id: number) => (await ds.query(`SELECT language FROM "user" WHERE id = $1`, [id]))[0].language;

  it('saves the language to the user, and every answer with the user carries it', async () => {
    const session = await signIn(gateway, 'staff@demo.test');
    const res = await setLanguage(session, { language: 'pt-BR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'pt-BR' });
    expect((await loggedInUser(session)).language).toBe('pt-BR');
    expect((await signIn(gateway, 'staff@demo.test')).user.language).toBe('pt-BR');

    expect((await setLanguage(session, { language: 'en' })).json()).toEqual({ language: 'en' });
    expect((await loggedInUser(session)).language).toBe('en');
  });

  it.each([[{ language: 'pt' }], [{ language: 'PT-BR' }], [{ language: 7 }], [{}], [{ language: 'pt-BR', region: 'BR' }]])(
    'refuses %j with a message a person can act on, and changes nothing',
    async (payload) => {
      const session = await signIn(gateway, 'newparent@demo.test');
      const res = await setLanguage(session, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(
        'region' in payload ? ['region is not a field this request accepts; remove it'] : ['language must be en or pt-BR'],
      );
      expect(await savedLanguage(session.user.id)).toBe('en');
      expect((await loggedInUser(session)).language).toBe('en');
    },
  );

  it("answers the user's own language after a refresh, and the impersonated user's while impersonating", async () => {
    const parent = await signIn(gateway, 'parent@demo.test');
    expect((await setLanguage(parent, { language: 'pt-BR' })).statusCode).toBe(200);
    try {
      const refreshed = await gateway.request({
        method: 'POST',
        url: '/api/auth/refreshTokenV2',
        headers: await anonymousCsrf(gateway),
        payload: { token: parent.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().language).toBe('pt-BR');

      const director = await signIn(gateway, 'director@demo.test');
      expect(director.user.language).toBe('en');
      const acting = sessionFrom(await gateway.request({ method: 'POST', url: '/api/auth/impersonate', headers: director.headers, payload: { userId: parent.user.id } }));
      expect(acting.user).toMatchObject({ id: parent.user.id, impersonated: true, language: 'pt-BR' });
      expect((await loggedInUser(acting)).language).toBe('pt-BR');
    } finally {
      await ds.query(`UPDATE "user" SET language = 'en' WHERE id = $1`, [parent.user.id]);
    }
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await gateway.request({ method: 'POST', url: '/api/user/setLanguage', headers: await anonymousCsrf(gateway), payload: { language: 'pt-BR' } });
    expect(res.statusCode).toBe(401);
  });
});
