import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { formatTime, setLanguage } from '@daycare/i18n';
import { mockApi, renderInApp, tablet, type ApiCall } from '@daycare/shared-features/testing';
import { child, member, typePin } from '../../testing';
import ChildPage from './child-page';

const NOAH = child(1, 'Noah Thompson', { status: 1, rId: 1, signedInAt: '2026-11-26T08:05:00Z' });
const AMARA = member(11, 'Amara Osei', { status: 1, rId: 1 });
const SARAH = { kind: 'guardian', id: 40, label: 'Sarah Thompson', relation: 'mother', photoUrl: '/api/files/9/thumbnail?sig=x', mobile: null };
const ROSA = { kind: 'contact', id: 7, label: 'Rosa Silva', relation: 'Grandmother', photoUrl: null, mobile: null };
const MARK = { id: 3, name: 'Mark Thompson', description: 'Court order: no contact; tall, beard', documentNote: null, createdAt: '2026-10-01T00:00:00Z' };
const AT = '2026-11-26T21:10:00Z';

const sends = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/tablet/updateAttendance').map((call) => call.body as Record<string, unknown>);

function answers(updateAttendance: (call: ApiCall) => unknown) {
  return mockApi({
    'GET /api/onmyway/roomOmw': () => [],
    'GET /api/tablet/childGuardians': () => [{ id: 40, label: 'Sarah Thompson', hasPin: true }],
    'GET /api/tablet/childrenList': () => [NOAH],
    'GET /api/tablet/homeRoomStaff': () => [AMARA],
    'GET /api/tablet/staffList': () => [AMARA],
    'GET /api/tablet/staffSelectList': () => [{ id: 11, label: 'Amara Osei' }, { id: 3, label: 'Daniel Okafor' }],
    'POST /api/tablet/dailyChildAttendances': () => [],
    'GET /api/pickup/child': () => ({ authorised: [SARAH, ROSA], neverRelease: [MARK] }),
    'POST /api/tablet/updateAttendance': updateAttendance,
  });
}

const signedOut = (pickup: object) => ({
  clientId: 'x', attendanceId: 80, personType: 'child', person: { id: 1, label: 'Noah Thompson' }, status: 0, room: { id: 1, label: 'Infants' },
  at: AT, signedInAt: '2026-11-26T08:05:00Z', signedOutAt: AT, by: { kind: 'staff', id: 11, label: 'Amara Osei' }, pickup,
});

async function openSomeoneElse() {
  fireEvent.click(await screen.findByRole('button', { name: /Someone else/ }));
}

