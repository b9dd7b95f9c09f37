import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderInApp, testUser, type ApiCall } from '@daycare/shared-features/testing';
import ContactPage from './contact-page';
import { CHILDREN, GRANDMA } from './contacts-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/contact/byId': () => GRANDMA, 'GET /api/tablet/childrenList': () => CHILDREN, ...overrides });
}

const heading = () => screen.findByRole('heading', { name: 'Margaret Thompson' });
const section = (name: string) => screen.getByRole('region', { name });

describe('one of the family\'s contacts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows phones, address and roles per child, with edit links', async () => {
    answers();
    renderInApp(<ContactPage />, { user: testUser(), path: '/contacts/view/11' });
    await heading();
    expect(section('Phones and e-mail').textContent).toContain('(416) 555-0177');
    expect(section('Phones and e-mail').textContent).toContain('Not given');
    expect(within(section('Phones and e-mail')).getByRole('link', { name: 'Edit Phones and e-mail' }).getAttribute('href')).toBe('/contacts/update/phone/11');
    expect(within(section('Address')).getByRole('link', { name: 'Edit Address' }).getAttribute('href')).toBe('/contacts/update/address/11');
    expect(screen.getByRole('link', { name: 'Edit name of Margaret Thompson' }).getAttribute('href')).toBe('/contacts/update/name/11');
    expect(section('Children').textContent).toContain('Emma ThompsonCalled in an emergency, no. 1May pick up');
  });

  it("changes the children's roles in place", async () => {
    const calls = answers({ 'POST /api/contact/updateChildren': () => GRANDMA });
    renderInApp(<ContactPage />, { user: testUser(), path: '/contacts/view/11' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Change the children' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'May pick up Noah Thompson' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/contact/updateChildren').map((call) => call.body)).toEqual([{
      contactId: 11, children: [{ childId: 1, emergency: true, mayPickUp: true }, { childId: 2, emergency: true, mayPickUp: true }],
    }]));
  });

  it('deletes the contact after asking, then lists the others', async () => {
    const calls = answers({ 'DELETE /api/contact/delete': () => undefined });
    const { router } = renderInApp(<ContactPage />, { user: testUser(), path: '/contacts/view/11' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete this contact' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'DELETE /api/contact/delete').map((call) => call.url.search)).toEqual(['?contactId=11']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
  });

  it("says once, on the page, that the contact was not found when the contact is not the family's", async () => {
    answers({ 'GET /api/contact/byId': () => Response.json({ message: 'This contact was not found' }, { status: 404 }) });
    const { store } = renderInApp(<ContactPage />, { user: testUser(), path: '/contacts/view/99' });
    expect(await screen.findByText('This contact was not found')).toBeTruthy();
    expect(store.getState().snackbar.open).toBe(false);
  });
});
