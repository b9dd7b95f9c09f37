import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { bodies, choose } from '../children/children-testing';
import InvitePage from './invite-page';
import { ACCEPTED, PENDING, ROLE_CATALOGUE, ROOMS } from './staff-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/invitation/list': () => [PENDING, ACCEPTED],
    'GET /api/room/list': () => ROOMS,
    'GET /api/userrole/list': () => ROLE_CATALOGUE,
    ...overrides,
  });
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;
const badRequest = (message: string) => Response.json({ statusCode: 400, message, error: 'Bad Request' }, { status: 400 });

describe('the invite staff page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends an invitation with the names, home room and roles, then empties the form and says so', async () => {
    const calls = answers({ 'POST /api/invitation/create': () => ({ ...PENDING, id: 12, email: 'new.educator@example.com' }) });
    const { store } = renderPage(<InvitePage />, { path: '/admin/invite' });
    await rowOf(PENDING.email);
    type('E-mail address', ' new.educator@example.com ');
    type('First name', 'Ana');
    type('Last name', 'Costa');
    await choose('Home room', 'Toddlers');
    await choose('Roles', 'Child attendance');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(bodies(calls, 'POST /api/invitation/create')).toEqual([{ email: 'new.educator@example.com', firstName: 'Ana', lastName: 'Costa', roomId: 2, roles: ['ATTENDANCE_CHILD'] }]),
    );
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('An invitation is on its way to new.educator@example.com'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
  });

  it("offers only the roles the director holds, checks the form, and shows the server's refusal", async () => {
    answers({ 'POST /api/invitation/create': () => badRequest('This e-mail address already has an account') });
    renderPage(<InvitePage />, { path: '/admin/invite' });
    await rowOf(PENDING.email);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Roles' }));
    await screen.findByText('Invoicing', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText('Internal staff', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter the e-mail address to send the invitation to')).toBeTruthy();
    expect(screen.getByText('Enter the first name')).toBeTruthy();
    type('E-mail address', 'taken@example.com');
    type('First name', 'Ana');
    type('Last name', 'Costa');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByText('This e-mail address already has an account')).closest('[role="alert"]')).toBeTruthy();
  });

  it('lists the invitations with their state; a pending one can be resent, and revoked after a confirmation', async () => {
    const calls = answers({
      'POST /api/invitation/resend': () => PENDING,
      'POST /api/invitation/revoke': () => ({ ...PENDING, state: 'revoked' }),
    });
    const { store } = renderPage(<InvitePage />, { path: '/admin/invite' });
    const pending = await rowOf(PENDING.email);
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(pending.textContent).toContain('Toddlers');
    const accepted = await rowOf(ACCEPTED.email);
    expect(within(accepted).getByText('Accepted')).toBeTruthy();
    expect(within(accepted).queryByRole('button')).toBeNull();

    fireEvent.click(within(pending).getByRole('button', { name: `Resend the invitation to ${PENDING.email}` }));
    await waitFor(() => expect(bodies(calls, 'POST /api/invitation/resend')).toEqual([{ id: 11 }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe(`A new link is on its way to ${PENDING.email}; the old one no longer works`));

    fireEvent.click(within(pending).getByRole('button', { name: `Revoke the invitation of ${PENDING.email}` }));
    expect(bodies(calls, 'POST /api/invitation/revoke')).toEqual([]);
    await screen.findByText(`Revoke the invitation of ${PENDING.email}?`);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/invitation/revoke')).toEqual([{ id: 11 }]));
  });

  it('says so when nobody was invited yet', async () => {
    answers({ 'GET /api/invitation/list': () => [] });
    renderPage(<InvitePage />, { path: '/admin/invite' });
    expect(await screen.findByText('No invitations yet')).toBeTruthy();
  });
});
