import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { director, mockApi, renderInApp, tablet, type ApiCall } from '@daycare/shared-features/testing';
import WeeklyAttendancePage, { hoursText } from './weekly-attendance-page';

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];

function week(call: ApiCall) {
  const { roomId } = (call.body ?? {}) as { roomId?: number };
  return {
    room: roomId === 2 ? { id: 2, label: 'Toddlers' } : { id: 1, label: 'Infants' },
    weekStart: '2026-11-16',
    days: DAYS,
    children: [
      { id: 1, label: 'Ava Patel', minutes: [450, 480, 0, 0, 30, 0, 0], totalMinutes: 960 },
      { id: 2, label: 'Liam Chen', minutes: [60, 0, 0, 0, 0, 0, 0], totalMinutes: 60 },
    ],
    staff: [],
  };
}

const weekCalls = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/tablet/weeklyRoomAttendance').map((call) => call.body);

describe("the room's weekly attendance", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows hours per child and day with the totals, for the tablet’s own room', async () => {
    const calls = mockApi({ 'POST /api/tablet/weeklyRoomAttendance': week });
    renderInApp(<WeeklyAttendancePage />, { user: tablet, path: '/tablet/weeklyAttendance' });
    expect(await screen.findByRole('heading', { name: 'Infants: week of November 16, 2026' })).toBeTruthy();
    const children = screen.getByRole('region', { name: 'Children' });
    const ava = within(children).getByText('Ava Patel').closest('tr') as HTMLElement;
    expect([...ava.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Ava Patel', '7h 30m', '8h', '—', '—', '30m', '—', '—', '16h']);
    expect(within(children).getByRole('columnheader', { name: 'Mon 16' })).toBeTruthy();
    const totals = within(children).getByText('Every child').closest('tr') as HTMLElement;
    expect(totals.textContent).toContain('8h 30m');
    expect(within(screen.getByRole('region', { name: 'Staff' })).getByText('No staff in the room this week')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Room' })).toBeNull();
    expect(Object.keys(weekCalls(calls)[0] as object)).toEqual(['date']);
  });

  it('asks for the week before when going back a week', async () => {
    const calls = mockApi({ 'POST /api/tablet/weeklyRoomAttendance': week });
    renderInApp(<WeeklyAttendancePage />, { user: tablet, path: '/tablet/weeklyAttendance' });
    await screen.findByRole('heading', { name: /week of/ });
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(weekCalls(calls)[1]).toEqual({ date: '2026-11-09' }));
  });

  it('lets a director choose the room', async () => {
    const calls = mockApi({
      'GET /api/room/list': () => [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }],
      'POST /api/tablet/weeklyRoomAttendance': week,
    });
    renderInApp(<WeeklyAttendancePage />, { user: director, path: '/tablet/weeklyAttendance' });
    expect(await screen.findByRole('heading', { name: /^Infants: week of/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Room' }));
    fireEvent.click(await screen.findByText('Toddlers', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByRole('heading', { name: /^Toddlers: week of/ })).toBeTruthy();
    expect(weekCalls(calls).map((body) => (body as { roomId: number }).roomId)).toEqual([1, 2]);
  });

  it('writes minutes as hours and minutes', () => {
    expect(hoursText(0)).toBe('—');
    expect(hoursText(45)).toBe('45m');
    expect(hoursText(120)).toBe('2h');
    expect(hoursText(605)).toBe('10h 5m');
  });
});
