import { DEFAULT_FEATURE_CONTROL, MESSAGES, STORAGE_KEYS, UserType } from '@daycare/shared';
import { baseApi } from '@daycare/api-client';
import { handleErrorsInPage } from './page-errors';
import { setNavigator } from './navigation';
import { chooseLanguage, selectLanguage, toggleTheme } from './preferences-slice';
import {
  impersonationEnded, impersonationStarted, rolesLoaded, selectFeatureControl, selectIsImpersonating, selectMyDaycares,
  selectRoles, selectSessionExpired, selectUser, signedIn, signedOut, userUpdated, type LoggedInUser,
} from './session-slice';
import { selectSnackbar } from './snackbar-slice';
import { followOtherTabs, reloadSignedInUser } from './session-listeners';
import { createAppStore } from './store';

const littleAcorns = { id: 1, label: 'Little Acorns' };
const maple = { id: 2, label: 'Maple Grove' };

function director(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    id: 3, firstName: 'Dana', lastName: 'Director', email: 'director@demo.test', emailConfirmed: true,
    registerProgress: 0, registrationComplete: true, profileComplete: true, theme: 'dark', language: 'en',
    daycare: littleAcorns, daycares: [littleAcorns, maple], familyId: null, hasChildren: false,
    impersonated: false, earlyAccess: false, type: UserType.Admin, roomId: null,
    accessToken: 'director-access', impersonateId: null,
    featureControl: { ...DEFAULT_FEATURE_CONTROL, invoices: false }, roles: [{ code: 'DIRECTOR' }],
    ...overrides,
  };
}

const staff = director({
  id: 4, firstName: 'Sam', lastName: 'Staff', email: 'staff@demo.test', type: UserType.Staff, theme: 'light',
  daycares: [littleAcorns], roles: [{ code: 'INCIDENTS' }], accessToken: 'staff-access',
});

function storedUser(key: string = STORAGE_KEYS.user) {
  return JSON.parse(localStorage.getItem(key) ?? 'null');
}

