import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatTime } from '@daycare/i18n';
import { mockApi, renderInApp, tablet, type ApiCall } from '@daycare/shared-features/testing';
import { child, member, typePin } from '../../testing';
import ChildPage from './child-page';

const AVA = child(1, 'Ava Patel', { hasAllergies: true, allergies: 'Peanuts', allergyCount: 1, onGoingMedication: 1 });
const AMARA = member(11, 'Amara Osei', { status: 1, rId: 1, signedInAt: '2026-11-23T07:30:00Z' });
const LUCAS = member(12, 'Lucas Martin');
const NEWBIE = member(13, 'Nora New', { hasPin: false });
const SARAH = { id: 40, label: 'Sarah Patel', hasPin: true };
const RAJ = { id: 41, label: 'Raj Patel', hasPin: false };

const TODAY = [
  { attendanceId: 70, child: { id: 1, label: 'Ava Patel' }, room: { id: 1, label: 'Infants' }, startedAt: '2026-11-23T08:05:00Z', endedAt: '2026-11-23T09:10:00Z', signedInBy: { id: 11, label: 'Amara Osei' }, signedOutBy: { id: 40, label: 'Sarah Patel' } },
  { attendanceId: 71, child: { id: 2, label: 'Liam Chen' }, room: { id: 1, label: 'Infants' }, startedAt: '2026-11-23T08:00:00Z', endedAt: null, signedInBy: null, signedOutBy: null },
];

const sends = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/tablet/updateAttendance').map((call) => call.body as Record<string, unknown>);

