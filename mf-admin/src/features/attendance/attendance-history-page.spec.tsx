import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ATTENDANCE_SEARCH_KEY } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import AttendanceHistoryPage from './attendance-history-page';

const emma = { id: 7, label: 'Emma Thompson' };
const toddlers = { id: 2, label: 'Toddlers' };
const daniel = { id: 3, label: 'Daniel Okafor' };

function stay(id: number, startedAt: string, endedAt: string | null, minutes: number, pickedUpBy: unknown = null) {
  return { id, personType: 'child', person: emma, room: toddlers, startedAt, endedAt, minutes, signedInBy: daniel, signedOutBy: endedAt ? daniel : null, pickedUpBy };
}

const STAYS = [
  stay(41, '2026-11-20T13:30:00.000Z', '2026-11-20T21:15:00.000Z', 465, { kind: 'other', id: null, name: 'Carol Diaz', reason: 'Aunt, mother is ill', allowedBy: daniel }),
  stay(40, '2026-11-19T14:00:00.000Z', '2026-11-19T21:00:00.000Z', 420, { kind: 'guardian', id: 9, name: 'Sarah Thompson', reason: null, allowedBy: null }),
];

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/attendance/search': (call) => ({
      person: emma, startDate: call.url.searchParams.get('startDate'), endDate: call.url.searchParams.get('endDate'),
      totalMinutes: 885, total: 2, page: 1, pageSize: 20, items: STAYS,
    }),
    ...overrides,
  });
}

const searches = (calls: ApiCall[]) => calls.filter((call) => call.key === 'GET /api/attendance/search').map((call) => Object.fromEntries(call.url.searchParams));
const when = (instant: string) => `${new Date(instant).toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}, ${new Date(instant).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`;

