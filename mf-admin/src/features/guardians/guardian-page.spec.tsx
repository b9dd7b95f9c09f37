import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { bodies } from '../children/children-testing';
import GuardianPage from './guardian-page';
import { SARAH, SARAH_FOR_STAFF } from './guardians-testing';

function answers(record = SARAH, overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/guardian/byId': () => record, ...overrides });
}

const heading = () => screen.findByRole('heading', { name: 'Sarah Thompson' });
const section = (name: string) => screen.getByRole('region', { name });

describe("a guardian's record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('heads the record with the name, e-mail and mobile to tap, and the account holder', async () => {
    answers();
    renderPage(<GuardianPage />, { path: '/guardians/4' });
    await heading();
    expect(screen.getAllByRole('link', { name: 'parent@demo.test' })[0].getAttribute('href')).toBe('mailto:parent@demo.test');
    expect(screen.getByRole('link', { name: '(416) 555-0123' }).getAttribute('href')).toBe('tel:+14165550123');
    expect(screen.getByText('Account holder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit name of Sarah Thompson' }).getAttribute('href')).toBe('/guardians/update/name/4');
    expect(screen.getByRole('link', { name: 'Printable record' }).getAttribute('href')).toBe('/guardians/view/registration/4');
    expect(screen.getByRole('button', { name: 'Change the photo of Sarah Thompson' })).toBeTruthy();
  });

  it('shows phones in their country mask, general details, address and employment, each with its edit link', async () => {
    answers();
    renderPage(<GuardianPage />, { path: '/guardians/4' });
    await heading();
    const phones = section('Phones and e-mail');
    expect(phones.textContent).toContain('(11) 3333-4444');
    expect(phones.textContent).toContain('Not given');
    expect(within(phones).getByRole('link', { name: 'Edit Phones and e-mail' }).getAttribute('href')).toBe('/phone/update/4');
    expect(section('General').textContent).toContain('Shared custody');
    expect(within(section('General')).getByRole('link', { name: 'Edit General' }).getAttribute('href')).toBe('/guardians/update/general/4');
    expect(section('Address').textContent).toContain('12 Oak Street');
    expect(section('Employment').textContent).toContain('Maple Bank');
    expect(section('Employment').textContent).toContain('(416) 555-0100');
  });

  it('lists the children with the relation, and leads to adding a contact for the family', async () => {
    answers();
    const { router } = renderPage(<GuardianPage />, { path: '/guardians/4/children' });
    await heading();
    expect(screen.getByRole('tab', { name: 'Children', selected: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/child/7');
    expect(section('Children').textContent).toContain('Mother');
    fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/contacts/add?childId=7');
  });

  it('shows directors the account and sends the first invitation of a guardian never invited', async () => {
    const calls = answers(SARAH, { 'POST /api/guardian/resendInvitation': () => undefined });
    const { store } = renderPage(<GuardianPage />, { path: '/guardians/4/account' });
    await heading();
    const account = section('Account');
    expect(account.textContent).toContain('E-mail confirmed');
    expect(account.textContent).toContain('Never');
    expect(account.textContent).toContain('2026');
    expect(within(account).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    fireEvent.click(within(account).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/resendInvitation')).toEqual([{ guardianId: 4 }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('An invitation is on its way to parent@demo.test'));
  });

  it('offers to resend the invitation once one was sent', async () => {
    answers({ ...SARAH, account: { ...SARAH.account!, invitedAt: '2026-11-18T09:30:00Z' } });
    renderPage(<GuardianPage />, { path: '/guardians/4/account' });
    await heading();
    expect(within(section('Account')).getByRole('button', { name: 'Resend invitation' })).toBeTruthy();
    expect(within(section('Account')).queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });

  it("shows the server's refusal to send an invitation", async () => {
    answers(SARAH, {
      'POST /api/guardian/resendInvitation': () => Response.json({ statusCode: 400, message: 'This guardian has already chosen a password' }, { status: 400 }),
    });
    renderPage(<GuardianPage />, { path: '/guardians/4/account' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This guardian has already chosen a password');
  });

  it('shows staff no private part, no account and no edit link', async () => {
    answers(SARAH_FOR_STAFF);
    renderPage(<GuardianPage />, { path: '/guardians/4/account', user: staff });
    await heading();
    expect(screen.getByText('Account details are for directors.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Employment' })).toBeNull();
    expect(section('General').textContent).not.toContain('Custody');
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the photo/ })).toBeNull();
  });

  it('replaces an unknown tab in the address by the overview', async () => {
    answers();
    const { router } = renderPage(<GuardianPage />, { path: '/guardians/4/nonsense' });
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardians/4'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
  });

  it('says once, on the page, that the guardian is not found', async () => {
    answers(SARAH, { 'GET /api/guardian/byId': () => Response.json({ message: 'This guardian was not found' }, { status: 404 }) });
    const { store } = renderPage(<GuardianPage />, { path: '/guardians/999' });
    expect(await screen.findByText('This guardian was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every guardian' }).getAttribute('href')).toBe('/guardians');
    expect(selectSnackbar(store.getState()).open).toBe(false);
  });
});
