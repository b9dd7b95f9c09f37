import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderInApp, testUser, type ApiCall } from '@daycare/shared-features/testing';
import ContactUpdatePage from './contact-update-page';
import { GRANDMA } from './contacts-testing';

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const bodies = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe("the forms of a family's contact", () => {
  afterEach(() => jest.restoreAllMocks());

  it('changes the name and relation, then goes back to the contact', async () => {
    const calls = mockApi({ 'GET /api/contact/byId': () => GRANDMA, 'POST /api/contact/updateName': () => GRANDMA });
    const { router } = renderInApp(<ContactUpdatePage />, { user: testUser(), path: '/contacts/update/name/11' });
    await screen.findByRole('heading', { name: 'Margaret Thompson' });
    type('Relation to the family', ' Grandma ');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updateName')).toEqual([{ contactId: 11, firstName: 'Margaret', lastName: 'Thompson', relation: 'Grandma' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/view/11'));
  });

  it('changes the phones in their masks', async () => {
    const calls = mockApi({ 'GET /api/contact/byId': () => GRANDMA, 'POST /api/contact/updatePhones': () => GRANDMA });
    renderInApp(<ContactUpdatePage />, { user: testUser(), path: '/contacts/update/phone/11' });
    await screen.findByRole('heading', { name: 'Margaret Thompson' });
    expect((screen.getByLabelText('Mobile') as HTMLInputElement).value).toBe('(416) 555-0177');
    type('Work phone', '6135550111');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updatePhones')).toEqual([{
      contactId: 11, mobile: { country: 'US', number: '4165550177' }, home: null, work: { country: 'US', number: '6135550111' }, email: null,
    }]));
  });

  it('changes the address', async () => {
    const calls = mockApi({ 'GET /api/contact/byId': () => GRANDMA, 'POST /api/contact/updateAddress': () => GRANDMA });
    renderInApp(<ContactUpdatePage />, { user: testUser(), path: '/contacts/update/address/11' });
    await screen.findByRole('heading', { name: 'Margaret Thompson' });
    type('Postal code', 'M4K 1A1');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updateAddress')).toEqual([{ contactId: 11, line: '9 Elm Street', city: 'Toronto', province: 'ON', postalCode: 'M4K 1A1' }]));
  });
});
