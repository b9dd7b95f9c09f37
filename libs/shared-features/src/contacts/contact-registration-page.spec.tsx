import { screen, within } from '@testing-library/react';
import { GRANDMA, director, expectPartTexts, expectPrints, mockApi, renderInApp, staff, testUser } from '../testing';
import { ContactRegistrationPage } from './contact-registration-page';

const part = (name: string) => screen.getByRole('region', { name });
const path = '/contacts/registration/view/11';

describe("a contact's registration details", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every part as the centre received it, read-only, with a way to print and back to the contact', async () => {
    const calls = mockApi({ 'GET /api/contact/byId': () => ({ ...GRANDMA, notes: 'Speaks Portuguese' }) });
    renderInApp(<ContactRegistrationPage />, { user: director, path });
    await screen.findByRole('heading', { name: 'Margaret Thompson' });
    expect(calls.map((call) => `${call.key}${call.url.search}`)).toContain('GET /api/contact/byId?contactId=11');
    expectPartTexts({
      Name: ['Grandmother'],
      'Phones and e-mail': ['(416) 555-0177', 'Not given'],
      Address: ['9 Elm Street'],
      Children: ['Emma ThompsonCalled in an emergency, no. 1 · May pick up', 'Noah ThompsonCalled in an emergency, no. 2 · May not pick up'],
      Notes: ['Speaks Portuguese'],
    });
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the contact' }).getAttribute('href')).toBe('/contacts/view/11');
    expectPrints();
  });

  it('leaves the address out for staff, as the gateway does', async () => {
    mockApi({ 'GET /api/contact/byId': () => ({ ...GRANDMA, address: null, canEdit: false }) });
    renderInApp(<ContactRegistrationPage />, { user: staff, path });
    await screen.findByRole('heading', { name: 'Margaret Thompson' });
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect(within(part('Name')).getByText('Margaret')).toBeTruthy();
  });

  it("says so for a contact that is not the reader's", async () => {
    mockApi({ 'GET /api/contact/byId': () => Response.json({ message: 'This contact was not found' }, { status: 404 }) });
    renderInApp(<ContactRegistrationPage />, { user: testUser(), path: '/contacts/registration/view/99' });
    expect(await screen.findByText('This contact was not found')).toBeTruthy();
  });
});
