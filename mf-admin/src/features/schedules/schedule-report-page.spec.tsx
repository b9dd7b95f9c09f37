import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { typeInto } from '../attendance/attendance-testing';
import ScheduleReportPage, { hoursOf } from './schedule-report-page';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }, { id: 4, label: 'Gym', inRatio: false }];
const INFANTS = {
  room: { id: 1, label: 'Infants' }, children: 13,
  cells: [
    { weekday: 1, hour: 8, count: 13 }, { weekday: 1, hour: 9, count: 13 }, { weekday: 1, hour: 16, count: 4 },
    { weekday: 3, hour: 8, count: 10 }, { weekday: 6, hour: 10, count: 1 },
  ],
};
const TODDLERS = { room: { id: 2, label: 'Toddlers' }, children: 1, cells: [{ weekday: 2, hour: 20, count: 1 }] };
const GYM = { room: { id: 4, label: 'Gym' }, children: 0, cells: [] };

function answers() {
  return mockApi({
    'GET /api/room/list': () => ROOMS,
    'GET /api/schedule/report': (call: ApiCall) => {
      const roomId = Number(call.url.searchParams.get('roomId'));
      const rooms = [GYM, INFANTS, TODDLERS].filter((room) => !roomId || room.room.id === roomId);
      return { date: call.url.searchParams.get('date'), rooms };
    },
  });
}

const queries = (calls: ApiCall[]) => calls.filter((call) => call.key === 'GET /api/schedule/report').map((call) => Object.fromEntries(call.url.searchParams));

describe('the schedule report', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows today's expected children per room as a weekday by hour table, with the room's total", async () => {
    const calls = answers();
    renderPage(<ScheduleReportPage />, { path: '/attendance/schedule/report' });

    const infants = await screen.findByRole('table', { name: 'Expected children in Infants' });
    expect(queries(calls)).toEqual([{ date: dayjs().format('YYYY-MM-DD') }]);
    expect(within(screen.getByLabelText('Infants')).getByText('13 children scheduled')).toBeTruthy();
    expect(within(screen.getByLabelText('Toddlers')).getByText('1 child scheduled')).toBeTruthy();
    expect(within(screen.getByLabelText('Gym')).getByText('No child of this room has a schedule on this day.')).toBeTruthy();

    // Hours 6 to 19, widened to 20 because Toddlers have someone then; every room shows the same hours.
    const hours = within(infants).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(hours).toEqual(['Day', '6 AM', '7 AM', '8 AM', '9 AM', '10 AM', '11 AM', '12 PM', '1 PM', '2 PM', '3 PM', '4 PM', '5 PM', '6 PM', '7 PM', '8 PM']);
    // Weekdays, and Saturday because someone comes then; no Sunday.
    expect(within(infants).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const monday = within(infants).getAllByRole('row')[1];
    const cells = within(monday).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['', '', '13', '13', '', '', '', '', '', '', '4', '', '', '', '']);
    expect(within(monday).getByTitle('Monday 4 PM: 4 expected')).toBeTruthy();
  });

  it('shows another day and one room', async () => {
    const calls = answers();
    renderPage(<ScheduleReportPage />, { path: '/attendance/schedule/report' });
    await screen.findByRole('table', { name: 'Expected children in Infants' });

    typeInto('Schedules on', '2027-01-04');
    await waitFor(() => expect(queries(calls).at(-1)).toEqual({ date: '2027-01-04' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Room' }));
    fireEvent.click(await screen.findByText('Toddlers', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries(calls).at(-1)).toEqual({ date: '2027-01-04', roomId: '2' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Expected children in Infants' })).toBeNull());
    expect(screen.getByRole('table', { name: 'Expected children in Toddlers' })).toBeTruthy();
  });

  it('widens the hours only where a schedule reaches outside 6 AM to 7 PM', () => {
    expect(hoursOf([])).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(hoursOf([{ ...GYM, cells: [{ weekday: 1, hour: 5, count: 1 }] }])[0]).toBe(5);
  });
});
