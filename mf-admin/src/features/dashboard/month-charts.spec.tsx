import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { typeInto } from '../attendance/attendance-testing';
import { MonthAtAGlance } from './month-at-a-glance';
import MonthCharts from './month-charts';

/** The twelve months to November 2026, oldest first, as the gateway answers them. */
const MONTHS = Array.from({ length: 12 }, (_, index) => dayjs('2025-12-01').add(index, 'month').format('YYYY-MM'));

function answers({ absences = (month: string) => (month === '2026-11' ? 6 : month === '2026-09' ? 2 : 0), notify = 3, attended = true } = {}) {
  return mockApi({
    'GET /api/chartdata/absences': () => ({ data: MONTHS.map((month) => ({ month, count: absences(month) })), notify }),
    'GET /api/chartdata/events': () => MONTHS.map((month) => ({ month, children: attended ? 120 : 0, staff: attended ? 40 : 0 })),
    'GET /api/chartdata/dailyEvents': () => Array.from({ length: 30 }, (_, index) => ({
      date: `2026-11-${String(index + 1).padStart(2, '0')}`, children: attended ? 10 : 0, staff: attended ? 3 : 0, absences: 0,
    })),
    'GET /api/absence/list': () => [
      { id: 1, child: { id: 7, label: 'Emma Thompson' }, startDate: '2026-11-23', endDate: '2026-11-23', days: 1, reason: 'Fever', reportedBy: null, createdAt: '2026-11-22T20:00:00Z' },
      { id: 2, child: { id: 9, label: 'Liam Chen' }, startDate: '2026-11-20', endDate: '2026-11-27', days: 6, reason: 'Family trip', reportedBy: null, createdAt: '2026-11-10T20:00:00Z' },
      { id: 3, child: { id: 11, label: 'Ava Patel' }, startDate: '2026-11-23', endDate: '2026-11-23', days: 1, reason: 'Appointment', reportedBy: null, createdAt: '2026-11-22T20:00:00Z' },
    ],
  });
}

const chartCalls = (calls: ApiCall[], path: string) => calls.filter((call) => call.key === `GET /api/chartdata/${path}`).map((call) => call.url.searchParams.get('selectedDate'));

/** The chart of a heading: its figure. */
const figure = (title: string) => screen.getByRole('heading', { name: title }).closest('figure') as HTMLElement;

describe('the month at a glance', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the charts get the size a desktop column would give them, their legends a line.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function size(this: HTMLElement) {
      const height = this.classList.contains('recharts-legend-wrapper') ? 24 : 260;
      return { width: 600, height, top: 0, left: 0, right: 600, bottom: height, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("says how many children are reported absent today, and who, with the day's charts", async () => {
    const calls = answers();
    renderPage(<MonthCharts />);

    expect(await screen.findByText('3 children reported absent today')).toBeTruthy();
    const absent = screen.getByRole('region', { name: 'Reported absent' });
    await within(absent).findByText('Emma Thompson');
    expect(absent.textContent).toContain('Liam Chen · Family trip (until');
    expect(absent.textContent).toContain('Ava Patel · Appointment');
    const today = dayjs().format('YYYY-MM-DD');
    const absenceList = calls.find((call) => call.key === 'GET /api/absence/list');
    expect(Object.fromEntries(absenceList!.url.searchParams)).toEqual({ startDate: today, endDate: today });
    // Today is the gateway's default: the daycare's own today.
    expect([chartCalls(calls, 'absences'), chartCalls(calls, 'events'), chartCalls(calls, 'dailyEvents')]).toEqual([[null], [null], [null]]);

    const absences = figure('Absences per month');
    await waitFor(() => expect(absences.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0));
    // A bar for each month with absences, and every month on the axis.
    expect(absences.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2);
    const novemberLabel = new Date(2026, 10, 1).toLocaleDateString([], { month: 'short' });
    expect(within(absences).getAllByText(novemberLabel).length).toBeGreaterThan(0);
    expect(absences.querySelector('.recharts-wrapper > svg > title')?.textContent).toBe('Absences per month');
    expect(within(absences).getByText('Absent child-days')).toBeTruthy();

    const attendance = figure('Attendance days per month');
    await waitFor(() => expect(attendance.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(24));
    expect(within(attendance).getByText('Children')).toBeTruthy();
    expect(within(attendance).getByText('Staff')).toBeTruthy();

    const monthName = new Date().toLocaleDateString([], { month: 'long', year: 'numeric' });
    const daily = figure(`${monthName}, day by day`);
    await waitFor(() => expect(daily.querySelectorAll('.recharts-line-curve')).toHaveLength(3));
    expect(['Children in', 'Staff in', 'Absent'].map((name) => within(daily).getByText(name).textContent)).toEqual(['Children in', 'Staff in', 'Absent']);
  });

  it('shows another day and its month when the director picks one, and comes back to today', async () => {
    const calls = answers({ notify: 1 });
    renderPage(<MonthCharts />);
    await screen.findByText('1 child reported absent today');

    typeInto('Day of the charts', '2026-09-14');
    await waitFor(() => expect(chartCalls(calls, 'dailyEvents').at(-1)).toBe('2026-09-14'));
    expect(chartCalls(calls, 'absences').at(-1)).toBe('2026-09-14');
    expect(chartCalls(calls, 'events').at(-1)).toBe('2026-09-14');
    const day = new Date(2026, 8, 14).toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    expect(await screen.findByText(`1 child reported absent on ${day}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: `${new Date(2026, 8, 1).toLocaleDateString([], { month: 'long', year: 'numeric' })}, day by day` })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('1 child reported absent today')).toBeTruthy();
  });

  it('says so instead of drawing empty charts', async () => {
    answers({ absences: () => 0, notify: 0, attended: false });
    renderPage(<MonthCharts />);
    expect(await screen.findByText('No children reported absent today')).toBeTruthy();
    expect(await screen.findByText('No absences reported in these twelve months')).toBeTruthy();
    expect(screen.getByText('No one was signed in during these twelve months')).toBeTruthy();
    expect(screen.getByText('No attendance or absences this month yet')).toBeTruthy();
    expect(document.querySelector('.recharts-wrapper')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Reported absent' })?.querySelector('li')).toBeFalsy();
  });

  it('is a section the director can fold away, drawing the charts when it opens', async () => {
    answers();
    renderPage(<MonthAtAGlance />);
    expect(await screen.findByRole('heading', { name: 'Absences per month' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /The month at a glance/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});
