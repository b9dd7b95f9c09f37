import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import { mockApi, onAPhone, renderPage, type ApiCall } from '../../testing';
import { bodies, queries, typeDay } from '../children/children-testing';
import StaffManagePage from './staff-manage-page';
import { DANIEL, DANIEL_ITEM, PRIYA_ITEM, ROOMS } from './staff-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/staff/list': () => ({ items: [DANIEL_ITEM, PRIYA_ITEM], total: 2, alerts: { expiring: 1, expired: 1 } }),
    'GET /api/staff/byId': () => DANIEL,
    'GET /api/room/list': () => ROOMS,
    ...overrides,
  });
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
const lastListQuery = (calls: ApiCall[]) => queries(calls, 'GET /api/staff/list').at(-1);
// Antd names every drawer and dialog title "test-id" under test, so a dialog is found by its title's text.
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
/** Opens one of the record's dialogs with queries scoped to the drawer (role queries over the whole page are slow). */
async function openDialog(button: string) {
  const drawer = await dialogTitled('Staff record');
  await within(drawer).findByText('(555) 010-0199');
  fireEvent.click(within(drawer).getByRole('button', { name: button }));
  return dialogTitled(button);
}
const saveIn = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const badRequest = (message: string) => Response.json({ statusCode: 400, message, error: 'Bad Request' }, { status: 400 });

