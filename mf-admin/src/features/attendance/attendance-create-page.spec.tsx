import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import AttendanceCreatePage from './attendance-create-page';
import { typeInto } from './attendance-testing';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }];
const CHILDREN = [{
  id: 7, label: 'Emma Thompson', firstName: 'Emma', lastName: 'Thompson', birthDate: '2022-01-01', photoUrl: null, status: 0, rId: null, signedInAt: null,
  incident: 0, onGoingMedication: 0, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 2,
}];
const STAFF = [{ id: 3, label: 'Daniel Okafor', firstName: 'Daniel', lastName: 'Okafor', hasPin: true, homeRoomId: 1, status: 0, rId: null, signedInAt: null }];

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/room/list': () => ROOMS,
    'GET /api/tablet/childrenList': () => CHILDREN,
    'GET /api/tablet/staffList': () => STAFF,
    'POST /api/attendance/create': (call) => ({ id: 90, ...(call.body as object) }),
    ...overrides,
  });
}

const creations = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/attendance/create').map((call) => call.body);

describe('adding a stay', () => {
  afterEach(() => jest.restoreAllMocks());

  it("adds a child's forgotten stay on the address's day in their home room, then shows their history", async () => {
    const calls = answers();
    const { router } = renderPage(<AttendanceCreatePage />, { path: '/attendance/create/7/children/2026-11-20' });

    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect((screen.getByLabelText('Sign-in date') as HTMLInputElement).value).toBe('2026-11-20');
    typeInto('Sign-in time', '8:15 AM');
    typeInto('Sign-out time', '3:30 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Add attendance' }));

    await waitFor(() => expect(creations(calls)).toEqual([
      { personType: 'child', personId: 7, roomId: 2, startedAt: dayjs('2026-11-20T08:15').format(), endedAt: dayjs('2026-11-20T15:30').format() },
    ]));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attendance\/search\/children\/7/));
  });

  it("adds a staff member's stay (user type 2) that is still open, today by default", async () => {
    const calls = answers();
    renderPage(<AttendanceCreatePage />, { path: '/attendance/create/3/2' });
    expect(await screen.findByRole('heading', { name: 'Daniel Okafor' })).toBeTruthy();
    expect(calls.some((call) => call.key === 'GET /api/tablet/childrenList')).toBe(false);
    const today = dayjs().format('YYYY-MM-DD');
    expect((screen.getByLabelText('Sign-in date') as HTMLInputElement).value).toBe(today);
    typeInto('Sign-in time', '12:00 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Add attendance' }));
    await waitFor(() => expect(creations(calls)).toEqual([
      { personType: 'staff', personId: 3, roomId: 1, startedAt: dayjs(`${today}T00:00`).format(), endedAt: null },
    ]));
  });

  it('asks for the sign-in time before sending anything', async () => {
    const calls = answers();
    renderPage(<AttendanceCreatePage />, { path: '/attendance/create/7/children' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    fireEvent.click(screen.getByRole('button', { name: 'Add attendance' }));
    expect(await screen.findByText('Enter the sign-in time')).toBeTruthy();
    expect(creations(calls)).toEqual([]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const overlap = 'This would put a person in two places at once: Emma Thompson is already signed in then';
    answers({ 'POST /api/attendance/create': () => Response.json({ statusCode: 400, message: overlap }, { status: 400 }) });
    const { router } = renderPage(<AttendanceCreatePage />, { path: '/attendance/create/7/children/2026-11-20' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    typeInto('Sign-in time', '8:15 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Add attendance' }));
    expect((await screen.findByRole('alert')).textContent).toContain(overlap);
    expect(router.state.location.pathname).toBe('/attendance/create/7/children/2026-11-20');
  });

  it('says so when the address names no known person type', async () => {
    answers();
    renderPage(<AttendanceCreatePage />, { path: '/attendance/create/7/parents' });
    expect(await screen.findByText('No such person')).toBeTruthy();
  });
});