describe("a person's attendance history", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows a child's stays in the address's period with the total hours", async () => {
    const calls = answers();
    renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/children/7/2026-11-01/2026-11-20' });

    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect(searches(calls)[0]).toEqual({ personType: 'child', personId: '7', startDate: '2026-11-01', endDate: '2026-11-20', page: '1', pageSize: '20' });
    expect(screen.getByText('Total hours').closest('.ant-statistic')?.textContent).toContain('14.75');
    expect(screen.getByText('14 h 45 min')).toBeTruthy();
    const row = screen.getByRole('button', { name: `Edit the stay of ${when(STAYS[0].startedAt)}` }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Toddlers')).toBeTruthy();
    expect(within(row).getByText('7 h 45 min')).toBeTruthy();
    expect(within(row).getByText(new Date(STAYS[0].endedAt!).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }))).toBeTruthy();
  });

  it('says who picked the child up, and for someone not on the list why and which staff member allowed it', async () => {
    answers();
    renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/children/7/2026-11-01/2026-11-20' });
    expect(await screen.findByRole('columnheader', { name: 'Picked up by' })).toBeTruthy();
    const unlisted = screen.getByRole('button', { name: `Edit the stay of ${when(STAYS[0].startedAt)}` }).closest('tr') as HTMLElement;
    expect(within(unlisted).getByText('Carol Diaz')).toBeTruthy();
    expect(within(unlisted).getByText('Not on the list')).toBeTruthy();
    expect(within(unlisted).getByText('Reason: Aunt, mother is ill. Allowed by Daniel Okafor.')).toBeTruthy();
    const listed = screen.getByRole('button', { name: `Edit the stay of ${when(STAYS[1].startedAt)}` }).closest('tr') as HTMLElement;
    expect(within(listed).getByText('Sarah Thompson')).toBeTruthy();
    expect(within(listed).queryByText('Not on the list')).toBeNull();
  });

  it('asks for the last 30 days of a staff member when the address names no period, and a preset puts the period in the address', async () => {
    const calls = answers();
    const { router } = renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/staff/3' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    expect(screen.queryByRole('columnheader', { name: 'Picked up by' })).toBeNull();
    const today = dayjs();
    expect(searches(calls)[0]).toMatchObject({ personType: 'staff', personId: '3', startDate: today.subtract(29, 'day').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') });

    const start = screen.getAllByRole('textbox')[0];
    fireEvent.focus(start);
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.click(await screen.findByText('This month'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/attendance/search/staff/3/${today.startOf('month').format('YYYY-MM-DD')}/${today.format('YYYY-MM-DD')}`));
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ startDate: today.startOf('month').format('YYYY-MM-DD') }));
  });

  it('deletes a stay after a confirmation, and opens the correction and the new-stay forms', async () => {
    const calls = answers({ 'DELETE /api/attendance/delete': () => undefined });
    const { router } = renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/children/7/2026-11-01/2026-11-20' });

    fireEvent.click(await screen.findByRole('button', { name: `Delete the stay of ${when(STAYS[1].startedAt)}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'DELETE /api/attendance/delete').map((call) => call.url.searchParams.get('id'))).toEqual(['40']));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Add attendance' }));
    expect(router.state.location.pathname).toBe('/attendance/create/7/children/2026-11-20');
    await router.navigate('/attendance/search/children/7/2026-11-01/2026-11-20');
    fireEvent.click(await screen.findByRole('button', { name: `Edit the stay of ${when(STAYS[0].startedAt)}` }));
    expect(router.state.location.pathname).toBe('/attendance/update/41');
  });

  it('keeps a stay that the director decides to keep', async () => {
    const calls = answers();
    renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/children/7/2026-11-01/2026-11-20' });
    fireEvent.click(await screen.findByRole('button', { name: `Delete the stay of ${when(STAYS[1].startedAt)}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.getByText('Delete this stay?').closest('.ant-popover')?.className).toContain('ant-popover-hidden'));
    expect(calls.some((call) => call.key === 'DELETE /api/attendance/delete')).toBe(false);
  });

  describe("with the director's search settings", () => {
    afterEach(() => localStorage.removeItem(ATTENDANCE_SEARCH_KEY));

    const SAME_DAY = [
      stay(43, '2026-11-20T19:00:00.000Z', '2026-11-20T21:15:00.000Z', 135),
      stay(42, '2026-11-20T13:30:00.000Z', '2026-11-20T17:00:00.000Z', 210),
      stay(40, '2026-11-19T14:00:00.000Z', '2026-11-19T21:00:00.000Z', 420),
    ];
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

    it('opens on the default period, shows the chosen columns, and groups the stays of a day', async () => {
      // Director 2 chose these on /search/configure; another user's choice does not count.
      localStorage.setItem(ATTENDANCE_SEARCH_KEY, JSON.stringify({
        2: { period: 'last7', columns: ['room', 'signedOutBy'], groupByDay: true },
        3: { period: 'last90', columns: [], groupByDay: false },
      }));
      const calls = answers({
        'GET /api/attendance/search': () => ({ person: emma, startDate: '', endDate: '', totalMinutes: 765, total: 3, page: 1, pageSize: 20, items: SAME_DAY }),
      });
      renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/children/7' });
      await screen.findByRole('heading', { name: 'Emma Thompson' });

      const today = dayjs();
      expect(searches(calls)[0]).toMatchObject({ startDate: today.subtract(6, 'day').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') });
      expect(headers()).toEqual(['Day', 'Room', 'Signed in', 'Signed out', 'Signed out by', 'Picked up by', 'Actions']);
      const day = (instant: string) => new Date(instant).toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
      // The 20th shows once, beside both of its stays.
      const dayCells = screen.getAllByText(day(SAME_DAY[0].startedAt));
      expect(dayCells).toHaveLength(1);
      expect(dayCells[0].closest('td')?.getAttribute('rowspan')).toBe('2');
      expect(screen.getAllByText(day(SAME_DAY[2].startedAt))).toHaveLength(1);
      expect(screen.queryByText('2 h 15 min')).toBeNull();
    });

    it('shows every column, one day per stay, by default, and links to the settings', async () => {
      answers({
        'GET /api/attendance/search': () => ({ person: emma, startDate: '', endDate: '', totalMinutes: 765, total: 3, page: 1, pageSize: 20, items: SAME_DAY }),
      });
      const { router } = renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/children/7/2026-11-01/2026-11-20' });
      await screen.findByRole('heading', { name: 'Emma Thompson' });
      expect(headers()).toEqual(['Day', 'Room', 'Signed in', 'Signed out', 'Time', 'Signed in by', 'Signed out by', 'Picked up by', 'Actions']);
      expect(screen.getAllByText(new Date(SAME_DAY[0].startedAt).toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }))).toHaveLength(2);
      fireEvent.click(screen.getByRole('link', { name: 'Search settings' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/search/configure'));
    });
  });
});
