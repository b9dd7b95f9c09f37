import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { DEFAULT_FEATURE_CONTROL, NotificationType, STORAGE_KEYS, type RoleCode } from '@daycare/shared';
import { createAppStore, selectUser, sessionOf, type LoggedInUser } from '@daycare/store';
import { director, renderInApp, staff, superUser, tablet } from '@daycare/shared-features/testing';
import { openSideMenu, sideMenuHref, sideMenuLinks } from '../side-menu-testing';
import { UserHeader } from '../user-header';

const littleAcorns = { id: 1, label: 'Little Acorns Early Learning' };
const mapleGrove = { id: 2, label: 'Maple Grove Child Care' };

function renderHeader(user: LoggedInUser, path = '/') {
  window.innerWidth = 1280;
  return renderInApp(<UserHeader user={user} />, { store: createAppStore({ session: sessionOf(user) }), path });
}

const withRoles = (user: LoggedInUser, ...codes: RoleCode[]) => ({ ...user, roles: codes.map((code) => ({ code })) });

async function openAccountMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Account menu of ${name}` }));
  return screen.findByRole('menu');
}

describe('the admin header', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows the first 7 characters of the daycare label, the whole name on hover and in the account menu', async () => {
    renderHeader({ ...director, daycare: mapleGrove, daycares: [mapleGrove] });
    const label = screen.getByTestId('daycare-label');
    expect(label.textContent).toBe('Maple G');
    fireEvent.mouseEnter(label);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Maple Grove Child Care');
    const menu = await openAccountMenu('Margaret Chen');
    expect(within(menu).getByText('Your centre')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Maple Grove Child Care' })).toBeTruthy();
  });

  it('offers Change Center only to a user of more than one daycare', async () => {
    const { unmount } = renderHeader({ ...director, daycare: littleAcorns, daycares: [littleAcorns] });
    let menu = await openAccountMenu('Margaret Chen');
    expect(within(menu).queryByText('Change Center')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: /Logout/ })).toBeTruthy();
    unmount();

    renderHeader({ ...director, daycare: littleAcorns, daycares: [littleAcorns, mapleGrove] });
    menu = await openAccountMenu('Margaret Chen');
    expect(within(menu).getByText('Change Center')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Maple Grove Child Care/ })).toBeTruthy();
  });

  it('changes the centre: the answered user replaces the stored one and the header shows the new daycare', async () => {
    const renewed = { ...director, daycare: mapleGrove, daycares: [littleAcorns, mapleGrove], accessToken: 'new-access' };
    const fetchMock = jest.spyOn(window, 'fetch').mockResolvedValue(Response.json(renewed));
    const { store } = renderHeader({ ...director, daycare: littleAcorns, daycares: [littleAcorns, mapleGrove] });
    fireEvent.click(within(await openAccountMenu('Margaret Chen')).getByRole('menuitem', { name: /Maple Grove Child Care/ }));

    await waitFor(() => expect(screen.getByTestId('daycare-label').textContent).toBe('Maple G'));
    const request = fetchMock.mock.calls[0][0] as Request;
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/daycare/changeCenter']);
    expect(await request.json()).toEqual({ id: 2 });
    expect(selectUser(store.getState())?.accessToken).toBe('new-access');
  });

  it('switches the theme, saved to the user, and signs out from the user menu', async () => {
    const fetchMock = jest.spyOn(window, 'fetch').mockResolvedValue(Response.json({ theme: 'dark' }));
    const { router } = renderHeader(director);
    fireEvent.click(within(await openAccountMenu('Margaret Chen')).getByRole('menuitem', { name: /Dark theme/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0][0] as Request;
    expect([new URL(request.url).pathname, await request.json()]).toEqual(['/api/user/setTheme', { theme: 'dark' }]);
    fireEvent.click(within(await openAccountMenu('Margaret Chen')).getByRole('menuitem', { name: /Logout/ }));
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('mutes and unmutes the sound of a notice type, remembered in this browser', async () => {
    const { store } = renderHeader(director);
    const menu = await openAccountMenu('Margaret Chen');
    expect(within(menu).getByText('Sounds')).toBeTruthy();
    const onMyWay = within(menu).getByRole('menuitem', { name: /On my way/ });
    expect(onMyWay.textContent).toContain('On');
    fireEvent.click(onMyWay);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /On my way/ }).textContent).toContain('Muted'));
    expect(store.getState().preferences.mutedNotificationTypes).toEqual([NotificationType.OnMyWay]);
    expect(localStorage.getItem(STORAGE_KEYS.mutedNotificationTypes)).toBe('[15]');
  });

  it('sets the tablet PIN of staff and directors, typed twice and not easy to guess, and says so', async () => {
    const fetchMock = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { store } = renderHeader(director);
    fireEvent.click(within(await openAccountMenu('Margaret Chen')).getByRole('menuitem', { name: 'Tablet PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tablet PIN' });
    fireEvent.change(within(dialog).getByLabelText('New PIN'), { target: { value: '12a' } });
    fireEvent.change(within(dialog).getByLabelText('The same PIN again'), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save PIN' }));
    expect(await within(dialog).findByText('The PIN must be 4 to 6 digits')).toBeTruthy();
    expect(await within(dialog).findByText('The two PINs differ')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('New PIN'), { target: { value: '1212' } });
    fireEvent.change(within(dialog).getByLabelText('The same PIN again'), { target: { value: '1212' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save PIN' }));
    expect(await within(dialog).findByText('A repeated pattern like 1212 is too easy to guess')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('New PIN'), { target: { value: '8306' } });
    fireEvent.change(within(dialog).getByLabelText('The same PIN again'), { target: { value: '8306' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save PIN' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0][0] as Request;
    expect([new URL(request.url).pathname, await request.json()]).toEqual(['/api/user/setPin', { pin: '8306' }]);
    await waitFor(() => expect(store.getState().snackbar.text).toBe('Your tablet PIN is set'));
  });

  it('offers no tablet PIN to operations staff', async () => {
    renderHeader(superUser);
    expect(within(await openAccountMenu(`${superUser.firstName} ${superUser.lastName}`)).queryByRole('menuitem', { name: 'Tablet PIN' })).toBeNull();
  });
});

describe('the admin side menu', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives a director every daycare entry, and no Super section', async () => {
    renderHeader(director);
    const links = sideMenuLinks(await openSideMenu());
    expect(links).toEqual(expect.arrayContaining([
      'Messages', 'Calendar', 'Children', 'Staff', 'Billing / Invoices', 'Billing / Tax Receipts', 'Email / Send',
      'Other / Lists', 'Other / Templates', 'Other / Daily Check List', 'Other / Daily Reports', "Other / Today's Reports", 'Other / Survey',
      'Other / Weekly Menu', 'Other / On My Way', 'Settings / Daycare', 'Settings / Tablet Access',
      'Settings / User Roles', 'Settings / Account Requests', 'Settings / Audit',
    ]));
    expect(links.filter((link) => link.startsWith('Super'))).toEqual([]);
  });

  it('finds the rooms, the tags and the family handbook under Settings, each named for the page it opens', async () => {
    renderHeader(director);
    const menu = await openSideMenu();
    expect(sideMenuLinks(menu)).toEqual(expect.arrayContaining(['Settings / Rooms and Age Groups', 'Settings / Tags', 'Settings / Family Handbook']));
    expect(sideMenuLinks(menu)).not.toContain('Settings / Policies');
    expect(sideMenuHref(menu, 'Rooms and Age Groups')).toBe('/agegroups');
    expect(sideMenuHref(menu, 'Tags')).toBe('/admin/tags');
    expect(sideMenuHref(menu, 'Family Handbook')).toBe('/handbook');
  });

  it('shows staff only the entries their roles open', async () => {
    renderHeader(withRoles(staff, 'INCIDENTS', 'SURVEYS'));
    const links = sideMenuLinks(await openSideMenu());
    expect(links).toEqual(expect.arrayContaining(['Messages', 'Children', 'Other / Survey', 'Other / Shopping List', 'Settings / Notifications']));
    for (const gated of ['Billing / Invoices', 'Email / Send', 'Other / Lists', 'Other / Templates', 'Other / Daily Check List',
      'Other / Daily Reports', "Other / Today's Reports", 'Other / Weekly Menu', 'Settings / Daycare', 'Settings / Tablet Access', 'Settings / User Roles', 'Settings / Audit']) {
      expect(links).not.toContain(gated);
    }
  });

  it('opens Billing to staff with the invoicing role, and Email with the emails role', async () => {
    renderHeader(withRoles(staff, 'INVOICING', 'EMAILS'));
    const links = sideMenuLinks(await openSideMenu());
    expect(links).toEqual(expect.arrayContaining(['Billing / Invoices', 'Billing / Payments', 'Email / Send', 'Email / Other']));
  });

  it('hides the entries of a switched-off feature', async () => {
    renderHeader({ ...director, featureControl: { ...DEFAULT_FEATURE_CONTROL, invoices: false, messages: false, menu: false } });
    const links = sideMenuLinks(await openSideMenu());
    expect(links).not.toContain('Messages');
    expect(links.filter((link) => link.startsWith('Billing'))).toEqual([]);
    expect(links).not.toContain('Other / Weekly Menu');
    expect(links).toContain('Other / Survey');
  });

  it('gives a Super user without a centre the Super tools only: no page of one centre', async () => {
    renderHeader(superUser);
    const menu = await openSideMenu();
    expect(sideMenuLinks(menu)).toEqual([
      'Super / Admins', 'Super / Features', 'Super / Pending Access', 'Super / Notification Manager',
      'Super / Errors', 'Super / Validation Errors', 'Super / Diagnostics', 'Super / Process', 'Super / Notifications',
    ]);
    expect(sideMenuHref(menu, 'Features')).toBe('/super/featurecontrol');
  });

  it('gives a Super user in a centre every entry a director has, and the Super section with the centre\'s memberships', async () => {
    renderHeader(director);
    const directors = sideMenuLinks(await openSideMenu());
    cleanup();
    renderHeader({ ...superUser, daycare: director.daycare });
    const links = sideMenuLinks(await openSideMenu());
    expect(links).toEqual(expect.arrayContaining([...directors, 'Super / Memberships', 'Super / Admins']));
  });

  it("gives a room tablet its room's pages", async () => {
    renderHeader(tablet);
    const menu = await openSideMenu();
    expect(sideMenuLinks(menu)).toEqual(['Room / Children', 'Room / Staff', 'Room / Weekly Attendance', 'Room / Daily Checklist', 'Room / Daily Reports']);
    expect(sideMenuHref(menu, 'Daily Reports')).toBe('/daily-report/today');
  });

  it("opens today's reports, not the directors' review, to staff with the daily report role", async () => {
    renderHeader(withRoles(staff, 'CHILD_DAILY_REPORT'));
    const menu = await openSideMenu();
    expect(sideMenuLinks(menu)).toContain("Other / Today's Reports");
    // The review holds entries back from families: for directors only.
    expect(sideMenuLinks(menu)).not.toContain('Other / Daily Reports');
    expect(sideMenuHref(menu, "Today's Reports")).toBe('/daily-report/today');
  });

  it('marks the entry of the page on screen', async () => {
    renderHeader(director, '/invoices/list');
    const menu = await openSideMenu();
    const invoices = within(menu).getByRole('link', { name: 'Invoices' });
    expect(invoices.closest('.ant-menu-item')?.classList.contains('ant-menu-item-selected')).toBe(true);
  });
});

describe('the search dialog', () => {
  it('finds menu entries by title and opens the first on Enter', async () => {
    const { router } = renderHeader(director);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('textbox', { name: 'Search the menu' });
    fireEvent.change(input, { target: { value: 'invoice' } });
    const results = screen.getByRole('navigation', { name: 'Search results' });
    expect(within(results).getAllByRole('link').map((link) => link.textContent)).toEqual(['Billing / Invoices', 'Invoice preview']);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(router.state.location.pathname).toBe('/invoices/list');
  });

  it('finds pages outside the menu by their title and by the words people use for them', async () => {
    renderHeader(director);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('textbox', { name: 'Search the menu' });
    const found = (query: string) => {
      fireEvent.change(input, { target: { value: query } });
      return within(screen.getByRole('navigation', { name: 'Search results' })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    };
    expect(found('attendance')).toEqual(expect.arrayContaining([
      ['Child attendance', '/attendance/children'], ['Staff attendance', '/attendance/staff'], ['Attendance reports', '/attendance/reports'],
    ]));
    expect(found('room')).toEqual(expect.arrayContaining([['Settings / Rooms and Age Groups', '/agegroups']]));
    expect(found('ratio')).toEqual(expect.arrayContaining([['Child attendance', '/attendance/children'], ['Settings / Rooms and Age Groups', '/agegroups']]));
    expect(found('tags')).toEqual([['Settings / Tags', '/admin/tags']]);
    expect(found('absence')).toEqual([['Absences', '/absence']]);
  });

  it("finds pages by the words of the reader's language, accents or not", async () => {
    renderHeader(director);
    await act(() => setLanguage('pt-BR'));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
      const input = await screen.findByRole('textbox', { name: 'Buscar no menu' });
      const found = (query: string) => {
        fireEvent.change(input, { target: { value: query } });
        return within(screen.getByRole('navigation', { name: 'Resultados da busca' })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
      };
      expect(found('faturas')).toEqual(expect.arrayContaining([['Financeiro / Faturas', '/invoices/list']]));
      expect(found('proporcao')).toEqual(expect.arrayContaining([
        ['Configurações / Salas e faixas etárias', '/agegroups'], ['Frequência das crianças', '/attendance/children'],
      ]));
      fireEvent.change(input, { target: { value: 'invoice' } });
      expect(screen.getByText('Nenhuma página corresponde a "invoice"')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('does not find what the user may not open', async () => {
    renderHeader(withRoles(staff, 'INCIDENTS'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search the menu' }), { target: { value: 'invoice' } });
    expect(screen.getByText('No page matches "invoice"')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the menu' }), { target: { value: 'attendance reports' } });
    expect(screen.getByText('No page matches "attendance reports"')).toBeTruthy();
  });
});
