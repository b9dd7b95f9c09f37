import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { findRoute } from '@daycare/routes';
import { DEFAULT_FEATURE_CONTROL, STORAGE_KEYS, UserType, type RoleEntry } from '@daycare/shared';
import { createAppStore, selectUser, signedIn, type LoggedInUser } from '@daycare/store';
import { AppProviders } from '@daycare/shared-features';
import { guardRoute, RouteGuard, type GuardInput } from './guard';
import { ADMIN_HOME, SUPER_HOME, landingPathAfterSignIn } from './home';
import { director, newParent, staff, superUser, tablet, testUser } from '@daycare/shared-features/testing';

/** Operations staff after Change Center, working in the director's centre. */
const superInCentre: LoggedInUser = { ...superUser, daycare: director.daycare };

function entryOf(path: string) {
  const match = findRoute(path);
  if (!match) throw new Error(`No route for ${path}`);
  return match.entry;
}

function decide(path: string, user: LoggedInUser | null, extra: Partial<GuardInput> = {}) {
  return guardRoute({
    entry: entryOf(path),
    url: path,
    user,
    roles: user?.roles ?? [],
    featureControl: user?.featureControl ?? DEFAULT_FEATURE_CONTROL,
    ...extra,
  });
}

describe('the route guard', () => {
  it('lets anybody open a public page', () => {
    expect(decide('/contact', null)).toEqual({ type: 'allow' });
    expect(decide('/register/continue', null)).toEqual({ type: 'allow' });
    expect(decide('/contact', newParent)).toEqual({ type: 'allow' });
  });

  it('keeps the attempted URL and sends a visitor to the parents welcome page', () => {
    expect(decide('/children', null, { url: '/children?room=2' })).toEqual({ type: 'signInFirst', returnUrl: '/children?room=2' });
  });

  it('sends a user whose session has just expired to the login page, not to the welcome page', () => {
    expect(decide('/audit', null, { sessionExpired: true })).toEqual({ type: 'redirect', to: '/login' });
    expect(decide('/contact', null, { sessionExpired: true })).toEqual({ type: 'allow' });
  });

  it('sends a user with an unconfirmed email to the confirm-email page with the email', () => {
    const user = testUser({ emailConfirmed: false, email: 'new.parent+1@demo.test' });
    expect(decide('/messages', user)).toEqual({ type: 'redirect', to: '/account/confirm-email/new.parent%2B1%40demo.test' });
  });

  it('sends a guardian or staff member with an unfinished profile to /register/continue', () => {
    expect(decide('/messages', newParent)).toEqual({ type: 'redirect', to: '/register/continue' });
    expect(decide('/children', { ...staff, profileComplete: false })).toEqual({ type: 'redirect', to: '/register/continue' });
  });

  it('lets a user with an unfinished profile open a registration path', () => {
    expect(decide('/billing/registrationSuccess/1/2', newParent)).toEqual({ type: 'allow' });
  });

  it('does not ask admins and tablets to finish a profile', () => {
    expect(decide('/children', { ...director, profileComplete: false })).toEqual({ type: 'allow' });
    expect(decide('/tablet/search/child', { ...tablet, profileComplete: false })).toEqual({ type: 'allow' });
  });

  it('marks the registration of an admin or tablet user at register-continue as done and sends them home', () => {
    expect(decide('/register/continue', director)).toEqual({ type: 'completeRegistration', home: ADMIN_HOME });
    expect(decide('/register/continue/4', tablet)).toEqual({ type: 'completeRegistration', home: '/tablet/search/child' });
    expect(decide('/register/continue', newParent)).toEqual({ type: 'allow' });
  });

  it('refuses a page made for other user types', () => {
    expect(decide('/super/admins', director)).toEqual({ type: 'forbidden' });
    expect(decide('/super/admins', superUser)).toEqual({ type: 'allow' });
    expect(decide('/admin/user-roles', staff)).toEqual({ type: 'forbidden' });
  });

  it('refuses a page whose role the user lacks; DIRECTOR passes every role check', () => {
    const templates = '/admin/templates/list';
    expect(decide(templates, staff)).toEqual({ type: 'forbidden' });
    const documents: RoleEntry[] = [{ code: 'DOCUMENTS_STAFF' }];
    expect(decide(templates, staff, { roles: documents })).toEqual({ type: 'allow' });
    expect(decide(templates, director)).toEqual({ type: 'allow' });
  });

  it('lets only admins with USER_ROLES manage roles and access requests; Super passes as DIRECTOR does', () => {
    for (const page of ['/admin/user-roles', '/create-account-requests']) {
      expect(decide(page, { ...director, roles: [{ code: 'INVOICING' }] })).toEqual({ type: 'forbidden' });
      expect(decide(page, { ...director, roles: [{ code: 'USER_ROLES' }] })).toEqual({ type: 'allow' });
      expect(decide(page, { ...superInCentre, roles: [] })).toEqual({ type: 'allow' });
    }
  });

  it('asks Super without a centre to choose one for a page of one centre, and opens the Super tools without', () => {
    expect(decide('/invoices/list', superUser)).toEqual({ type: 'chooseCentre' });
    expect(decide('/omw/list', superUser)).toEqual({ type: 'chooseCentre' });
    expect(decide('/invoices/list', superInCentre)).toEqual({ type: 'allow' });
    expect(decide('/super/featurecontrol', superUser)).toEqual({ type: 'allow' });
  });

  it('refuses a page of a feature the daycare turned off', () => {
    expect(decide('/messages', testUser())).toEqual({ type: 'allow' });
    expect(decide('/messages', testUser(), { featureControl: { ...DEFAULT_FEATURE_CONTROL, messages: false } })).toEqual({ type: 'forbidden' });
  });

  it('does not check the admin flag: an admin page without user types is open to any signed-in user', () => {
    expect(decide('/children', testUser())).toEqual({ type: 'allow' });
  });

  it('sends a signed-in user from the start pages to their home', () => {
    expect(decide('/', director)).toEqual({ type: 'redirect', to: ADMIN_HOME });
    expect(decide('/admin', staff)).toEqual({ type: 'redirect', to: ADMIN_HOME });
    expect(decide('/', superUser)).toEqual({ type: 'redirect', to: SUPER_HOME });
    expect(decide('/', superInCentre)).toEqual({ type: 'redirect', to: ADMIN_HOME });
    expect(decide('/', testUser())).toEqual({ type: 'redirect', to: '/home' });
    expect(decide('/tablet', tablet)).toEqual({ type: 'redirect', to: '/tablet/search/child' });
    expect(decide('/', null)).toEqual({ type: 'allow' });
  });

  it('has an admin home that is a page of the admin app for staff', () => {
    const entry = entryOf(ADMIN_HOME);
    expect(entry.owners[0]).toBe('admin');
    expect(decide(ADMIN_HOME, staff)).toEqual({ type: 'allow' });
  });
});

