import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderInApp, tablet, type ApiCall } from '@daycare/shared-features/testing';
import { member, typePin } from '../../testing';
import StaffPage from './staff-page';
import StaffSearchPage from './staff-search-page';

const AMARA = member(11, 'Amara Osei', { status: 1, rId: 1, signedInAt: '2026-11-23T07:30:00Z' });
const LUCAS = member(12, 'Lucas Martin');
const NORA = member(13, 'Nora New', { hasPin: false });
const PRIYA = member(14, 'Priya Shah', { status: 1, rId: 2, signedInAt: '2026-11-23T07:45:00Z' });

const sends = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/tablet/updateAttendance').map((call) => call.body as Record<string, unknown>);

function answers(updateAttendance: (call: ApiCall) => unknown = () => ({})) {
  return mockApi({ 'GET /api/tablet/staffList': () => [AMARA, LUCAS, NORA, PRIYA], 'POST /api/tablet/updateAttendance': updateAttendance });
}

describe("the room tablet's staff", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the room staff with who is in, each card leading to its sign-in page, and finds them by name', async () => {
    answers();
    renderInApp(<StaffSearchPage />, { user: tablet, path: '/tablet/search/staff' });
    const amara = await screen.findByTestId('staff-card-11');
    // A card is named by what it shows: the name, then in or out.
    expect(screen.getByRole('link', { name: /^Amara Osei In since/ })).toBe(amara);
    expect(amara.getAttribute('href')).toBe('/tablet/staff/11');
    expect(within(amara).getByText(/^In since/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lucas Martin Out' })).toBe(screen.getByTestId('staff-card-12'));
    expect(within(screen.getByTestId('staff-card-13')).getByText('No PIN yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /No PIN yet$/ })).toBe(screen.getByTestId('staff-card-13'));
    expect(screen.getByRole('link', { name: 'Priya Shah In another room' })).toBe(screen.getByTestId('staff-card-14'));
    expect(screen.getByText('1 staff member in')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'luc' } });
    expect(screen.queryByTestId('staff-card-11')).toBeNull();
    expect(screen.getByTestId('staff-card-12')).toBeTruthy();
  });

  it('signs a staff member in with their own PIN and goes back to the staff with a success message', async () => {
    const calls = answers();
    const { router, store } = renderInApp(<StaffPage />, { user: tablet, path: '/tablet/staff/12' });
    expect(await screen.findByRole('heading', { name: 'Lucas Martin' })).toBeTruthy();
    expect(screen.getByText('Lucas, enter your PIN')).toBeTruthy();
    typePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tablet/search/staff'));
    expect(sends(calls)).toEqual([{ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), personType: 'staff', personId: 12, action: 'signIn', pin: '1234' }]);
    expect(store.getState().snackbar).toMatchObject({ open: true, text: 'Lucas Martin is signed in' });
  });

  it("signs out a staff member who is in, and shows the server's message for a wrong PIN", async () => {
    const wrongPin = 'Wrong PIN';
    const calls = answers(() => Response.json({ statusCode: 400, message: wrongPin }, { status: 400 }));
    const { router } = renderInApp(<StaffPage />, { user: tablet, path: '/tablet/staff/11' });
    await screen.findByRole('heading', { name: 'Amara Osei' });
    typePin('0000');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByText(wrongPin)).closest('[role="alert"]')).toBeTruthy();
    // By the time the message shows the pad is empty, so a PIN typed on reading it is whole.
    expect(screen.getByRole('status', { name: 'PIN, 0 of 4 to 6 digits entered' })).toBeTruthy();
    typePin('1234');
    expect(screen.getByRole('status', { name: 'PIN, 4 of 4 to 6 digits entered' })).toBeTruthy();
    expect(sends(calls)[0]).toMatchObject({ personType: 'staff', personId: 11, action: 'signOut', pin: '0000' });
    expect(router.state.location.pathname).toBe('/tablet/staff/11');
  });

  it('says when the staff member is signed in to another room, and offers Sign out', async () => {
    answers();
    renderInApp(<StaffPage />, { user: tablet, path: '/tablet/staff/14' });
    expect(await screen.findByText(/^Signed in to another room since/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('tells a staff member without a PIN to set one first', async () => {
    answers();
    renderInApp(<StaffPage />, { user: tablet, path: '/tablet/staff/13' });
    expect(await screen.findByText('Nora has no PIN yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
