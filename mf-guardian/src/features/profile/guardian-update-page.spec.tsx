import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderInApp, testUser, type ApiCall } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import GuardianProfileUpdatePage from './guardian-update-page';
import { SARAH_SELF, guardianById } from './profile-testing';

const bodies = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const heading = () => screen.findByRole('heading', { name: 'Sarah Thompson' });

function open(path: string, answers: Record<string, () => unknown> = {}) {
  const calls = mockApi({ 'GET /api/guardian/byId': guardianById, ...answers });
  return { calls, ...renderInApp(<GuardianProfileUpdatePage />, { user: testUser(), path }) };
}

describe("the forms of a guardian's own record", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it('saves a new mobile with its digits and country, then goes back to the profile and says so', async () => {
    const { calls, router, store } = open('/phone/update/4', { 'POST /api/phone/update': () => SARAH_SELF });
    await heading();
    expect(value('Mobile')).toBe('(416) 555-0123');
    type('Mobile', '6475550199');
    expect(value('Mobile')).toBe('(647) 555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/phone/update')).toEqual([{
      guardianId: 4, mobile: { country: 'US', number: '6475550199' }, home: null, work: { country: 'BR', number: '1133334444' },
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardians/view/registration/4'));
    expect(selectSnackbar(store.getState()).text).toBe('Sarah Thompson is saved');
  });

  it('changes the address', async () => {
    const { calls, router } = open('/guardians/update/address/4', { 'POST /api/guardian/updateAddress': () => SARAH_SELF });
    await heading();
    expect(value('Street address')).toBe('12 Oak Street');
    type('Street address', ' 14 Oak Street ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/updateAddress')).toEqual([{ guardianId: 4, line: '14 Oak Street', city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardians/view/registration/4'));
  });

  it('changes the language and relations but shows the account holder, the invoices and the custody notes as the centre set them', async () => {
    const { calls } = open('/guardians/update/general/4', { 'POST /api/guardian/updateGeneral': () => SARAH_SELF });
    await heading();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText('Custody notes')).toBeNull();
    expect(screen.getByRole('region', { name: 'Set by the centre' }).textContent).toContain('Shared custody; see the court order');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/updateGeneral')).toEqual([{
      guardianId: 4, language: 'en', relations: [{ childId: 1, relation: 'mother' }, { childId: 2, relation: 'mother' }], accountHolder: true, receivesInvoices: true,
    }]));
  });

  it('says the centre changes the sign-in e-mail', async () => {
    open('/guardians/update/account/4');
    expect(await screen.findByText('The centre changes the e-mail address you sign in with: ask them if it has changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/guardians/view/registration/4');
  });

  it("refuses the other guardian's record and does not find another family's", async () => {
    open('/guardians/update/name/8');
    expect(await screen.findByText('You may not change this part of the record')).toBeTruthy();
    jest.restoreAllMocks();
    open('/phone/update/99');
    expect(await screen.findByText('This guardian was not found')).toBeTruthy();
  });

  it('speaks Portuguese and takes a Brazilian number first', async () => {
    const { calls } = open('/phone/update/4', { 'POST /api/phone/update': () => SARAH_SELF });
    await heading();
    await act(() => setLanguage('pt-BR'));
    type('Telefone residencial', '21987654321');
    expect(value('Telefone residencial')).toBe('(21) 98765-4321');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect((bodies(calls, 'POST /api/phone/update')[0] as { home: unknown }).home).toEqual({ country: 'BR', number: '21987654321' }));
  });
});