describe('after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('a user goes to the page they asked for, once', () => {
    sessionStorage.setItem(STORAGE_KEYS.returnUrl, '/children?room=2');
    expect(landingPathAfterSignIn(director)).toBe('/children?room=2');
    expect(landingPathAfterSignIn(director)).toBe(ADMIN_HOME);
  });

  it('goes to their own home without one, never to another site', () => {
    sessionStorage.setItem(STORAGE_KEYS.returnUrl, '//evil.example/login');
    expect(landingPathAfterSignIn(testUser())).toBe('/home');
    expect(landingPathAfterSignIn({ ...testUser(), type: UserType.Tablet })).toBe('/tablet/search/child');
  });

  it('finishes confirming the email or the profile first, and forgets the page asked for', () => {
    sessionStorage.setItem(STORAGE_KEYS.returnUrl, '/messages');
    expect(landingPathAfterSignIn(testUser({ emailConfirmed: false }))).toBe('/account/confirm-email/parent%40demo.test');
    sessionStorage.setItem(STORAGE_KEYS.returnUrl, '/messages');
    expect(landingPathAfterSignIn(newParent)).toBe('/register/continue');
    expect(landingPathAfterSignIn(testUser())).toBe('/home');
  });
});

describe('the guarded page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  function renderGuarded(path: string, user: LoggedInUser | null) {
    const store = createAppStore();
    if (user) store.dispatch(signedIn(user));
    const guarded = (pattern: string, text: string) => ({
      path: pattern,
      element: <RouteGuard entry={entryOf(pattern.replace('/:daycareId?', ''))}>{text}</RouteGuard>,
    });
    const router = createMemoryRouter(
      [
        guarded('/children', 'Children page'),
        guarded('/super/admins', 'Super admins'),
        guarded('/register/continue/:daycareId?', 'Profile form'),
        { path: '/welcome/parents', element: 'Welcome parents' },
        { path: '/attendance/children', element: 'Admin home' },
      ],
      { initialEntries: [path] },
    );
    render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { store, router };
  }

  it('shows the page to a user it allows', () => {
    renderGuarded('/children', director);
    expect(screen.getByText('Children page')).not.toBeNull();
  });

  it('takes a visitor to the parents welcome page and remembers where they were going', async () => {
    const { router } = renderGuarded('/children?room=2', null);
    await screen.findByText('Welcome parents');
    expect(router.state.location.pathname).toBe('/welcome/parents');
    expect(sessionStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/children?room=2');
  });

  it('says "You do not have access to this page" to a user it refuses', () => {
    renderGuarded('/super/admins', director);
    expect(screen.getByText('You do not have access to this page')).not.toBeNull();
    expect(screen.queryByText('Super admins')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my home page' }).getAttribute('href')).toBe(ADMIN_HOME);
  });

  it('asks Super without a centre to choose one, with a way home', () => {
    renderGuarded('/children', superUser);
    expect(screen.getByText('Choose a centre first')).not.toBeNull();
    expect(screen.queryByText('Children page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my home page' }).getAttribute('href')).toBe(SUPER_HOME);
  });

  it('marks an admin\'s registration done with progress 0 and takes them home', async () => {
    const { store } = renderGuarded('/register/continue', { ...director, registrationComplete: false, profileComplete: false, registerProgress: 3 });
    await screen.findByText('Admin home');
    await waitFor(() => expect(selectUser(store.getState())).toMatchObject({ registrationComplete: true, profileComplete: true, registerProgress: 0 }));
  });
});
