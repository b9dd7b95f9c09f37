import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderInApp, testUser, type ApiCall } from '@daycare/shared-features/testing';
import ContactAddPage from './contact-add-page';
import { CHILDREN } from './contacts-testing';

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const bodies = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);

describe('a new contact of the family', () => {
  afterEach(() => jest.restoreAllMocks());

  it("is called for and may pick up the ticked children, then opens the contact", async () => {
    const calls = mockApi({ 'GET /api/tablet/childrenList': () => CHILDREN, 'POST /api/contact/create': () => ({ id: 20 }) });
    const { router } = renderInApp(<ContactAddPage />, { user: testUser(), path: '/contacts/add' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Call about Emma Thompson in an emergency' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'May pick up Noah Thompson' }));
    type('First name', 'Rosa');
    type('Last name', 'Lima');
    type('Relation to the family', 'Aunt');
    type('Mobile', '4165550188');
    type('E-mail', ' Rosa@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/create')).toEqual([{
      firstName: 'Rosa', lastName: 'Lima', relation: 'Aunt', mobile: { country: 'US', number: '4165550188' }, home: null, work: null, email: 'rosa@example.com',
      children: [{ childId: 1, emergency: true, mayPickUp: false }, { childId: 2, emergency: false, mayPickUp: true }],
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/view/20'));
  });

  it('asks for a child, the names and the whole phone number before sending', async () => {
    const calls = mockApi({ 'GET /api/tablet/childrenList': () => CHILDREN });
    renderInApp(<ContactAddPage />, { user: testUser(), path: '/contacts/add' });
    await screen.findByRole('checkbox', { name: 'May pick up Emma Thompson' });
    type('Mobile', '41655');
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    expect(await screen.findByText('Tick at least one child, to call or to pick up')).toBeTruthy();
    expect(screen.getByText('Type the first name')).toBeTruthy();
    expect(screen.getByText('Type the whole number, with the area code')).toBeTruthy();
    expect(bodies(calls, 'POST /api/contact/create')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => CHILDREN,
      'POST /api/contact/create': () => Response.json({ statusCode: 400, message: 'children must name children of your family' }, { status: 400 }),
    });
    renderInApp(<ContactAddPage />, { user: testUser(), path: '/contacts/add' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'May pick up Emma Thompson' }));
    type('First name', 'Rosa');
    type('Last name', 'Lima');
    type('Relation to the family', 'Aunt');
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    expect((await screen.findByRole('alert')).textContent).toContain('children must name children of your family');
  });
});
