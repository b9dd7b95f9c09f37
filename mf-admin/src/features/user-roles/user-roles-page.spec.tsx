import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { UserType } from '@daycare/shared';
import { selectIsImpersonating, selectSnackbar, selectUser } from '@daycare/store';
import { director, mockApi, renderPage, type ApiCall } from '../../testing';
import UserRolesPage from './user-roles-page';

const CATALOGUE = [{ code: 'INCIDENTS' }, { code: 'INVOICING' }, { code: 'MESSAGES' }];

const daniel = { userId: 7, firstName: 'Daniel', lastName: 'Okafor', email: 'staff@demo.test', type: UserType.Staff, roles: [{ id: 31, code: 'INCIDENTS' }] };
const margaret = { userId: 2, firstName: 'Margaret', lastName: 'Chen', email: 'director@demo.test', type: UserType.Admin, roles: [{ id: 30, code: 'DIRECTOR' }] };
const sarah = { userId: 9, firstName: 'Sarah', lastName: 'Thompson', email: 'parent@demo.test', roles: [{ id: 40, code: 'MESSAGES' }] };

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/userrole/list': () => CATALOGUE,
    'GET /api/userrole/listGrouped': () => [margaret, daniel],
    'GET /api/userrole/listGuardianUserRoles': () => [sarah],
    ...overrides,
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

async function pickOption(select: HTMLElement, label: string) {
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

const callsTo = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key);

describe('the user roles page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists staff and admins with their roles, and gives a role", async () => {
    const calls = answers({ 'POST /api/userrole/create': () => ({ id: 32, code: 'INVOICING' }) });
    renderPage(<UserRolesPage />);
    const row = await rowOf('Daniel Okafor');
    expect(within(row).getByText('Incidents')).toBeTruthy();
    expect(within(row).getByText('staff@demo.test')).toBeTruthy();

    await pickOption(within(row).getByRole('combobox', { name: 'Add a role to Daniel Okafor' }), 'Invoicing');

    await waitFor(() => expect(callsTo(calls, 'POST /api/userrole/create').map((call) => call.body)).toEqual([{ userId: 7, code: 'INVOICING' }]));
    await waitFor(() => expect(callsTo(calls, 'GET /api/userrole/listGrouped')).toHaveLength(2));
  });

  it('names the roles in Portuguese for a Portuguese reader', async () => {
    answers();
    renderPage(<UserRolesPage />);
    const row = await rowOf('Daniel Okafor');
    await act(() => setLanguage('pt-BR'));
    try {
      expect(within(row).getByText('Ocorrências')).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Remover Ocorrências de Daniel Okafor' })).toBeTruthy();
      await pickOption(within(row).getByRole('combobox', { name: 'Adicionar uma função a Daniel Okafor' }), 'Faturamento');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('takes a role away', async () => {
    const calls = answers({ 'DELETE /api/userrole/remove': () => undefined });
    renderPage(<UserRolesPage />);
    fireEvent.click(within(await rowOf('Daniel Okafor')).getByRole('button', { name: 'Remove Incidents from Daniel Okafor' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/userrole/remove').map((call) => call.url.searchParams.get('id'))).toEqual(['31']));
  });

  it('sets the roles of a guardian', async () => {
    const calls = answers({ 'POST /api/userrole/updateGuardianRoles': () => [{ id: 40, code: 'MESSAGES' }, { id: 41, code: 'INCIDENTS' }] });
    renderPage(<UserRolesPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Guardians' }));
    const row = await rowOf('Sarah Thompson');
    await pickOption(within(row).getByRole('combobox', { name: 'Add a role to Sarah Thompson' }), 'Incidents');
    await waitFor(() => expect(callsTo(calls, 'POST /api/userrole/updateGuardianRoles').map((call) => call.body)).toEqual([{ userId: 9, codes: ['MESSAGES', 'INCIDENTS'] }]));
    expect(callsTo(calls, 'GET /api/userrole/listGuardianUserRoles')[0].url.searchParams.get('daycareId')).toBe('1');
  });

  it('adds an admin by e-mail address', async () => {
    const calls = answers({ 'POST /api/userrole/addAdmin': () => ({ userId: 12 }) });
    const { store } = renderPage(<UserRolesPage />);
    await rowOf('Daniel Okafor');
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'new.director@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/userrole/addAdmin').map((call) => call.body)).toEqual([{ email: 'new.director@demo.test' }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('new.director@demo.test is now an admin of this daycare'));
  });

  it('says what to fix before adding an admin without an e-mail address', async () => {
    const calls = answers();
    renderPage(<UserRolesPage />);
    await rowOf('Daniel Okafor');
    fireEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Enter the e-mail address of an existing account')).toBeTruthy();
    expect(callsTo(calls, 'POST /api/userrole/addAdmin')).toEqual([]);
  });

  it('ends the sessions of a user after confirmation', async () => {
    const calls = answers({ 'POST /api/auth/endSessions': () => undefined });
    const { store } = renderPage(<UserRolesPage />);
    fireEvent.click(within(await rowOf('Daniel Okafor')).getByRole('button', { name: 'End sessions of Daniel Okafor' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/auth/endSessions').map((call) => call.body)).toEqual([{ userId: 7 }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Daniel Okafor is signed out on every device'));
  });

  it('views the app as another user, keeping the real user aside', async () => {
    const viewed = { ...director, id: 7, firstName: 'Daniel', lastName: 'Okafor', type: UserType.Staff, impersonateId: 2, accessToken: 'as-daniel' };
    const calls = answers({ 'POST /api/auth/impersonate': () => viewed });
    const { store, router } = renderPage(<UserRolesPage />, { path: '/admin/user-roles' });
    expect(within(await rowOf('Margaret Chen')).queryByRole('button', { name: /View the app as/ })).toBeNull();

    fireEvent.click(within(await rowOf('Daniel Okafor')).getByRole('button', { name: 'View the app as Daniel Okafor' }));

    await waitFor(() => expect(selectIsImpersonating(store.getState())).toBe(true));
    expect(callsTo(calls, 'POST /api/auth/impersonate').map((call) => call.body)).toEqual([{ userId: 7 }]);
    expect(selectUser(store.getState())?.accessToken).toBe('as-daniel');
    expect(store.getState().session.impersonationBackup?.email).toBe('director@demo.test');
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers View as only to holders of the impersonation role', async () => {
    answers();
    renderPage(<UserRolesPage />, { user: { ...director, roles: [{ code: 'USER_ROLES' }] } });
    const row = await rowOf('Daniel Okafor');
    expect(within(row).queryByRole('button', { name: /View the app as/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'End sessions of Daniel Okafor' })).toBeTruthy();
  });
});
