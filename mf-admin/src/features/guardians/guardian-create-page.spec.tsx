import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { bodies, choose } from '../children/children-testing';
import GuardianCreatePage from './guardian-create-page';

const FAMILIES = [{ id: 5, surnames: ['Thompson'], guardians: ['Sarah Thompson'], children: ['Emma Thompson'] }];

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/family/list': () => FAMILIES, ...overrides });
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

async function fillIn() {
  type('First name', ' David ');
  type('Last name', 'Thompson');
  type('E-mail', ' David@Example.com ');
  type('Mobile', '4165550188');
  await choose('Relation to the children', 'Father');
}

describe('a new guardian', () => {
  afterEach(() => jest.restoreAllMocks());

  it("joins the family from the address with an invitation, then opens the guardian's record", async () => {
    const calls = answers({ 'POST /api/guardian/create': () => ({ id: 15 }) });
    const { router, store } = renderPage(<GuardianCreatePage />, { path: '/guardians/create?familyId=5' });
    expect(await screen.findByText('Thompson family (Sarah Thompson, Emma Thompson)')).toBeTruthy();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Add the guardian' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/guardian/create')).toEqual([{
      familyId: 5, firstName: 'David', lastName: 'Thompson', email: 'david@example.com', relation: 'father',
      mobile: { country: 'US', number: '4165550188' }, language: 'en', sendInvitation: true,
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardians/15'));
    expect(selectSnackbar(store.getState()).text).toBe('David Thompson is added');
  });

  it('asks for the whole phone number and the family', async () => {
    const calls = answers();
    renderPage(<GuardianCreatePage />, { path: '/guardians/create' });
    type('Mobile', '41655');
    fireEvent.click(screen.getByRole('button', { name: 'Add the guardian' }));
    expect(await screen.findByText('Type the whole number, with the area code')).toBeTruthy();
    expect(screen.getByText('Choose the family')).toBeTruthy();
    expect(bodies(calls, 'POST /api/guardian/create')).toEqual([]);
  });

  it("shows the server's refusal of an e-mail already in use", async () => {
    answers({ 'POST /api/guardian/create': () => Response.json({ statusCode: 400, message: 'This e-mail address already has an account' }, { status: 400 }) });
    renderPage(<GuardianCreatePage />, { path: '/guardians/create?familyId=5' });
    await screen.findByText('Thompson family (Sarah Thompson, Emma Thompson)');
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Add the guardian' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This e-mail address already has an account');
  });
});
