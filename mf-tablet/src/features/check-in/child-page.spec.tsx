import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderInApp, tablet, type ApiCall } from '@daycare/ui/testing';
import { child, member, typePin } from '../../testing';
import ChildPage from './child-page';

const AVA = child(1, 'Ava Patel', { hasAllergies: true, allergies: 'Peanuts', allergyCount: 1, onGoingMedication: 1 });
const AMARA = member(11, 'Amara Osei', { status: 1, rId: 1, signedInAt: '2026-11-23T07:30:00Z' });
const LUCAS = member(12, 'Lucas Martin');
const NEWBIE = member(13, 'Nora New', { hasPin: false });

const sends = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/tablet/updateAttendance').map((call) => call.body as Record<string, unknown>);

function answers(updateAttendance: (call: ApiCall) => unknown, ava = AVA) {
  return mockApi({
    'GET /api/tablet/childrenList': () => [ava, child(2, 'Liam Chen')],
    'GET /api/tablet/homeRoomStaff': () => [AMARA, LUCAS, NEWBIE],
    'GET /api/tablet/staffList': () => [AMARA, LUCAS, NEWBIE],
    'GET /api/tablet/staffSelectList': () => [{ id: 11, label: 'Amara Osei' }, { id: 12, label: 'Lucas Martin' }, { id: 13, label: 'Nora New' }, { id: 3, label: 'Daniel Okafor' }],
    'GET /api/medical/roomAllergyList': () => [{ child: { id: 1, label: 'Ava Patel' }, allergies: 'Peanuts', items: [{ id: 5, label: 'Peanuts', severe: true }] }],
    'GET /api/medical/roomMedicationList': () => [{ child: { id: 1, label: 'Ava Patel' }, medications: [{ id: 8, label: 'Salbutamol', instructions: '2 puffs before outdoor play' }] }],
    'POST /api/tablet/updateAttendance': updateAttendance,
    'POST /api/tablet/dailyChildAttendances': () => [
      { attendanceId: 70, child: { id: 1, label: 'Ava Patel' }, room: { id: 1, label: 'Infants' }, startedAt: '2026-11-23T08:05:00Z', endedAt: '2026-11-23T09:10:00Z', signedInBy: { id: 11, label: 'Amara Osei' }, signedOutBy: { id: 40, label: 'Sarah Patel' } },
      { attendanceId: 71, child: { id: 2, label: 'Liam Chen' }, room: { id: 1, label: 'Infants' }, startedAt: '2026-11-23T08:00:00Z', endedAt: null, signedInBy: null, signedOutBy: null },
    ],
  });
}

describe("a child's check-in on the room tablet", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the child's card with the allergy and medication alerts and today's stays", async () => {
    answers(() => undefined);
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    expect(await screen.findByRole('heading', { name: 'Ava Patel' })).toBeTruthy();
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(screen.getByText('Allergies: Peanuts')).toBeTruthy();
    expect(await screen.findByText('Peanuts (severe)')).toBeTruthy();
    expect(await screen.findByText('Salbutamol: 2 puffs before outdoor play')).toBeTruthy();
    const today = screen.getByLabelText('Today');
    await waitFor(() => expect(within(today).getAllByRole('listitem')).toHaveLength(1));
    expect(within(today).getByRole('listitem').textContent).toMatch(/^In .+ by Amara Osei, out .+ by Sarah Patel \(Infants\)$/);
  });

  it('is signed in by a staff member of the room with their PIN, then goes back to the grid with a success message', async () => {
    const calls = answers(() => ({}));
    const { router, store } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    const signIn = await screen.findByRole('button', { name: 'Sign Ava in' });
    expect(signIn.hasAttribute('disabled')).toBe(true);

    const who = screen.getByRole('group', { name: 'Who is signing' });
    expect(within(who).getByRole('button', { name: 'Nora New (no PIN yet)' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(who).getByRole('button', { name: 'Amara Osei' }));
    expect(screen.getByText('Amara Osei, enter your PIN')).toBeTruthy();
    typePin('1234');
    expect(screen.getByRole('status', { name: /4 of 4 to 6 digits/ })).toBeTruthy();
    fireEvent.click(signIn);

    await waitFor(() => expect(router.state.location.pathname).toBe('/tablet/search/child'));
    const [sent] = sends(calls);
    expect(sent).toEqual({ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), personType: 'child', personId: 1, action: 'signIn', signedById: 11, pin: '1234' });
    expect(store.getState().snackbar).toMatchObject({ open: true, text: 'Ava Patel is signed in' });
  });

  it("offers Sign out to a child who is in, and shows the server's message for a wrong PIN", async () => {
    const wrongPin = 'This PIN is not right for Lucas Martin';
    const calls = answers(() => Response.json({ statusCode: 400, message: wrongPin }, { status: 400 }), { ...AVA, status: 1, rId: 1, signedInAt: '2026-11-23T08:05:00Z' });
    const { router } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    expect(await screen.findByText(/^Signed in since/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Who is signing' })).getByRole('button', { name: 'Lucas Martin' }));
    typePin('9999');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava out' }));

    expect((await screen.findByText(wrongPin)).closest('[role="alert"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tablet/child/1');
    expect(screen.getByRole('status', { name: /0 of 4 to 6 digits/ })).toBeTruthy();
    expect(sends(calls)[0]).toMatchObject({ action: 'signOut', signedById: 12, pin: '9999' });

    // Tapping again after the refusal sends the same tap's id: the gateway records one stay at most.
    typePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava out' }));
    await waitFor(() => expect(sends(calls)).toHaveLength(2));
    expect(sends(calls)[1].clientId).toBe(sends(calls)[0].clientId);
  });

  it('retries a sign-in whose answer was lost with the same client id', async () => {
    let attempt = 0;
    const calls = answers(() => (++attempt === 1 ? Response.json({ message: 'Bad gateway' }, { status: 502 }) : {}));
    const { router } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    fireEvent.click(within(await screen.findByRole('group', { name: 'Who is signing' })).getByRole('button', { name: 'Amara Osei' }));
    typePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tablet/search/child'));
    const [first, second] = sends(calls);
    expect(second.clientId).toBe(first.clientId);
  });

  it('says so when the child is not in this room', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [],
      'GET /api/tablet/childById': () => Response.json({ statusCode: 404, message: 'This child was not found' }, { status: 404 }),
      'GET /api/tablet/homeRoomStaff': () => [],
      'GET /api/tablet/staffList': () => [],
      'GET /api/tablet/staffSelectList': () => [],
      'POST /api/tablet/dailyChildAttendances': () => [],
    });
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/99' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
  });
});
