import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import AttendanceUpdatePage from './attendance-update-page';
import { clearPicker, typeInto } from './attendance-testing';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }];
// Local times of the browser, as the director reads and types them.
const STAY = {
  id: 41, personType: 'child', person: { id: 7, label: 'Emma Thompson' }, room: { id: 2, label: 'Toddlers' },
  startedAt: dayjs('2026-11-20T08:30').toISOString(), endedAt: dayjs('2026-11-20T16:45').toISOString(), minutes: 495,
  signedInBy: { id: 3, label: 'Daniel Okafor' }, signedOutBy: { id: 3, label: 'Daniel Okafor' },
};

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/room/list': () => ROOMS, 'GET /api/attendance/byId': () => STAY, ...overrides });
}

const saves = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/attendance/update').map((call) => call.body);

describe('correcting a stay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the recorded stay and saves the corrected sign-out, then goes back to the history', async () => {
    const calls = answers({ 'POST /api/attendance/update': () => STAY });
    const { router } = renderPage(<AttendanceUpdatePage />, { path: '/attendance/update/41' });

    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/attendance/byId')?.url.searchParams.get('id')).toBe('41');
    expect((screen.getByLabelText('Sign-in date') as HTMLInputElement).value).toBe('2026-11-20');
    expect((screen.getByLabelText('Sign-in time') as HTMLInputElement).value).toBe('8:30 AM');
    expect((screen.getByLabelText('Sign-out time') as HTMLInputElement).value).toBe('4:45 PM');
    expect(await screen.findByText('Toddlers', { selector: '.ant-select-content-value, .ant-select-selection-item, [title]' })).toBeTruthy();

    typeInto('Sign-out time', '5:10 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(calls)).toEqual([
      { id: 41, roomId: 2, startedAt: dayjs('2026-11-20T08:30').format(), endedAt: dayjs('2026-11-20T17:10').format() },
    ]));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attendance\/search\/children\/7/));
  });

  it("shows the server's refusal of an overlap and stays on the form", async () => {
    const overlap = 'This would put a person in two places at once: Emma Thompson already has a stay then';
    const calls = answers({ 'POST /api/attendance/update': () => Response.json({ statusCode: 400, message: overlap }, { status: 400 }) });
    const { router } = renderPage(<AttendanceUpdatePage />, { path: '/attendance/update/41' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });

    typeInto('Sign-in time', '7:00 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(overlap);
    expect(saves(calls)).toEqual([{ id: 41, roomId: 2, startedAt: dayjs('2026-11-20T07:00').format(), endedAt: dayjs('2026-11-20T16:45').format() }]);
    expect(router.state.location.pathname).toBe('/attendance/update/41');
  });

  it('sends no sign-out when its time is cleared (still in), and checks the order on the client', async () => {
    const calls = answers({ 'POST /api/attendance/update': () => STAY });
    renderPage(<AttendanceUpdatePage />, { path: '/attendance/update/41' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });

    typeInto('Sign-out time', '8:00 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The sign-out must be after the sign-in')).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    clearPicker('Sign-out time');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toEqual([{ id: 41, roomId: 2, startedAt: dayjs('2026-11-20T08:30').format(), endedAt: null }]));
  });

  it('says so when the stay does not exist', async () => {
    answers({ 'GET /api/attendance/byId': () => Response.json({ statusCode: 404, message: 'Attendance not found' }, { status: 404 }) });
    renderPage(<AttendanceUpdatePage />, { path: '/attendance/update/999' });
    expect(await screen.findByText('This stay was not found')).toBeTruthy();
  });
});
