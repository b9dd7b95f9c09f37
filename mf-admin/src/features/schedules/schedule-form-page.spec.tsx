import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { typeInto } from '../attendance/attendance-testing';
import ScheduleFormPage from './schedule-form-page';

const EMMA = { id: 7, label: 'Emma Thompson' };
const SCHEDULE = {
  id: 11, child: EMMA, plan: 1, validFrom: '2026-09-01', validTo: null, current: true, note: 'Naps after lunch',
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, arrives: '08:00', departs: '17:00' })),
};
const OVERLAP = 'This child already has a schedule for some of these days; end or change that schedule first';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/room/child': () => ({ child: EMMA, room: { id: 2, label: 'Toddlers' } }),
    'GET /api/schedule/byId': () => SCHEDULE,
    ...overrides,
  });
}

const bodies = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const tick = (day: string) => fireEvent.click(screen.getByLabelText(day));
const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;
// Text queries: the form has fourteen time pickers, and role queries over them are slow.
const heading = () => screen.findByText('Emma Thompson', { selector: 'h2' });
const save = (name: string) => fireEvent.click(screen.getByText(name).closest('button') as HTMLElement);

describe('the schedule form', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes a new full-time schedule: the ticked days with their hours, the period and the note', async () => {
    const calls = answers({ 'POST /api/schedule/create': (call) => ({ ...SCHEDULE, id: 12, ...(call.body as object) }) });
    const { router, store } = renderPage(<ScheduleFormPage />, { path: '/attendance/schedule/create/7' });

    expect(await heading()).toBeTruthy();
    expect(value('Valid from')).toBe(dayjs().format('YYYY-MM-DD'));
    expect(value('Valid to')).toBe('');
    expect((screen.getByLabelText('Monday arrival') as HTMLInputElement).disabled).toBe(true);

    typeInto('Valid from', '2026-12-01');
    typeInto('Valid to', '2027-06-30');
    tick('Monday');
    // A ticked day starts at 8:00 to 17:00; the next ticked day copies the one before it.
    expect(value('Monday arrival')).toBe('8:00 AM');
    expect(value('Monday departure')).toBe('5:00 PM');
    typeInto('Monday arrival', '7:30 AM');
    tick('Tuesday');
    expect(value('Tuesday arrival')).toBe('7:30 AM');
    tick('Friday');
    typeInto('Friday departure', '12:30 PM');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '  Half days on Fridays ' } });
    save('Save schedule');

    await waitFor(() => expect(bodies(calls, 'POST /api/schedule/create')).toEqual([{
      childId: 7, plan: 1, validFrom: '2026-12-01', validTo: '2027-06-30', note: 'Half days on Fridays',
      days: [
        { weekday: 1, arrives: '07:30', departs: '17:00' },
        { weekday: 2, arrives: '07:30', departs: '17:00' },
        { weekday: 5, arrives: '07:30', departs: '12:30' },
      ],
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/schedule/7'));
    expect(selectSnackbar(store.getState()).text).toBe('The new schedule of Emma Thompson was saved');
  });

  it('checks on the client what the server checks: a day for full- and part-time, departures after arrivals, the period in order', async () => {
    const calls = answers({ 'POST /api/schedule/create': () => SCHEDULE });
    renderPage(<ScheduleFormPage />, { path: '/attendance/schedule/create/7' });
    await heading();

    save('Save schedule');
    expect(await screen.findByText('A full-time schedule needs at least one day')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Part-time'));
    expect(await screen.findByText('A part-time schedule needs at least one day')).toBeTruthy();

    tick('Wednesday');
    typeInto('Wednesday departure', '7:00 AM');
    // The picker refuses a last day before the first; moving the first day past it is caught too.
    typeInto('Valid from', '2026-10-01');
    typeInto('Valid to', '2026-11-01');
    typeInto('Valid from', '2026-12-01');
    save('Save schedule');
    expect(await screen.findByText('The departure must be after the arrival')).toBeTruthy();
    expect(await screen.findByText('The last day cannot be before the first day')).toBeTruthy();
    expect(screen.queryByText(/needs at least one day/)).toBeNull();
    expect(bodies(calls, 'POST /api/schedule/create')).toEqual([]);
  });

  it('saves a drop-in schedule without set days', async () => {
    const calls = answers({ 'POST /api/schedule/create': () => ({ ...SCHEDULE, plan: 3, days: [] }) });
    renderPage(<ScheduleFormPage />, { path: '/attendance/schedule/create/7' });
    await heading();

    fireEvent.click(screen.getByLabelText('Drop-in'));
    typeInto('Valid from', '2026-12-01');
    save('Save schedule');

    await waitFor(() => expect(bodies(calls, 'POST /api/schedule/create')).toEqual([
      { childId: 7, plan: 3, validFrom: '2026-12-01', validTo: null, note: null, days: [] },
    ]));
  });

  it("shows the server's refusal of an overlap on the form and stays there", async () => {
    const calls = answers({ 'POST /api/schedule/create': () => Response.json({ statusCode: 400, message: OVERLAP }, { status: 400 }) });
    const { router } = renderPage(<ScheduleFormPage />, { path: '/attendance/schedule/create/7' });
    await heading();

    tick('Monday');
    save('Save schedule');

    expect((await screen.findByText(OVERLAP)).closest('[role="alert"]')).toBeTruthy();
    expect(bodies(calls, 'POST /api/schedule/create')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/attendance/schedule/create/7');
  });

  it('changes a schedule: its values are filled in and the whole schedule is sent', async () => {
    const calls = answers({ 'POST /api/schedule/update': () => SCHEDULE });
    const { router, store } = renderPage(<ScheduleFormPage />, { path: '/attendance/schedule/update/11' });

    expect(await heading()).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/schedule/byId')?.url.searchParams.get('id')).toBe('11');
    expect(checked('Full-time')).toBe(true);
    expect(value('Valid from')).toBe('2026-09-01');
    expect(checked('Thursday')).toBe(true);
    expect(checked('Saturday')).toBe(false);
    expect(value('Thursday departure')).toBe('5:00 PM');
    expect(value('Note')).toBe('Naps after lunch');

    tick('Wednesday');
    typeInto('Valid to', '2027-06-30');
    save('Save changes');

    await waitFor(() => expect(bodies(calls, 'POST /api/schedule/update')).toEqual([{
      id: 11, plan: 1, validFrom: '2026-09-01', validTo: '2027-06-30', note: 'Naps after lunch',
      days: [1, 2, 4, 5].map((weekday) => ({ weekday, arrives: '08:00', departs: '17:00' })),
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/schedule/7'));
    expect(selectSnackbar(store.getState()).text).toBe('The schedule of Emma Thompson was saved');
  });

  it('shows on a phone only the hours of the ticked days', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      answers();
      renderPage(<ScheduleFormPage />, { path: '/attendance/schedule/update/11' });
      await heading();
      expect(screen.getByLabelText('Friday departure')).toBeTruthy();
      expect(screen.queryByLabelText('Saturday arrival')).toBeNull();
      tick('Saturday');
      expect(value('Saturday arrival')).toBe('8:00 AM');
    } finally {
      window.innerWidth = width;
    }
  });

  it('says so when the schedule does not exist', async () => {
    answers({ 'GET /api/schedule/byId': () => Response.json({ message: 'This schedule was not found' }, { status: 404 }) });
    renderPage(<ScheduleFormPage />, { path: '/attendance/schedule/update/999' });
    expect(await screen.findByText('This schedule was not found')).toBeTruthy();
  });
});
