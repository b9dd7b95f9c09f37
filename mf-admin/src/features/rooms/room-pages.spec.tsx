import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import RoomCreatePage from './room-create-page';
import RoomUpdatePage from './room-update-page';

const AGE_GROUPS = [
  { id: 1, label: 'Infants', minMonths: 0, maxMonths: 18, childrenPerStaff: 3 },
  { id: 2, label: 'Toddlers', minMonths: 18, maxMonths: 30, childrenPerStaff: 5 },
];
const SETTINGS = { roomId: 3, label: 'Toddlers', inRatio: true, capacity: 15, ageGroupId: 2, childrenPerStaff: null, opensAt: '07:00', closesAt: '18:00' };
const DETAIL = {
  id: 3, label: 'Toddlers', inRatio: true, capacity: 15, ageGroupId: 2, ageGroupLabel: 'Toddlers', childrenPerStaff: 5,
  enrolled: 12, childrenIn: 11, staffIn: 2, requiredStaff: 3,
};

const callsTo = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key);
const badRequest = (message: string) => () => Response.json({ statusCode: 400, message, error: 'Bad Request' }, { status: 400 });

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/daycare/ageGroups': () => AGE_GROUPS,
    'GET /api/room/settings': () => SETTINGS,
    'GET /api/room/byId': () => DETAIL,
    'POST /api/room/update': (call) => ({ ...DETAIL, ...(call.body as object), id: (call.body as { id?: number }).id ?? 9 }),
    'POST /api/room/updateSettings': (call) => ({ ...SETTINGS, ...(call.body as object) }),
    ...overrides,
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the room edit page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the room's settings and live ratio, saves changes and goes back to the attendance page", async () => {
    const calls = answers();
    const { router, store } = renderPage(<RoomUpdatePage />, { path: '/rooms/update/3' });
    expect((await screen.findByLabelText('Name') as HTMLInputElement).value).toBe('Toddlers');
    expect(field('Capacity').value).toBe('15');
    expect(field('Opens at').value).toBe('07:00');
    expect(await screen.findByText('Toddlers (18 to 30 months, 1 staff to 5)')).toBeTruthy();
    expect((await screen.findByTestId('live-ratio-3')).textContent).toBe('11 children in · 2 staff in · 3 requiredShort 1 staff');

    fireEvent.change(field('Capacity'), { target: { value: '18' } });
    fireEvent.change(field('Children per staff member'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/children'));
    expect(callsTo(calls, 'POST /api/room/update').map((call) => call.body)).toEqual([{ id: 3, label: 'Toddlers', inRatio: true }]);
    expect(callsTo(calls, 'POST /api/room/updateSettings').map((call) => call.body)).toEqual([
      { roomId: 3, inRatio: true, capacity: 18, ageGroupId: 2, childrenPerStaff: 4, opensAt: '07:00', closesAt: '18:00' },
    ]);
    expect(selectSnackbar(store.getState()).text).toBe('Toddlers is saved');
  });

  it("shows the server's message and stays when the name is taken, saving no settings", async () => {
    const calls = answers({ 'POST /api/room/update': badRequest('A room with this name already exists') });
    const { router } = renderPage(<RoomUpdatePage />, { path: '/rooms/update/3' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Infants' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('A room with this name already exists');
    expect(callsTo(calls, 'POST /api/room/updateSettings')).toEqual([]);
    expect(router.state.location.pathname).toBe('/rooms/update/3');
  });

  it('says what to fix before sending a blank name or a closing time before the opening', async () => {
    const calls = answers();
    renderPage(<RoomUpdatePage />, { path: '/rooms/update/3' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.change(field('Closes at'), { target: { value: '06:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Enter the room's name")).toBeTruthy();
    expect(await screen.findByText('The room must close after it opens')).toBeTruthy();
    expect(callsTo(calls, 'POST /api/room/update')).toEqual([]);
  });

  it('deletes the room after confirmation, and shows why when it cannot', async () => {
    let attempts = 0;
    const calls = answers({
      'DELETE /api/room/delete': () => (++attempts === 1 ? badRequest('This room has attendance records, so it cannot be deleted; rename it instead')() : undefined),
    });
    const { router } = renderPage(<RoomUpdatePage />, { path: '/rooms/update/3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete room' }));
    expect(await screen.findByText('Delete Toddlers?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This room has attendance records');
    expect(router.state.location.pathname).toBe('/rooms/update/3');

    fireEvent.click(screen.getByRole('button', { name: 'Delete room' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/children'));
    expect(callsTo(calls, 'DELETE /api/room/delete').map((call) => call.url.searchParams.get('roomId'))).toEqual(['3', '3']);
  });

  it('says so when the room does not exist', async () => {
    answers({ 'GET /api/room/settings': () => Response.json({ message: 'This room was not found' }, { status: 404 }) });
    renderPage(<RoomUpdatePage />, { path: '/rooms/update/99' });
    expect(await screen.findByText('This room was not found')).toBeTruthy();
  });
});

describe('the new room page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('creates the room, then saves its settings under the new id', async () => {
    const calls = answers();
    const { router } = renderPage(<RoomCreatePage />, { path: '/rooms/create/1' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Preschool ' } });
    fireEvent.change(field('Capacity'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create room' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/children'));
    expect(callsTo(calls, 'POST /api/room/update').map((call) => call.body)).toEqual([{ label: 'Preschool', inRatio: true }]);
    expect(callsTo(calls, 'POST /api/room/updateSettings').map((call) => call.body)).toEqual([
      { roomId: 9, inRatio: true, capacity: 20, ageGroupId: null, childrenPerStaff: null, opensAt: null, closesAt: null },
    ]);
  });

  it('does not create a second room when the settings fail and the user tries again', async () => {
    let attempts = 0;
    const calls = answers({
      'POST /api/room/updateSettings': (call) => (++attempts === 1 ? badRequest('closesAt must be after opensAt')() : { ...SETTINGS, ...(call.body as object) }),
    });
    renderPage(<RoomCreatePage />, { path: '/rooms/create/1' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Preschool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create room' }));
    expect((await screen.findByRole('alert')).textContent).toContain('closesAt must be after opensAt');

    fireEvent.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/room/updateSettings')).toHaveLength(2));
    expect(callsTo(calls, 'POST /api/room/update').map((call) => call.body)).toEqual([
      { label: 'Preschool', inRatio: true }, { id: 9, label: 'Preschool', inRatio: true },
    ]);
  });

  it("offers the current centre instead of another centre's page", () => {
    answers();
    renderPage(<RoomCreatePage />, { path: '/rooms/create/7' });
    expect(screen.getByText('This centre was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a room to Little Acorns Early Learning' }).getAttribute('href')).toBe('/rooms/create/1');
  });
});