describe("the tablet's sign-out asks who picks the child up", () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('says when the pick-up list could not be loaded, and shows it after trying again', async () => {
    let failing = true;
    const calls = mockApi({
      'GET /api/onmyway/roomOmw': () => [],
      'GET /api/tablet/childGuardians': () => [{ id: 40, label: 'Sarah Thompson', hasPin: true }],
      'GET /api/tablet/childrenList': () => [NOAH],
      'GET /api/tablet/homeRoomStaff': () => [AMARA],
      'GET /api/tablet/staffList': () => [AMARA],
      'GET /api/tablet/staffSelectList': () => [],
      'POST /api/tablet/dailyChildAttendances': () => [],
      'GET /api/pickup/child': () => {
        if (!failing) return { authorised: [SARAH], neverRelease: [MARK] };
        failing = false;
        return Response.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 });
      },
    });
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    const question = await screen.findByRole('group', { name: 'Who is picking Noah up?' });
    expect(await within(question).findByText(/The pick-up list could not be loaded/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Try again' }));
    expect(await within(question).findByRole('button', { name: 'Sarah Thompson, Mother' })).toBeTruthy();
    expect(within(question).queryByText(/could not be loaded/)).toBeNull();
    expect(await screen.findByText('Never release Noah to Mark Thompson')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'GET /api/pickup/child')).toHaveLength(2);
  });

  it("shows the never-release warning and the child's authorised people with their photo or initials, and records the guardian chosen", async () => {
    const calls = answers(() => signedOut({ kind: 'guardian', id: 40, name: 'Sarah Thompson', reason: null, allowedBy: null }));
    const { router, store } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    const warning = await screen.findByTestId('never-release');
    expect(within(warning).getByText('Never release Noah to Mark Thompson')).toBeTruthy();
    expect(within(warning).getByText('Court order: no contact; tall, beard')).toBeTruthy();
    const question = await screen.findByRole('group', { name: 'Who is picking Noah up?' });
    const sarah = within(question).getByRole('button', { name: 'Sarah Thompson, Mother' });
    expect(sarah.querySelector('img')?.getAttribute('src')).toBe(SARAH.photoUrl);
    expect(within(sarah).getByText('Mother')).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Rosa Silva, Grandmother' }).textContent).toContain('RS');
    expect(screen.queryByRole('button', { name: /^Sign Noah out/ })).toBeNull();

    fireEvent.click(within(question).getByRole('button', { name: 'Sarah Thompson, Mother' }));
    expect(screen.getByText('Picked up by Sarah Thompson')).toBeTruthy();
    // The guardian picking up is already chosen to confirm with her PIN.
    expect(screen.getByText('Sarah Thompson, enter your PIN')).toBeTruthy();
    typePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Noah out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tablet/search/child'));
    expect(sends(calls)).toEqual([{ clientId: expect.any(String), personType: 'child', personId: 1, action: 'signOut', guardianId: 40, pin: '1234', pickup: { kind: 'guardian', id: 40 } }]);
    expect(store.getState().snackbar).toMatchObject({ open: true, text: `Noah Thompson went home with Sarah Thompson at ${formatTime(AT)}` });
  });

  it('lets someone else take the child with a name, a reason and a staff PIN, and says the director has been told', async () => {
    const calls = answers(() => signedOut({ kind: 'other', id: null, name: 'Carol Diaz', reason: 'Aunt', allowedBy: { id: 11, label: 'Amara Osei' } }));
    const { router, store } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    await openSomeoneElse();
    expect(screen.queryByRole('group', { name: "Noah's guardians" })).toBeNull();
    const signOut = screen.getByRole('button', { name: 'Sign Noah out' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Staff of the room' })).getByRole('button', { name: 'Amara Osei' }));
    expect(screen.getByText('Amara Osei, enter your PIN to allow it')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Their full name'), { target: { value: 'Carol Diaz' } });
    // No PIN before the reason is given.
    expect(screen.getByRole('button', { name: '1' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Aunt ' } });
    typePin('2468');
    expect(signOut.hasAttribute('disabled')).toBe(false);
    fireEvent.click(signOut);

    await waitFor(() => expect(router.state.location.pathname).toBe('/tablet/search/child'));
    expect(sends(calls)).toEqual([
      { clientId: expect.any(String), personType: 'child', personId: 1, action: 'signOut', pickup: { kind: 'other', name: 'Carol Diaz', reason: 'Aunt', staffId: 11, staffPin: '2468' } },
    ]);
    expect(store.getState().snackbar).toMatchObject({ text: `Noah Thompson went home with Carol Diaz at ${formatTime(AT)}. The director has been told.` });
  });

  it('refuses a never-release name as it is typed, and shows the gateway refusal with the pad cleared', async () => {
    const refusal = 'Do not release Noah Thompson to Mark Thompson: this person is on the never-release list. Keep the child in the room and call the director now.';
    const calls = answers(() => Response.json({ statusCode: 400, message: refusal }, { status: 400 }));
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    await openSomeoneElse();
    fireEvent.click(within(screen.getByRole('group', { name: 'Staff of the room' })).getByRole('button', { name: 'Amara Osei' }));
    fireEvent.change(screen.getByLabelText('Their full name'), { target: { value: ' MÁRK  thompson' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Father' } });
    expect(screen.getByText('Do not release the child to Mark Thompson: call the director').closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1' }).hasAttribute('disabled')).toBe(true);

    // A spelling the tablet does not catch is refused by the gateway.
    fireEvent.change(screen.getByLabelText('Their full name'), { target: { value: 'Mark T.' } });
    typePin('2468');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Noah out' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(sends(calls)).toHaveLength(1);
    expect(screen.getByRole('status', { name: /0 of 4 to 6 digits/ })).toBeTruthy();
  });

  it('goes back to the choice, and the choice has big buttons with names a screen reader reads (axe)', async () => {
    answers(() => ({}));
    const { container } = renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    await openSomeoneElse();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const rosa = await screen.findByRole('button', { name: 'Rosa Silva, Grandmother' });
    expect(parseInt(rosa.style.minHeight, 10)).toBeGreaterThanOrEqual(48);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("names a guardian's relation in Portuguese and keeps a contact's relation in the family's own words", async () => {
    answers(() => ({}));
    renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
    await act(() => setLanguage('pt-BR'));
    const question = await screen.findByRole('group', { name: 'Quem vai buscar Noah?' });
    const sarah = await within(question).findByRole('button', { name: 'Sarah Thompson, Mãe' });
    expect(within(sarah).getByText('Mãe')).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Rosa Silva, Grandmother' })).toBeTruthy();
  });
});