function json(status: number, body: unknown = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('the session', () => {
  const visited: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    visited.length = 0;
    setNavigator((path) => visited.push(path));
  });

  afterEach(() => jest.restoreAllMocks());

  it('after sign-in holds the user, roles, own daycares and feature switches, kept in local storage', () => {
    const store = createAppStore();
    store.dispatch(signedIn(director()));
    const state = store.getState();
    expect(selectUser(state)?.email).toBe('director@demo.test');
    expect(selectRoles(state)).toEqual([{ code: 'DIRECTOR' }]);
    expect(selectMyDaycares(state)).toEqual([littleAcorns, maple]);
    expect(selectFeatureControl(state).invoices).toBe(false);
    expect(storedUser()).toMatchObject({ id: 3, accessToken: 'director-access' });
  });

  it('drops a refresh token an earlier version left in local storage, for the user and the impersonation backup', () => {
    for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.impersonationBackup]) {
      localStorage.setItem(key, JSON.stringify({ ...director(), refreshToken: 'left-behind' }));
    }
    expect(selectUser(createAppStore().getState())).not.toHaveProperty('refreshToken');
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toContain('left-behind');
    expect(localStorage.getItem(STORAGE_KEYS.impersonationBackup)).not.toContain('left-behind');
  });

  it('is read back by the next page load, with roles loaded since sign-in', () => {
    const first = createAppStore();
    first.dispatch(signedIn(director()));
    first.dispatch(rolesLoaded([{ code: 'DIRECTOR' }, { code: 'USER_ROLES' }]));
    const reloaded = createAppStore().getState();
    expect(selectUser(reloaded)?.id).toBe(3);
    expect(selectRoles(reloaded)).toEqual([{ code: 'DIRECTOR' }, { code: 'USER_ROLES' }]);
  });

  it('applies the signed-in user\'s theme', () => {
    const store = createAppStore();
    expect(store.getState().preferences.theme).toBe('light');
    store.dispatch(signedIn(director({ theme: 'dark' })));
    expect(store.getState().preferences.theme).toBe('dark');
  });

  it('merges updates into the user', () => {
    const store = createAppStore();
    store.dispatch(signedIn(director()));
    store.dispatch(userUpdated({ profileComplete: true, registerProgress: 0, roles: [{ code: 'USER_ROLES' }] }));
    expect(selectUser(store.getState())).toMatchObject({ profileComplete: true, registerProgress: 0, firstName: 'Dana' });
    expect(selectRoles(store.getState())).toEqual([{ code: 'USER_ROLES' }]);
  });

  it('on logout clears the user, roles and own daycares, here and in local storage', () => {
    const store = createAppStore();
    store.dispatch(signedIn(director()));
    store.dispatch(signedOut());
    const state = store.getState();
    expect([selectUser(state), selectRoles(state), selectMyDaycares(state)]).toEqual([null, [], []]);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('while impersonating keeps the real user aside, flags the impersonated one, and restores the real one at the end', () => {
    const store = createAppStore();
    store.dispatch(signedIn(director()));
    store.dispatch(impersonationStarted({ ...staff, impersonateId: 3 }));
    expect(selectUser(store.getState())).toMatchObject({ id: 4, impersonated: true });
    expect(selectIsImpersonating(store.getState())).toBe(true);
    expect(selectRoles(store.getState())).toEqual([{ code: 'INCIDENTS' }]);
    expect(storedUser(STORAGE_KEYS.impersonationBackup)).toMatchObject({ id: 3, accessToken: 'director-access' });
    expect(selectIsImpersonating(createAppStore().getState())).toBe(true);

    store.dispatch(impersonationEnded());
    expect(selectUser(store.getState())).toMatchObject({ id: 3, impersonated: false });
    expect(selectRoles(store.getState())).toEqual([{ code: 'DIRECTOR' }]);
    expect(localStorage.getItem(STORAGE_KEYS.impersonationBackup)).toBeNull();
  });

  it('clears the user when impersonation ends without a saved user', () => {
    const store = createAppStore();
    store.dispatch(impersonationStarted(staff));
    store.dispatch(signedOut());
    store.dispatch(impersonationEnded());
    expect(selectUser(store.getState())).toBeNull();
  });

  it('saves the theme a signed-in user chooses on the server', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { theme: 'light' }));
    const store = createAppStore();
    store.dispatch(signedIn(director({ theme: 'dark' })));
    store.dispatch(toggleTheme());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const request = fetch.mock.calls[0][0] as Request;
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe('POST /api/user/setTheme');
    expect(await request.json()).toEqual({ theme: 'light' });
    expect(selectUser(store.getState())?.theme).toBe('light');
  });

  it("speaks a signed-in user's language, and saves the one they choose on the server", async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { language: 'en' }));
    const store = createAppStore();
    store.dispatch(signedIn(director({ language: 'pt-BR' })));
    expect(selectLanguage(store.getState())).toBe('pt-BR');
    store.dispatch(chooseLanguage('en'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const request = fetch.mock.calls[0][0] as Request;
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe('POST /api/user/setLanguage');
    expect(await request.json()).toEqual({ language: 'en' });
    expect(selectUser(store.getState())?.language).toBe('en');
  });

  it('applies the language the server has for the user when it is read again', () => {
    const store = createAppStore();
    store.dispatch(signedIn(director({ language: 'en' })));
    store.dispatch(userUpdated({ language: 'pt-BR' }));
    expect(selectLanguage(store.getState())).toBe('pt-BR');
  });

  it('keeps the language of a visitor in this browser only', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    createAppStore().dispatch(chooseLanguage('pt-BR'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the theme of a visitor in this browser only', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    createAppStore().dispatch(toggleTheme());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the session seen by the base query', () => {
  const visited: string[] = [];
  const rooms = baseApi.injectEndpoints({
    endpoints: (build) => ({
      roomsOfTheDay: build.query<unknown, void>({ query: () => '/rooms/today' }),
      signInForm: build.mutation<unknown, void>({ query: () => ({ url: '/auth/login', method: 'POST' }) }),
    }),
  });

  beforeEach(() => {
    localStorage.clear();
    visited.length = 0;
    setNavigator((path) => visited.push(path));
  });

  afterEach(() => jest.restoreAllMocks());

  it('sends the store user\'s token and keeps the renewed one after a refresh', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (request.url.endsWith('/auth/refreshTokenV2')) return json(200, director({ accessToken: 'renewed' }));
      return request.headers.get('Authorization') === 'Bearer renewed' ? json(200, ['Toddlers']) : json(401);
    });
    const store = createAppStore();
    store.dispatch(signedIn(director()));
    const result = await store.dispatch(rooms.endpoints.roomsOfTheDay.initiate());
    expect(result.data).toEqual(['Toddlers']);
    expect((fetch.mock.calls[0][0] as Request).headers.get('Authorization')).toBe('Bearer director-access');
    expect(selectUser(store.getState())?.accessToken).toBe('renewed');
    expect(storedUser()).toMatchObject({ accessToken: 'renewed' });
  });

  it('signs out, goes to /login and says the session expired when the refresh fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(401, { message: MESSAGES.sessionExpired }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    store.dispatch(signedIn(director()));
    await store.dispatch(rooms.endpoints.roomsOfTheDay.initiate());
    expect(selectUser(store.getState())).toBeNull();
    expect(visited).toEqual(['/login']);
    expect(selectSnackbar(store.getState())).toMatchObject({ open: true, text: 'Your session has expired, please login to continue' });
  });

  it('goes to the logout route on status 306, once', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(306));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    await store.dispatch(rooms.endpoints.roomsOfTheDay.initiate());
    expect(visited).toEqual(['/logout']);
  });

  it('reloads the stored user at start-up, keeping its tokens', async () => {
    const { accessToken: _access, ...answered } = director({ roles: [{ code: 'USER_ROLES' }], firstName: 'Dana-Marie' });
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { user: answered }));
    createAppStore().dispatch(signedIn(director()));
    const store = createAppStore();
    await reloadSignedInUser(store);
    expect(selectUser(store.getState())).toMatchObject({ firstName: 'Dana-Marie', accessToken: 'director-access' });
    expect(selectRoles(store.getState())).toEqual([{ code: 'USER_ROLES' }]);
  });

  it('leaves the errors of a form to the form', async () => {
    handleErrorsInPage('signInForm');
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(401, { message: 'The email or password is incorrect' }));
    const store = createAppStore();
    await store.dispatch(rooms.endpoints.signInForm.initiate());
    expect(selectSnackbar(store.getState()).open).toBe(false);
  });
});

describe('the session shared with other tabs', () => {
  const visited: string[] = [];
  let stopFollowing: () => void;

  /** What another tab of this browser does: writes local storage, which fires `storage` here. */
  function anotherTabStores(user: LoggedInUser | null) {
    if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEYS.user);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
  }

  function signedInStore() {
    const store = createAppStore();
    store.dispatch(signedIn(director()));
    stopFollowing = followOtherTabs(store);
    return store;
  }

  beforeEach(() => {
    localStorage.clear();
    visited.length = 0;
    setNavigator((path) => visited.push(path));
  });

  afterEach(() => stopFollowing());

  it('takes the access token another tab has just renewed, so it need not refresh again', () => {
    const store = signedInStore();
    anotherTabStores(director({ accessToken: 'rotated-access' }));
    expect(selectUser(store.getState())).toMatchObject({ id: 3, accessToken: 'rotated-access' });
  });

  it('signs out and goes to the login page when another tab signs out', () => {
    const store = signedInStore();
    anotherTabStores(null);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectSessionExpired(store.getState())).toBe(true);
    expect(visited).toEqual(['/login']);
  });
});
