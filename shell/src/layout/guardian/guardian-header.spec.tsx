import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_FEATURE_CONTROL } from '@daycare/shared';
import { createAppStore, sessionOf, type LoggedInUser } from '@daycare/store';
import { newParent, renderInApp, testUser } from '@daycare/shared-features/testing';
import { openSideMenu, sideMenuHref, sideMenuLinks } from '../side-menu-testing';
import { UserHeader } from '../user-header';
import { DAYCARE_SPECIFIC_MENU } from './guardian-menu';

const parent = testUser();

function renderHeader(user: LoggedInUser, path = '/home') {
  window.innerWidth = 390;
  return renderInApp(<UserHeader user={user} />, { store: createAppStore({ session: sessionOf(user) }), path });
}

const atDaycare = (id: number) => testUser({ daycare: { id, label: `Daycare ${id}` } });
const otherDaycareId = Math.max(DAYCARE_SPECIFIC_MENU.bankingDaycareId, ...DAYCARE_SPECIFIC_MENU.notificationsDaycareIds) + 1;

describe('the guardian header', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());
  it('goes home, and back once there is a page to go back to', () => {
    const { router } = renderHeader(parent, '/messages');
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/home');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('switches the theme, saved to the user', async () => {
    const fetchMock = jest.spyOn(window, 'fetch').mockResolvedValue(Response.json({ theme: 'dark' }));
    renderHeader(parent);
    fireEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL((fetchMock.mock.calls[0][0] as Request).url).pathname).toBe('/api/user/setTheme');
  });
});

describe('the guardian side menu', () => {
  it('opens the tablet PIN from the side menu, the PIN a guardian confirms a sign-in with', async () => {
    renderHeader(parent);
    await openSideMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Tablet PIN' }));
    // The test setup gives every useId the same value, so the dialog is found by its field.
    const dialog = (await screen.findByLabelText('New PIN')).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('Tablet PIN')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save PIN' })).toBeTruthy();
  });

  it('lists the guardian menu entries, each opening its page', async () => {
    renderHeader(parent);
    const menu = await openSideMenu();
    expect(sideMenuLinks(menu)).toEqual(expect.arrayContaining([
      'Messages', 'On My Way', 'Registration', 'Children / Hours', 'Children / Medications', 'Children / Absences',
      'Children / Transportation', 'Children / Consents', 'Billing / Invoices', 'Billing / Taxes', 'Incidents', 'Illnesses',
      'Permissions', 'Other / Daily Reports', 'Other / Weekly Menu', 'Other / Supply List', 'Other / Survey',
      'Other / Allergy List', 'Other / Waiting Lists', 'Other / Daycares', 'Other / Firebase Notifications',
      'Other / Emergency Numbers', 'Other / Resources', 'Mobile App',
    ]));
    expect(sideMenuHref(menu, 'Invoices')).toBe('/invoices/family/5');
    expect(sideMenuHref(menu, 'Daily Reports')).toBe('/daily-report/family/5');
    expect(sideMenuHref(menu, 'Messages')).toBe('/messages');
    expect(sideMenuHref(menu, 'On My Way')).toBe('/onmyway');
  });

  it('shows Direct Deposit and Family Guidebook at one daycare only, and Notifications at one more', async () => {
    const entriesAt = async (id: number) => {
      const { unmount } = renderHeader(atDaycare(id));
      const links = sideMenuLinks(await openSideMenu());
      unmount();
      return ['Notifications', 'Other / Direct Deposit', 'Other / Family Guidebook'].filter((entry) => links.includes(entry));
    };
    const [banking, notificationsOnly] = DAYCARE_SPECIFIC_MENU.notificationsDaycareIds;
    expect(banking).toBe(DAYCARE_SPECIFIC_MENU.bankingDaycareId);
    expect(await entriesAt(banking)).toEqual(['Notifications', 'Other / Direct Deposit', 'Other / Family Guidebook']);
    expect(await entriesAt(notificationsOnly)).toEqual(['Notifications']);
    expect(await entriesAt(otherDaycareId)).toEqual([]);
  });

  it('hides the entries of a switched-off feature', async () => {
    renderHeader({ ...parent, featureControl: { ...DEFAULT_FEATURE_CONTROL, messages: false, invoices: false, registration: false, mobileApp: false } });
    const links = sideMenuLinks(await openSideMenu());
    for (const hidden of ['Messages', 'Registration', 'Billing / Invoices', 'Billing / Taxes', 'Other / Waiting Lists', 'Mobile App', 'Other / Firebase Notifications']) {
      expect(links).not.toContain(hidden);
    }
    expect(links).toContain('Incidents');
  });

  it('shows the Staff entries to a guardian who holds staff roles at the daycare', async () => {
    const { unmount } = renderHeader(parent);
    expect(sideMenuLinks(await openSideMenu()).filter((link) => link.startsWith('Staff'))).toEqual([]);
    unmount();

    renderHeader({ ...parent, roles: [{ code: 'ATTENDANCE_STAFF' }, { code: 'CONSENTS_STAFF' }] });
    const menu = await openSideMenu();
    expect(sideMenuLinks(menu)).toEqual(expect.arrayContaining(['Staff / Hours', 'Staff / Consents']));
    const hrefs = (name: string) => within(menu).getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
    expect(hrefs('Hours')).toEqual(['/attendance/schedule/request', '/attendance/search/staff/4']);
    expect(hrefs('Consents')).toEqual(['/register/consents', '/staff/consents/4']);
  });

  it('leaves out family pages for a guardian without a family yet', async () => {
    renderHeader({ ...newParent, familyId: null });
    const links = sideMenuLinks(await openSideMenu());
    expect(links).not.toContain('Billing / Invoices');
    expect(links).not.toContain('Other / Daily Reports');
    expect(links).toContain('Billing / Taxes');
  });

  it('shows the registration progress chip and bar while progress is above 0', async () => {
    renderHeader(newParent);
    await openSideMenu();
    expect(screen.getByText('Registration 28.4%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Registration progress' }).getAttribute('aria-valuenow')).toBe('28.4');
    expect(screen.getByRole('link', { name: /continue registration/ }).getAttribute('href')).toBe('/register/continue');
  });

  it('shows no progress before registration has started', async () => {
    renderHeader({ ...newParent, registerProgress: 0 });
    await openSideMenu();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/^Registration \d/)).toBeNull();
  });

  it('shows no chip for a complete profile, and Registration opens the contact form', async () => {
    renderHeader({ ...parent, registerProgress: 7 });
    const menu = await openSideMenu();
    expect(screen.queryByText(/^Registration \d/)).toBeNull();
    expect(sideMenuHref(menu, 'Registration')).toBe('/register/continue');
  });

  it('takes a family that saved its contact form without a centre to joining one, from the chip and the menu', async () => {
    renderHeader({ ...newParent, daycare: null, daycares: [], profileComplete: true, registerProgress: 3 });
    const menu = await openSideMenu();
    expect(screen.getByText('Registration 42.6%')).toBeTruthy();
    expect(screen.getByRole('link', { name: /continue registration/ }).getAttribute('href')).toBe('/register/account');
    expect(sideMenuHref(menu, 'Registration')).toBe('/register/account');
  });

  it('signs out from the menu', async () => {
    const { router } = renderHeader(parent);
    await openSideMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/logout');
  });
});
