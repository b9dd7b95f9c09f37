import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import ChildRoomPage from './child-room-page';
import StaffRoomPage from './staff-room-page';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }, { id: 4, label: 'Gym', inRatio: false }];
const callsTo = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key);

async function pickOption(label: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Home room' }));
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

describe("the child's room page", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the child's home room and moves the child to another", async () => {
    const calls = mockApi({
      'GET /api/room/list': () => ROOMS,
      'GET /api/room/child': () => ({ child: { id: 12, label: 'Emma Thompson' }, room: { id: 1, label: 'Infants' } }),
      'POST /api/room/updateChild': () => ({ child: { id: 12, label: 'Emma Thompson' }, room: { id: 2, label: 'Toddlers' } }),
    });
    const { router, store } = renderPage(<ChildRoomPage />, { path: '/rooms/child/12' });
    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect(screen.getByText(/Home room now: Infants\./)).toBeTruthy();
    expect(callsTo(calls, 'GET /api/room/child')[0].url.searchParams.get('childId')).toBe('12');

    await pickOption('Toddlers');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/children'));
    expect(callsTo(calls, 'POST /api/room/updateChild').map((call) => call.body)).toEqual([{ childId: 12, roomId: 2 }]);
    expect(selectSnackbar(store.getState()).text).toBe("Emma Thompson's home room is Toddlers");
  });

  it("shows the server's refusal and stays", async () => {
    mockApi({
      'GET /api/room/list': () => ROOMS,
      'GET /api/room/child': () => ({ child: { id: 12, label: 'Emma Thompson' }, room: null }),
      'POST /api/room/updateChild': () => Response.json({ message: 'This room was not found' }, { status: 404 }),
    });
    const { router } = renderPage(<ChildRoomPage />, { path: '/rooms/child/12' });
    expect(await screen.findByText(/No home room now\./)).toBeTruthy();
    await pickOption('Gym (not in ratio)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This room was not found');
    expect(router.state.location.pathname).toBe('/rooms/child/12');
  });

  it('says so when the child is not at this centre', async () => {
    mockApi({ 'GET /api/room/list': () => ROOMS, 'GET /api/room/child': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    renderPage(<ChildRoomPage />, { path: '/rooms/child/77' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
  });
});

describe("the staff member's room page", () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes a staff member out of any home room', async () => {
    const calls = mockApi({
      'GET /api/room/list': () => ROOMS,
      'GET /api/room/staff': () => ({ staff: { id: 3, label: 'Daniel Okafor' }, room: { id: 2, label: 'Toddlers' } }),
      'POST /api/room/updateStaff': () => ({ staff: { id: 3, label: 'Daniel Okafor' }, room: null }),
    });
    const { store } = renderPage(<StaffRoomPage />, { path: '/rooms/staff/3' });
    expect(await screen.findByText(/Home room now: Toddlers\./)).toBeTruthy();
    await pickOption('No home room');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/room/updateStaff').map((call) => call.body)).toEqual([{ staffId: 3, roomId: null }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Daniel Okafor has no home room now'));
  });
});
