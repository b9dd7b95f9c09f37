import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { staff } from '@daycare/shared-features/testing';
import ScheduleListPage from './schedule-list-page';

const EMMA = { id: 7, label: 'Emma Thompson' };
const WEEKDAYS_8_TO_5 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, arrives: '08:00', departs: '17:00' }));
const SCHEDULES = [
  {
    id: 12, child: EMMA, plan: 2, validFrom: '2026-12-01', validTo: null, current: false, note: 'Picked up by grandma on Fridays',
    days: [{ weekday: 1, arrives: '08:30', departs: '15:00' }, { weekday: 3, arrives: '08:30', departs: '15:00' }, { weekday: 5, arrives: '08:30', departs: '12:00' }],
  },
  { id: 11, child: EMMA, plan: 1, validFrom: '2026-09-01', validTo: '2026-11-30', current: true, note: null, days: WEEKDAYS_8_TO_5 },
  { id: 10, child: EMMA, plan: 3, validFrom: '2026-06-01', validTo: '2026-08-31', current: false, note: null, days: [] },
];

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/room/child': () => ({ child: EMMA, room: { id: 2, label: 'Toddlers' } }),
    'GET /api/schedule/list': () => SCHEDULES,
    ...overrides,
  });
}

describe("a child's schedules", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists them latest first with the plan in words, the period, the days and hours, the note and the current one marked', async () => {
    const calls = answers();
    renderPage(<ScheduleListPage />, { path: '/attendance/schedule/7' });

    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/schedule/list')?.url.searchParams.get('childId')).toBe('7');
    const cards = await screen.findAllByLabelText(/^(Full-time|Part-time|Drop-in), /);
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Part-time, Tue, Dec 1, 2026 – open-ended',
      'Full-time, Tue, Sep 1, 2026 – Mon, Nov 30, 2026',
      'Drop-in, Mon, Jun 1, 2026 – Mon, Aug 31, 2026',
    ]);
    const [partTime, fullTime, dropIn] = cards;
    expect(within(partTime).getByText('Mon, Wed')).toBeTruthy();
    expect(within(partTime).getByText('8:30 AM – 3:00 PM')).toBeTruthy();
    expect(within(partTime).getByText('Fri')).toBeTruthy();
    expect(within(partTime).getByText('8:30 AM – 12:00 PM')).toBeTruthy();
    expect(within(partTime).getByText('Picked up by grandma on Fridays')).toBeTruthy();
    expect(within(partTime).queryByText('Current')).toBeNull();
    expect(within(fullTime).getByText('Current')).toBeTruthy();
    expect(within(fullTime).getByText('Mon–Fri')).toBeTruthy();
    expect(within(fullTime).getByText('8:00 AM – 5:00 PM')).toBeTruthy();
    expect(within(dropIn).getByText('No set days')).toBeTruthy();
  });

  it('opens the form for a new schedule and for a change', async () => {
    answers();
    const { router } = renderPage(<ScheduleListPage />, { path: '/attendance/schedule/7' });
    await screen.findAllByLabelText(/^Full-time, /);

    fireEvent.click(screen.getByRole('button', { name: 'Edit the schedule Full-time, Tue, Sep 1, 2026 – Mon, Nov 30, 2026' }));
    expect(router.state.location.pathname).toBe('/attendance/schedule/update/11');
    await act(() => router.navigate('/attendance/schedule/7'));
    fireEvent.click(await screen.findByRole('button', { name: 'New schedule' }));
    expect(router.state.location.pathname).toBe('/attendance/schedule/create/7');
  });

  it('deletes a schedule after confirming, and says so', async () => {
    const calls = answers({ 'DELETE /api/schedule/delete': () => undefined });
    const { store } = renderPage(<ScheduleListPage />, { path: '/attendance/schedule/7' });
    await screen.findAllByLabelText(/^Drop-in, /);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the schedule Drop-in, Mon, Jun 1, 2026 – Mon, Aug 31, 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls.filter((call) => call.key === 'DELETE /api/schedule/delete').map((call) => call.url.searchParams.get('id'))).toEqual(['10']));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('The schedule Drop-in, Mon, Jun 1, 2026 – Mon, Aug 31, 2026 was deleted'));
  });

  it('says when the child has no schedule yet', async () => {
    answers({ 'GET /api/schedule/list': () => [] });
    renderPage(<ScheduleListPage />, { path: '/attendance/schedule/7' });
    expect(await screen.findByText('Emma Thompson has no schedule yet')).toBeTruthy();
  });

  it('shows staff the schedules without the director’s buttons', async () => {
    answers();
    renderPage(<ScheduleListPage />, { path: '/attendance/schedule/7', user: staff });
    await screen.findAllByLabelText(/^Full-time, /);
    expect(screen.queryByRole('button', { name: 'New schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit the schedule/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the schedule/ })).toBeNull();
  });

  it('says so when the child is not found', async () => {
    answers({ 'GET /api/room/child': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    renderPage(<ScheduleListPage />, { path: '/attendance/schedule/999' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
  });
});
