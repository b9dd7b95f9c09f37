import { fireEvent, screen, waitFor } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { bodies, choose } from '../children/children-testing';
import GuardianUpdatePage from './guardian-update-page';
import { SARAH, SARAH_FOR_STAFF } from './guardians-testing';

function answers(record = SARAH, overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/guardian/byId': () => record, ...overrides });
}

const heading = () => screen.findByRole('heading', { name: 'Sarah Thompson' });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe("the forms of a guardian's record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('changes the name, then goes back to the record and says so', async () => {
    const calls = answers(SARAH, { 'POST /api/guardian/updateName': () => SARAH });
    const { router, store } = renderPage(<GuardianUpdatePage />, { path: '/guardians/update/name/4' });
    await heading();
    expect(value('First name')).toBe('Sarah');
    type('First name', ' Sara ');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/updateName')).toEqual([{ guardianId: 4, firstName: 'Sara', lastName: 'Thompson' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardians/4'));
    expect(selectSnackbar(store.getState()).text).toBe('Sarah Thompson is saved');
  });

  it('changes phones typed in their masks, Brazilian ones too, and clears an emptied one', async () => {
    const calls = answers(SARAH, { 'POST /api/phone/update': () => SARAH });
    renderPage(<GuardianUpdatePage />, { path: '/phone/update/4' });
    await heading();
    expect(value('Mobile')).toBe('(416) 555-0123');
    expect(value('Work phone')).toBe('(11) 3333-4444');
    await choose('Country of Home phone', 'Brazil +55');
    type('Home phone', '11 98765 4321');
    expect(value('Home phone')).toBe('(11) 98765-4321');
    type('Work phone', '');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/phone/update')).toEqual([{
      guardianId: 4, mobile: { country: 'US', number: '4165550123' }, home: { country: 'BR', number: '11987654321' }, work: null,
    }]));
  });

  it('refuses a number cut short', async () => {
    const calls = answers();
    renderPage(<GuardianUpdatePage />, { path: '/phone/update/4' });
    await heading();
    type('Mobile', '416555');
    save();
    expect(await screen.findByText('Type the whole number, with the area code')).toBeTruthy();
    expect(bodies(calls, 'POST /api/phone/update')).toEqual([]);
  });

  it('changes the relation to each child, the account holder and custody notes', async () => {
    const calls = answers(SARAH, { 'POST /api/guardian/updateGeneral': () => SARAH });
    const { router } = renderPage(<GuardianUpdatePage />, { path: '/guardians/update/general/4' });
    await heading();
    await choose('Relation to Liam Thompson', 'Guardian');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Receives the invoices' }));
    type('Custody notes', ' ');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/updateGeneral')).toEqual([{
      guardianId: 4, language: 'en', relations: [{ childId: 7, relation: 'mother' }, { childId: 9, relation: 'guardian' }],
      custodyNotes: null, accountHolder: true, receivesInvoices: false,
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardians/4/children'));
  });

  it('changes the sign-in e-mail, saying it must be confirmed again', async () => {
    const calls = answers(SARAH, { 'POST /api/guardian/updateAccount': () => SARAH });
    const { router } = renderPage(<GuardianUpdatePage />, { path: '/guardians/update/account/4' });
    await heading();
    expect(screen.getByText(/stays unconfirmed until the guardian opens the confirmation e-mail/)).toBeTruthy();
    type('E-mail', 'Sarah.T@Example.com');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/updateAccount')).toEqual([{ guardianId: 4, email: 'sarah.t@example.com' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardians/4/account'));
  });

  it('changes the address and employment, with the work phone in its mask', async () => {
    const calls = answers(SARAH, { 'POST /api/guardian/updateEmployment': () => SARAH });
    renderPage(<GuardianUpdatePage />, { path: '/guardians/update/employment/4' });
    await heading();
    type('Employer', '');
    type('Work phone', '6135550111');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/updateEmployment')).toEqual([{
      guardianId: 4, employer: null, workPhone: { country: 'US', number: '6135550111' }, workAddress: '100 King Street West',
    }]));
  });

  it("shows the server's refusal in the form and stays on it", async () => {
    answers(SARAH, { 'POST /api/guardian/updateAddress': () => Response.json({ statusCode: 400, message: 'postalCode must be at most 20 characters' }, { status: 400 }) });
    const { router } = renderPage(<GuardianUpdatePage />, { path: '/guardians/update/address/4' });
    await heading();
    expect(value('Street address')).toBe('12 Oak Street');
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('postalCode must be at most 20 characters');
    expect(router.state.location.pathname).toBe('/guardians/update/address/4');
  });

  it('tells staff they may not change a record', async () => {
    answers(SARAH_FOR_STAFF);
    renderPage(<GuardianUpdatePage />, { path: '/guardians/update/account/4', user: staff });
    expect(await screen.findByText('You may not change this part of the record')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/guardians/4');
  });
});
