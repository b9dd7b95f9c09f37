import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { EMMA, EMMA_ITEM, bodies, choose } from '../children/children-testing';
import ContactAddPage from './contact-add-page';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/child/byId': () => EMMA, 'GET /api/child/list': () => ({ items: [EMMA_ITEM], total: 1 }), ...overrides });
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('a new contact', () => {
  afterEach(() => jest.restoreAllMocks());

  it("joins the family of the child in the address, called for that child, then opens the contact's record", async () => {
    const calls = answers({ 'POST /api/contact/create': () => ({ id: 20 }) });
    const { router } = renderPage(<ContactAddPage />, { path: '/contacts/add?childId=7' });
    await screen.findByRole('checkbox', { name: 'May pick up Liam Thompson' });
    type('First name', 'Rosa');
    type('Last name', 'Lima');
    type('Relation to the family', ' Aunt ');
    await choose('Country of Mobile', 'Brazil +55');
    type('Mobile', '21987654321');
    fireEvent.click(screen.getByRole('checkbox', { name: 'May pick up Liam Thompson' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/create')).toEqual([{
      familyId: 5, firstName: 'Rosa', lastName: 'Lima', relation: 'Aunt', mobile: { country: 'BR', number: '21987654321' }, home: null, work: null, email: null,
      children: [{ childId: 7, emergency: true, mayPickUp: false }, { childId: 9, emergency: false, mayPickUp: true }],
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/view/20'));
  });

  it('asks for a child to call about or to pick up', async () => {
    const calls = answers();
    renderPage(<ContactAddPage />, { path: '/contacts/add?childId=7' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Call about Emma Thompson in an emergency' }));
    type('First name', 'Rosa');
    type('Last name', 'Lima');
    type('Relation to the family', 'Aunt');
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    expect(await screen.findByText('Tick at least one child, to call or to pick up')).toBeTruthy();
    expect(bodies(calls, 'POST /api/contact/create')).toEqual([]);
  });

  it('asks for a phone of an emergency contact under the phones, and takes any one of the three', async () => {
    const calls = answers({ 'POST /api/contact/create': () => ({ id: 20 }) });
    renderPage(<ContactAddPage />, { path: '/contacts/add?childId=7' });
    await screen.findByRole('checkbox', { name: 'Call about Emma Thompson in an emergency' });
    type('First name', 'Rosa');
    type('Last name', 'Lima');
    type('Relation to the family', 'Aunt');
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    expect(await screen.findByText('An emergency contact needs at least one phone: mobile, home or work')).toBeTruthy();
    expect(bodies(calls, 'POST /api/contact/create')).toEqual([]);
    type('Work phone', '416 555 0144');
    await waitFor(() => expect(screen.queryByText('An emergency contact needs at least one phone: mobile, home or work')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/create')).toMatchObject([{ mobile: null, home: null, work: { country: 'US', number: '4165550144' } }]));
  });

  it('adds a person who only picks up without a phone', async () => {
    const calls = answers({ 'POST /api/contact/create': () => ({ id: 20 }) });
    renderPage(<ContactAddPage />, { path: '/contacts/add?childId=7' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Call about Emma Thompson in an emergency' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'May pick up Emma Thompson' }));
    type('First name', 'Rosa');
    type('Last name', 'Lima');
    type('Relation to the family', 'Aunt');
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/create')).toMatchObject([{
      mobile: null, home: null, work: null, children: [{ childId: 7, emergency: false, mayPickUp: true }],
    }]));
    expect(screen.queryByText('An emergency contact needs at least one phone: mobile, home or work')).toBeNull();
  });

  it('says once when the child in the address is not found, and leads to choosing the family by another child', async () => {
    answers({ 'GET /api/child/byId': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    const { router, store } = renderPage(<ContactAddPage />, { path: '/contacts/add?childId=999' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the contact' })).toBeNull();
    expect(store.getState().snackbar.open).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Choose the family by another child' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('Child of the family')).toBeTruthy();
  });

  it('chooses the family by one of its children when none is in the address', async () => {
    answers();
    const { router } = renderPage(<ContactAddPage />, { path: '/contacts/add' });
    await choose('Child of the family', 'Emma Thompson');
    await waitFor(() => expect(router.state.location.search).toBe('?childId=7'));
    expect(await screen.findByRole('checkbox', { name: 'May pick up Emma Thompson' })).toBeTruthy();
  });
});
