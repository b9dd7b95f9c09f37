import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import { child, fixToday } from '../absences/family-testing';
import ChildSchedulePage from './child-schedule-page';

const weekdays = (arrives: string, departs: string, days = [1, 2, 3, 4, 5]) => days.map((weekday) => ({ weekday, arrives, departs }));

const SCHEDULES = [
  { id: 8, child: { id: 1, label: 'Emma Thompson' }, plan: 2, validFrom: '2027-01-04', validTo: null, days: weekdays('08:30', '15:00', [1, 3, 5]), note: 'School on Tuesdays', current: false },
  { id: 7, child: { id: 1, label: 'Emma Thompson' }, plan: 1, validFrom: '2026-09-01', validTo: '2027-01-03', days: weekdays('07:30', '16:30'), note: null, current: true },
  { id: 6, child: { id: 1, label: 'Emma Thompson' }, plan: 3, validFrom: '2026-03-01', validTo: '2026-08-31', days: [], note: null, current: false },
];

describe("a child's schedule for the family", () => {
  beforeEach(() => fixToday('2026-11-20T10:00:00'));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the schedules, the current one first and marked, and asks for a change of one', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')],
      'GET /api/schedule/list': () => SCHEDULES,
    });
    const { router } = renderInApp(<ChildSchedulePage />, { user: testUser(), path: '/attendance/schedule/1' });

    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/schedule/list')!.url.searchParams.get('childId')).toBe('1');
    const current = screen.getByRole('region', { name: 'Full-time schedule Tue 1 Sep – Sun 3 Jan 2027' });
    expect(within(current).getByText('Current')).toBeTruthy();
    expect(within(within(current).getByRole('list', { name: 'Days and times' })).getAllByRole('listitem').map((day) => day.textContent)).toEqual([
      'Monday7:30 AM – 4:30 PM', 'Tuesday7:30 AM – 4:30 PM', 'Wednesday7:30 AM – 4:30 PM', 'Thursday7:30 AM – 4:30 PM', 'Friday7:30 AM – 4:30 PM',
    ]);
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions[0]).toBe('Full-time schedule Tue 1 Sep – Sun 3 Jan 2027');

    const upcoming = screen.getByRole('region', { name: 'Part-time schedule From Mon 4 Jan 2027, open-ended' });
    expect(within(upcoming).getByText('Upcoming')).toBeTruthy();
    expect(within(upcoming).getByText('“School on Tuesdays”')).toBeTruthy();
    // An ended schedule cannot be changed any more.
    const ended = screen.getByRole('region', { name: 'Drop-in schedule Sun 1 Mar – Mon 31 Aug' });
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).getByText('No set days: the child comes when booked.')).toBeTruthy();
    expect(within(ended).queryByRole('button')).toBeNull();

    fireEvent.click(within(current).getByRole('button', { name: 'Ask for a change of the full-time schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/schedule/request'));
    expect(router.state.location.search).toBe('?childId=1&scheduleId=7');
  });

  it('says when the child has no schedule yet and offers to ask for one', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [child(2, 'Liam')],
      'GET /api/schedule/list': () => [],
    });
    const { router } = renderInApp(<ChildSchedulePage />, { user: testUser(), path: '/attendance/schedule/2' });
    expect(await screen.findByText('Liam has no schedule yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new schedule' }));
    await waitFor(() => expect(router.state.location.search).toBe('?childId=2'));
  });

  it('says so when the address names no child of the family', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/schedule/list': () => Response.json({ statusCode: 404, message: 'This child was not found' }, { status: 404 }),
    });
    renderInApp(<ChildSchedulePage />, { user: testUser(), path: '/attendance/schedule/99' });
    expect(await screen.findByText('No such child')).toBeTruthy();
  });
});
