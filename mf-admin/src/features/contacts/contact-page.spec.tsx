import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { EMMA, bodies } from '../children/children-testing';
import { MARGARET } from '../guardians/guardians-testing';
import ContactPage from './contact-page';

function answers(record = MARGARET, overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/contact/byId': () => record, 'GET /api/child/byId': () => EMMA, ...overrides });
}

const heading = () => screen.findByRole('heading', { name: 'Margaret Thompson' });
const section = (name: string) => screen.getByRole('region', { name });

describe("a contact's record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the phones, e-mail, address and the roles per child, with edit links', async () => {
    answers();
    renderPage(<ContactPage />, { path: '/contacts/view/11' });
    await heading();
    expect(screen.getByText('Grandmother')).toBeTruthy();
    expect(section('Phones and e-mail').textContent).toContain('(416) 555-0177');
    expect(section('Phones and e-mail').textContent).toContain('margaret@family.test');
    expect(within(section('Phones and e-mail')).getByRole('link', { name: 'Edit Phones and e-mail' }).getAttribute('href')).toBe('/contacts/update/phone/11');
    expect(within(section('Address')).getByRole('link', { name: 'Edit Address' }).getAttribute('href')).toBe('/contacts/update/address/11');
    expect(screen.getByRole('link', { name: 'Edit name of Margaret Thompson' }).getAttribute('href')).toBe('/contacts/update/name/11');
    expect(screen.getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/child/7/pickup');
    expect(screen.getByRole('link', { name: 'Registration details' }).getAttribute('href')).toBe('/contacts/registration/view/11');
    expect(screen.getByRole('button', { name: 'Change the photo of Margaret Thompson' })).toBeTruthy();
    expect(section('Children').textContent).toContain('May pick up');
  });

  it("changes the children's roles in place, among the family's children", async () => {
    const calls = answers(MARGARET, { 'POST /api/contact/updateChildren': () => MARGARET });
    renderPage(<ContactPage />, { path: '/contacts/view/11' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Change the children' }));
    const liamPickUp = await screen.findByRole('checkbox', { name: 'May pick up Liam Thompson' });
    fireEvent.click(liamPickUp);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Call about Emma Thompson in an emergency' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'May pick up Emma Thompson' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updateChildren')).toEqual([{
      contactId: 11, children: [{ childId: 9, emergency: true, mayPickUp: true }],
    }]));
  });

  it('asks for a phone before a contact without one is called in an emergency, and saves nothing', async () => {
    const pickUpOnly = {
      ...MARGARET, mobile: null, phones: { mobile: null, home: null, work: null },
      children: [{ child: { id: 7, label: 'Emma Thompson' }, callOrder: 1, emergency: false, mayPickUp: true }],
    };
    const calls = answers(pickUpOnly, { 'POST /api/contact/updateChildren': () => pickUpOnly });
    renderPage(<ContactPage />, { path: '/contacts/view/11' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Change the children' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Call about Emma Thompson in an emergency' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add a phone first: a contact called in an emergency needs at least one phone')).toBeTruthy();
    expect(bodies(calls, 'POST /api/contact/updateChildren')).toEqual([]);
  });

  it('deletes the contact after asking, then shows the family\'s contacts', async () => {
    const calls = answers(MARGARET, { 'DELETE /api/contact/delete': () => undefined });
    const { router } = renderPage(<ContactPage />, { path: '/contacts/view/11' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete this contact' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'DELETE /api/contact/delete').map((call) => call.url.search)).toEqual(['?contactId=11']));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/contacts?familyId=5'));
  });

  it('shows staff no address and no way to change anything', async () => {
    answers({ ...MARGARET, address: null, canEdit: false });
    renderPage(<ContactPage />, { path: '/contacts/view/11', user: staff });
    await heading();
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete this contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the photo/ })).toBeNull();
  });

  it('says once, on the page, that the contact is not found', async () => {
    answers(MARGARET, { 'GET /api/contact/byId': () => Response.json({ message: 'This contact was not found' }, { status: 404 }) });
    const { store } = renderPage(<ContactPage />, { path: '/contacts/view/99' });
    expect(await screen.findByText('This contact was not found')).toBeTruthy();
    expect(store.getState().snackbar.open).toBe(false);
  });
});
