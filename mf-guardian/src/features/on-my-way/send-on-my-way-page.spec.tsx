import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import SendOnMyWayPage from './send-on-my-way-page';

const child = (id: number, firstName: string) => ({
  id, status: 0, rId: null, incident: 0, onGoingMedication: 0, label: `${firstName} Thompson`, firstName, lastName: 'Thompson',
  birthDate: '2022-03-01', photoUrl: null, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, signedInAt: null, tagIds: [],
});
const sent = (body: { childId: number; minutes: number; note: string | null }) => ({
  id: body.childId + 100, child: { id: body.childId, label: body.childId === 1 ? 'Emma Thompson' : 'Liam Thompson' }, room: { id: 1, label: 'Toddlers' },
  guardian: { id: 4, label: 'Sarah Thompson' }, arrivingAt: '2026-03-02T20:45:00.000Z', note: body.note, createdAt: '2026-03-02T20:30:00.000Z', readAt: null, readBy: null,
});

describe('sending on my way', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends for the chosen children with a preset time and a note, then says so and goes back', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')],
      'POST /api/onmyway/send': ({ body }) => sent(body as never),
    });
    const { store, router } = renderInApp(<SendOnMyWayPage />, { user: testUser(), path: '/onmyway/send' });
    const send = () => screen.getByRole('button', { name: 'Send' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Emma Thompson' }));
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Liam Thompson' }));
    fireEvent.click(screen.getByRole('radio', { name: '15 min' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for the room' }), { target: { value: ' Grandma picks up ' } });
    expect(send().hasAttribute('disabled')).toBe(false);
    fireEvent.click(send());

    await waitFor(() => expect(router.state.location.pathname).toBe('/onmyway'));
    expect(calls.filter((call) => call.key === 'POST /api/onmyway/send').map((call) => call.body)).toEqual([
      { childId: 1, minutes: 15, note: 'Grandma picks up' },
      { childId: 2, minutes: 15, note: 'Grandma picks up' },
    ]);
    expect(selectSnackbar(store.getState()).text).toBe('Sent: the room knows you will be there in 15 minutes for Emma Thompson and Liam Thompson');
  });

  it('chooses an only child from the start and takes another number of minutes', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'POST /api/onmyway/send': ({ body }) => sent(body as never),
    });
    renderInApp(<SendOnMyWayPage />, { user: testUser(), path: '/onmyway/send' });
    expect((await screen.findByRole('checkbox', { name: 'Emma Thompson' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Other number of minutes' }), { target: { value: '45' } });
    fireEvent.blur(screen.getByRole('spinbutton', { name: 'Other number of minutes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/onmyway/send').map((call) => call.body)).toEqual([{ childId: 1, minutes: 45, note: null }]));
  });

  it('chooses the child the family home named in the address', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')] });
    renderInApp(<SendOnMyWayPage />, { user: testUser(), path: '/onmyway/send?childId=2' });
    expect((await screen.findByRole('checkbox', { name: 'Liam Thompson' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Emma Thompson' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says so when the family has no children at the centre', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => [] });
    renderInApp(<SendOnMyWayPage />, { user: testUser(), path: '/onmyway/send' });
    expect(await screen.findByText("No children are on your family's record at this centre yet")).toBeTruthy();
  });
});