function answers(updateAttendance: (call: ApiCall) => unknown, ava = AVA, today: unknown[] = TODAY, notices: unknown[] = [], handOver: unknown[] = []) {
  return mockApi({
    'GET /api/onmyway/roomOmw': () => notices,
    'GET /api/tablet/childGuardians': (call) => (call.url.searchParams.get('childId') === '1' ? [SARAH, RAJ] : []),
    'GET /api/tablet/childrenList': () => [ava, child(2, 'Liam Chen')],
    'GET /api/tablet/homeRoomStaff': () => [AMARA, LUCAS, NEWBIE],
    'GET /api/tablet/staffList': () => [AMARA, LUCAS, NEWBIE],
    'GET /api/tablet/staffSelectList': () => [{ id: 11, label: 'Amara Osei' }, { id: 12, label: 'Lucas Martin' }, { id: 13, label: 'Nora New' }, { id: 3, label: 'Daniel Okafor' }],
    'GET /api/medical/roomAllergyList': () => [{ child: { id: 1, label: 'Ava Patel' }, allergies: 'Peanuts', items: [{ id: 5, label: 'Peanuts', severe: true }] }],
    'GET /api/medical/roomMedicationList': () => [{ child: { id: 1, label: 'Ava Patel' }, medications: [{ id: 8, label: 'Salbutamol', instructions: '2 puffs before outdoor play' }] }],
    'POST /api/tablet/updateAttendance': updateAttendance,
    'POST /api/tablet/dailyChildAttendances': () => today,
    'GET /api/pickup/child': () => ({ authorised: [{ kind: 'guardian', id: 40, label: 'Sarah Patel', relation: 'mother', photoUrl: null, mobile: null }], neverRelease: [] }),
    'GET /api/incident/handOver': () => ({ incidents: handOver }),
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

  it("reminds whoever signs a child out to hand over today's incident report the family has not signed, without stopping the sign-out", async () => {
    const fall = { id: 31, child: { id: 1, label: 'Ava Patel' }, occurredAt: '2026-11-23T10:15:00Z', summary: 'Bumped her head on the table.', location: 'Playroom', status: 'open', signedAt: null, reportedBy: null };
    answers(() => ({}), { ...AVA, status: 1, rId: 1, signedInAt: '2026-11-23T08:05:00Z' }, TODAY, [], [fall]);
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    expect(await screen.findByText('Ava had an incident today that the family has not signed yet')).toBeTruthy();
    expect(screen.getByText('Hand the report over at pick-up: Bumped her head on the table.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sarah Patel, Mother' })).toBeTruthy();
  });

  it("offers Sign out to a child who is in, and shows the server's message for a wrong PIN", async () => {
    const wrongPin = 'This PIN is not right for Lucas Martin';
    const calls = answers(() => Response.json({ statusCode: 400, message: wrongPin }, { status: 400 }), { ...AVA, status: 1, rId: 1, signedInAt: '2026-11-23T08:05:00Z' });
    const { router } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    expect(await screen.findByText(/^Signed in since/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Sarah Patel, Mother' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Who is signing' })).getByRole('button', { name: 'Lucas Martin' }));
    typePin('9999');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava out' }));

    expect((await screen.findByText(wrongPin)).closest('[role="alert"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tablet/child/1');
    expect(screen.getByRole('status', { name: /0 of 4 to 6 digits/ })).toBeTruthy();
    expect(sends(calls)[0]).toMatchObject({ action: 'signOut', signedById: 12, pin: '9999', pickup: { kind: 'guardian', id: 40 } });

    // Tapping again after the refusal sends the same tap's id: the gateway records one stay at most.
    typePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava out' }));
    await waitFor(() => expect(sends(calls)).toHaveLength(2));
    expect(sends(calls)[1].clientId).toBe(sends(calls)[0].clientId);
  });

  it("is signed in by one of the child's guardians with their PIN; a guardian without a PIN cannot be chosen", async () => {
    const at = '2026-11-23T13:42:00Z';
    const calls = answers(() => ({ clientId: 'x', attendanceId: 72, personType: 'child', person: { id: 1, label: 'Ava Patel' }, status: 1, room: { id: 1, label: 'Infants' }, at, signedInAt: at, signedOutAt: null, by: { kind: 'guardian', id: 40, label: 'Sarah Patel' } }));
    const { router, store } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    const guardians = await screen.findByRole('group', { name: "Ava's guardians" });
    expect(within(guardians).getByRole('button', { name: 'Raj Patel (no PIN set)' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(guardians).getByRole('button', { name: 'Sarah Patel' }));
    expect(within(guardians).getByRole('button', { name: 'Sarah Patel' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Sarah Patel, enter your PIN')).toBeTruthy();
    typePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tablet/search/child'));
    expect(sends(calls)).toEqual([{ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), personType: 'child', personId: 1, action: 'signIn', guardianId: 40, pin: '1234' }]);
    expect(store.getState().snackbar).toMatchObject({ open: true, text: `Ava Patel is signed in at ${formatTime(at)} by Sarah Patel` });
  });

  it("shows a guardian's wrong PIN beside the pad, and a staff member chosen after a guardian signs as staff", async () => {
    const wrongPin = 'The PIN of Sarah Patel is not correct';
    const calls = answers((call) => ((call.body as { guardianId?: number }).guardianId ? Response.json({ statusCode: 400, message: wrongPin }, { status: 400 }) : {}));
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    fireEvent.click(within(await screen.findByRole('group', { name: "Ava's guardians" })).getByRole('button', { name: 'Sarah Patel' }));
    typePin('9999');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava in' }));
    expect((await screen.findByText(wrongPin)).closest('[role="alert"]')).toBeTruthy();
    expect(sends(calls)[0]).toMatchObject({ guardianId: 40, pin: '9999' });
    expect(sends(calls)[0]).not.toHaveProperty('signedById');

    fireEvent.click(within(screen.getByRole('group', { name: 'Staff of the room' })).getByRole('button', { name: 'Amara Osei' }));
    expect(within(screen.getByRole('group', { name: "Ava's guardians" })).getByRole('button', { name: 'Sarah Patel' }).getAttribute('aria-pressed')).toBe('false');
    typePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Ava in' }));
    await waitFor(() => expect(sends(calls)).toHaveLength(2));
    expect(sends(calls)[1]).toMatchObject({ signedById: 11, pin: '1234' });
    expect(sends(calls)[1]).not.toHaveProperty('guardianId');
  });

  it('says on the card when and by whom a child who is in was signed in', async () => {
    const signedInAt = '2026-11-23T13:42:00Z';
    answers(() => undefined, { ...AVA, status: 1, rId: 1, signedInAt }, [
      { attendanceId: 72, child: { id: 1, label: 'Ava Patel' }, room: { id: 1, label: 'Infants' }, startedAt: signedInAt, endedAt: null, signedInBy: { id: 40, label: 'Sarah Patel' }, signedOutBy: null },
    ]);
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    expect(await screen.findByText(`Signed in ${formatTime(signedInAt)} by Sarah Patel`)).toBeTruthy();
  });

  it('says when a guardian is on the way for the child', async () => {
    const arrivingAt = '2026-11-23T21:40:00Z';
    answers(() => undefined, AVA, TODAY, [
      { id: 5, child: { id: 1, label: 'Ava Patel' }, room: { id: 1, label: 'Infants' }, guardian: { id: 40, label: 'Sarah Patel' }, arrivingAt, note: null, createdAt: arrivingAt, readAt: null, readBy: null },
    ]);
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    expect((await screen.findByTestId('child-on-the-way')).textContent).toBe(`Sarah Patel is on the way, arriving ~${formatTime(arrivingAt)}`);
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
      'GET /api/onmyway/roomOmw': () => [],
      'GET /api/tablet/childGuardians': () => Response.json({ statusCode: 404, message: 'This child was not found' }, { status: 404 }),
      'POST /api/tablet/dailyChildAttendances': () => [],
      'GET /api/pickup/child': () => Response.json({ statusCode: 404, message: 'This child was not found' }, { status: 404 }),
    });
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/99' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
  });
});