describe('the staff page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows each staff member's room, roles, employment and certifications coloured by state, under an alert", async () => {
    const calls = answers();
    renderPage(<StaffManagePage />, { path: '/staff/manage' });

    const daniel = await rowOf('Daniel Okafor');
    expect(within(daniel).getByRole('link', { name: 'Home room of Daniel Okafor: Toddlers' }).getAttribute('href')).toBe('/rooms/staff/3');
    expect(daniel.textContent).toContain('DO');
    await waitFor(() => expect(daniel.textContent).toContain('Child attendance'));
    expect(daniel.textContent).toContain('Since Aug 19, 2024');
    expect(within(daniel).getByText('First aid: expires Jan 10, 2027').closest('.ant-tag')?.className).toContain('warning');
    expect(within(daniel).getByText('CPR: expires Jan 1, 2028').closest('.ant-tag')?.className).toContain('success');
    expect(within(daniel).getByText('Background check: missing').closest('.ant-tag')).toBeTruthy();
    const priya = await rowOf('Priya Shah');
    expect(within(priya).getByText('First aid: expired Nov 1, 2026').closest('.ant-tag')?.className).toContain('error');
    expect(priya.textContent).toContain('No home room');

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Some certifications need renewing');
    expect(alert.textContent).toContain('1 certification has expired. 1 certification expires within 60 days.');
    expect(screen.getByText('2 staff members')).toBeTruthy();
    expect(lastListQuery(calls)).toEqual({ page: '1', pageSize: '20' });
  });

  it('shows no alert when every certification is far from expiring', async () => {
    answers({ 'GET /api/staff/list': () => ({ items: [DANIEL_ITEM], total: 1, alerts: { expiring: 0, expired: 0 } }) });
    renderPage(<StaffManagePage />, { path: '/staff/manage' });
    await rowOf('Daniel Okafor');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches once typing pauses and filters by room, keeping both in the address', async () => {
    const calls = answers();
    const { router } = renderPage(<StaffManagePage />, { path: '/staff/manage?roomId=2&page=2' });
    await rowOf('Daniel Okafor');
    expect(lastListQuery(calls)).toEqual({ roomId: '2', page: '2', pageSize: '20' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search staff by name or e-mail' }), { target: { value: 'dan' } });
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ search: 'dan', roomId: '2', page: '1', pageSize: '20' }));
    expect(router.state.location.search).toBe('?roomId=2&search=dan');
  });

  it("opens the record beside the list, with the phone, the issue dates and a link to the staff member's hours", async () => {
    const calls = answers();
    const { router } = renderPage(<StaffManagePage />, { path: '/staff/manage' });
    fireEvent.click(await screen.findByRole('link', { name: 'Daniel Okafor' }));
    const drawer = await dialogTitled('Staff record');
    expect(router.state.location.search).toBe('?staffId=3');
    await within(drawer).findByText('(555) 010-0199');
    expect(within(drawer).getByText('Issued Dec 1, 2024')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: "See this staff member's hours" }).getAttribute('href')).toBe('/attendance/search/staff/3');
    expect(within(drawer).getByRole('button', { name: 'Change the photo of Daniel Okafor' })).toBeTruthy();
    expect(queries(calls, 'GET /api/staff/byId')).toEqual([{ staffId: '3' }]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close the staff record' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('refuses an end of employment before its start', async () => {
    const calls = answers();
    renderPage(<StaffManagePage />, { path: '/staff/manage?staffId=3' });
    const dialog = await openDialog('Edit the employment dates of Daniel Okafor');
    await typeDay('End date', '2024-08-01');
    saveIn(dialog);
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(bodies(calls, 'POST /api/staff/updateEmployment')).toEqual([]);
  });

  it('changes the employment dates in a dialog and says so', async () => {
    const calls = answers({ 'POST /api/staff/updateEmployment': () => DANIEL });
    const { store } = renderPage(<StaffManagePage />, { path: '/staff/manage?staffId=3' });
    const dialog = await openDialog('Edit the employment dates of Daniel Okafor');
    await typeDay('End date', '2026-12-31');
    saveIn(dialog);
    await waitFor(() => expect(bodies(calls, 'POST /api/staff/updateEmployment')).toEqual([{ staffId: 3, startedOn: '2024-08-19', endedOn: '2026-12-31' }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe("Daniel Okafor's record is saved"));
  });

  it("sets a certification's dates in a dialog and shows the server's refusal", async () => {
    const calls = answers({ 'POST /api/staff/updateCertification': () => badRequest('expiresOn must be after issuedOn') });
    renderPage(<StaffManagePage />, { path: '/staff/manage?staffId=3' });
    const dialog = await openDialog('Edit Background check of Daniel Okafor');
    await typeDay('Issued on', '2026-10-01');
    saveIn(dialog);
    await waitFor(() => expect(bodies(calls, 'POST /api/staff/updateCertification')).toEqual([{ staffId: 3, kind: 'background-check', issuedOn: '2026-10-01', expiresOn: null }]));
    expect((await screen.findByText('expiresOn must be after issuedOn')).closest('[role="alert"]')).toBeTruthy();
  });

  it('shows a staff member their own record, without the list or the edit buttons', async () => {
    const calls = answers();
    renderPage(<StaffManagePage />, { path: '/staff/manage', user: staff });
    expect(await screen.findByText('(555) 010-0199')).toBeTruthy();
    expect(queries(calls, 'GET /api/staff/byId')).toEqual([{ staffId: '3' }]);
    expect(calls.some((call) => call.key === 'GET /api/staff/list')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('link', { name: "See this staff member's hours" }).getAttribute('href')).toBe('/attendance/search/staff/3');
  });

  it('leads to the invitation page', async () => {
    answers();
    const { router } = renderPage(<StaffManagePage />, { path: '/staff/manage' });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    expect(router.state.location.pathname).toBe('/admin/invite');
  });
});

describe('the staff page on a phone', () => {
  onAPhone();
  afterEach(() => jest.restoreAllMocks());

  it('shows each staff member as a card with the room, roles, employment and certifications coloured by state', async () => {
    answers();
    renderPage(<StaffManagePage />, { path: '/staff/manage' });
    const daniel = (await screen.findByRole('link', { name: 'Daniel Okafor' })).closest('li') as HTMLElement;
    expect(within(screen.getByRole('list', { name: 'Staff members' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(daniel).getByRole('link', { name: 'Home room of Daniel Okafor: Toddlers' }).getAttribute('href')).toBe('/rooms/staff/3');
    await waitFor(() => expect(daniel.textContent).toContain('Child attendance'));
    expect(daniel.textContent).toContain('Since Aug 19, 2024');
    expect(within(daniel).getByText('First aid: expires Jan 10, 2027').closest('.ant-tag')?.className).toContain('warning');
    const priya = screen.getByRole('link', { name: 'Priya Shah' }).closest('li') as HTMLElement;
    expect(within(priya).getByText('First aid: expired Nov 1, 2026').closest('.ant-tag')?.className).toContain('error');
    expect(priya.textContent).toContain('No home room');
  });
});
