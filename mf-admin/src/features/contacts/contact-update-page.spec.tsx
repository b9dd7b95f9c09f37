import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { bodies } from '../children/children-testing';
import { MARGARET } from '../guardians/guardians-testing';
import ContactUpdatePage from './contact-update-page';

function answers(record = MARGARET, overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/contact/byId': () => record, ...overrides });
}

const heading = () => screen.findByRole('heading', { name: 'Margaret Thompson' });
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe("the forms of a contact's record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('changes the name and relation, then goes back to the contact', async () => {
    const calls = answers(MARGARET, { 'POST /api/contact/updateName': () => MARGARET });
    const { router } = renderPage(<ContactUpdatePage />, { path: '/contacts/update/name/11' });
    await heading();
    type('Relation to the family', 'Grandma');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updateName')).toEqual([{ contactId: 11, firstName: 'Margaret', lastName: 'Thompson', relation: 'Grandma' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/view/11'));
  });

  it('changes phones and e-mail', async () => {
    const calls = answers(MARGARET, { 'POST /api/contact/updatePhones': () => MARGARET });
    renderPage(<ContactUpdatePage />, { path: '/contacts/update/phone/11' });
    await heading();
    type('Home phone', '(416) 555-0199');
    type('E-mail', '');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updatePhones')).toEqual([{
      contactId: 11, mobile: { country: 'US', number: '4165550177' }, home: { country: 'US', number: '4165550199' }, work: null, email: null,
    }]));
  });

  it("keeps an emergency contact's last phone: clearing it says a phone is needed and saves nothing", async () => {
    const calls = answers(MARGARET, { 'POST /api/contact/updatePhones': () => MARGARET });
    renderPage(<ContactUpdatePage />, { path: '/contacts/update/phone/11' });
    await heading();
    type('Mobile', '');
    save();
    expect(await screen.findByText('An emergency contact needs at least one phone: mobile, home or work')).toBeTruthy();
    expect(bodies(calls, 'POST /api/contact/updatePhones')).toEqual([]);
  });

  it('lets a contact who only picks up go without a phone', async () => {
    const pickUpOnly = { ...MARGARET, children: MARGARET.children.map((entry) => ({ ...entry, emergency: false, mayPickUp: true })) };
    const calls = answers(pickUpOnly, { 'POST /api/contact/updatePhones': () => pickUpOnly });
    renderPage(<ContactUpdatePage />, { path: '/contacts/update/phone/11' });
    await heading();
    type('Mobile', '');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updatePhones')).toEqual([{ contactId: 11, mobile: null, home: null, work: null, email: 'margaret@family.test' }]));
  });

  it('keeps letters typed into a phone and says to use digits, saving nothing', async () => {
    const calls = answers(MARGARET, { 'POST /api/contact/updatePhones': () => MARGARET });
    renderPage(<ContactUpdatePage />, { path: '/contacts/update/phone/11' });
    await heading();
    type('Mobile', 'ask at the desk');
    save();
    expect(await screen.findByText('Use digits, spaces and ( ) + - only')).toBeTruthy();
    expect((screen.getByLabelText('Mobile') as HTMLInputElement).value).toBe('ask at the desk');
    expect(bodies(calls, 'POST /api/contact/updatePhones')).toEqual([]);
  });

  it('changes the address, blank parts cleared', async () => {
    const calls = answers(MARGARET, { 'POST /api/contact/updateAddress': () => MARGARET });
    renderPage(<ContactUpdatePage />, { path: '/contacts/update/address/11' });
    await heading();
    type('City', ' ');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/updateAddress')).toEqual([{ contactId: 11, line: '9 Elm Street', city: null, province: 'ON', postalCode: null }]));
  });

  it('tells those who may not change the contact so', async () => {
    answers({ ...MARGARET, canEdit: false });
    renderPage(<ContactUpdatePage />, { path: '/contacts/update/name/11' });
    expect(await screen.findByText('You may not change this part of the record')).toBeTruthy();
  });
});
