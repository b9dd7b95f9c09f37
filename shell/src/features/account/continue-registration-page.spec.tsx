import { act, fireEvent, screen } from '@testing-library/react';
import { createAppStore, selectUser, sessionOf } from '@daycare/store';
import { newParent } from '@daycare/shared-features/testing';
import { mockGateway, renderPage } from './account-testing';
import { ContinueRegistrationPage } from './continue-registration-page';

const CONTACT = { Phone: '6135550199', Address: '12 Elm Street', City: 'Ottawa', 'Province or state': 'Ontario', 'Postal code': 'k1a 0b1' };
const NOTHING_SAVED = { phone: null, address: null, city: null, province: null, postalCode: null };
const SAVED = { phone: '(613) 555-0199', address: '12 Elm Street', city: 'Ottawa', province: 'Ontario', postalCode: 'K1A 0B1' };

async function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

async function expectFilledIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) expect(((await screen.findByLabelText(label)) as HTMLInputElement).value).toBe(value);
}

describe('the contact form of a new family', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('saves the contact details, lands on the family home, and opens again filled in with them', async () => {
    // Registered and confirmed, with no centre yet: the first step done.
    const family = { ...newParent, daycare: null, daycares: [], registerProgress: 1, emailConfirmed: true };
    const saved = { ...family, profileComplete: true, registerProgress: 3 };
    const answers: Record<string, { status: number; body: unknown }> = {
      'GET /register/profile': { status: 200, body: NOTHING_SAVED },
      'POST /register/saveProfile': { status: 200, body: { user: saved } },
    };
    const requests = mockGateway(answers);
    const store = createAppStore({ session: sessionOf(family) });
    const { router } = renderPage('/register/continue', <ContinueRegistrationPage />, '/register/continue', store);

    expect(screen.getByText('Welcome, James. How can your centre reach you?')).toBeTruthy();
    await fillIn(CONTACT);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/home');
    const sent = requests.find((request) => request.method === 'POST')?.body;
    expect(sent).toMatchObject({ phone: '(613) 555-0199', city: 'Ottawa', postalCode: 'K1A 0B1' });
    expect(selectUser(store.getState())).toMatchObject({ profileComplete: true, registerProgress: 3 });

    answers['GET /register/profile'] = { status: 200, body: SAVED };
    await act(() => router.navigate('/register/continue'));
    expect(await screen.findByText(/Welcome back, James/)).toBeTruthy();
    await expectFilledIn({ Phone: '(613) 555-0199', Address: '12 Elm Street', 'Postal code': 'K1A 0B1' });
  });

  it("opens filled in with the account's saved details in a new tab, as Continue registration does", async () => {
    mockGateway({ 'GET /register/profile': { status: 200, body: SAVED } });
    const family = { ...newParent, profileComplete: true, registerProgress: 3 };
    renderPage('/register/continue', <ContinueRegistrationPage />, '/register/continue', createAppStore({ session: sessionOf(family) }));
    await expectFilledIn({ Phone: '(613) 555-0199', Address: '12 Elm Street', City: 'Ottawa', 'Province or state': 'Ontario', 'Postal code': 'K1A 0B1' });
  });
});
