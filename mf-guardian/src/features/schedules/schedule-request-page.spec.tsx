import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import { badRequest, child, choose, fixToday, pickDay, typeInto } from '../absences/family-testing';
import ScheduleRequestPage from './schedule-request-page';

const weekdays = (arrives: string, departs: string, days: number[]) => days.map((weekday) => ({ weekday, arrives, departs }));

const CURRENT = { id: 7, child: { id: 1, label: 'Emma Thompson' }, plan: 1, validFrom: '2026-09-01', validTo: null, days: weekdays('07:30', '16:30', [1, 2, 3, 4, 5]), note: null, current: true };

const request = (id: number, status: 'pending' | 'approved' | 'declined', extra: object = {}) => ({
  id, child: { id: 1, label: 'Emma Thompson' }, scheduleId: 7, requestedBy: { id: 4, label: 'Sarah Thompson' }, plan: 2,
  validFrom: '2027-01-04', validTo: null, days: weekdays('08:30', '15:00', [1, 3, 5]), note: 'School on Tuesdays and Thursdays', status,
  responseNote: null, respondedBy: null, respondedAt: null, createdAt: '2026-11-18T15:00:00.000Z', ...extra,
});

const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

describe('asking for a schedule change', () => {
  beforeEach(() => fixToday('2026-11-20T10:00:00'));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts from the schedule to change and sends the changed days with a note', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')],
      'GET /api/schedule/list': () => [CURRENT],
      'GET /api/schedule/requests': () => [],
      'POST /api/schedule/request': ({ body }) => ({ ...request(9, 'pending'), ...(body as object) }),
    });
    const { store } = renderInApp(<ScheduleRequestPage />, { user: testUser(), path: '/attendance/schedule/request?childId=1&scheduleId=7' });

    await waitFor(() => expect(checked('Monday')).toBe(true));
    expect(screen.getByText('You have not asked for a schedule change yet')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Full-time' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('Valid from') as HTMLInputElement).value).toBe('Tue, Sep 1, 2026'));
    expect((screen.getByLabelText('Monday arrives') as HTMLInputElement).value).toBe('7:30 AM');
    expect(checked('Saturday')).toBe(false);

    // Fridays off, part-time from January.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Part-time' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for the centre' }), { target: { value: ' Grandma has her on Fridays ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/schedule/request').map((call) => call.body)).toEqual([{
      childId: 1, scheduleId: 7, plan: 2, validFrom: '2026-09-01', validTo: null,
      days: weekdays('07:30', '16:30', [1, 2, 3, 4]), note: 'Grandma has her on Fridays',
    }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe("Your request for Emma Thompson is sent; the centre's answer will show below"));
  });

  it('asks for a new schedule with the server’s rules checked first, and shows a refusal', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/schedule/list': () => [],
      'GET /api/schedule/requests': () => [],
      'POST /api/schedule/request': () => badRequest('validTo must be on or after validFrom'),
    });
    renderInApp(<ScheduleRequestPage />, { user: testUser(), path: '/attendance/schedule/request' });
    await screen.findByRole('radio', { name: 'Part-time' });
    fireEvent.click(screen.getByRole('radio', { name: 'Part-time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Choose the first day of the schedule')).toBeTruthy();
    expect(await screen.findByText('Choose at least one weekday: a full-time or part-time schedule needs one')).toBeTruthy();

    await pickDay('Valid from', '2027-01-04');
    // A day switched on takes usual times; the departure must come after the arrival.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect((screen.getByLabelText('Tuesday departs') as HTMLInputElement).value).toBe('4:30 PM');
    await typeInto('Tuesday departs', '7:00 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('On Tuesday the departure must be after the arrival')).toBeTruthy();
    await typeInto('Tuesday departs', '12:00 PM');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    expect((screen.getByLabelText('Thursday arrives') as HTMLInputElement).value).toBe('8:00 AM');
    expect((screen.getByLabelText('Thursday departs') as HTMLInputElement).value).toBe('12:00 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    expect((await screen.findByRole('alert')).textContent).toContain('validTo must be on or after validFrom');
    expect(calls.filter((call) => call.key === 'POST /api/schedule/request').map((call) => call.body)).toEqual([{
      childId: 1, scheduleId: null, plan: 2, validFrom: '2027-01-04', validTo: null, days: weekdays('08:00', '12:00', [2, 4]), note: null,
    }]);
  });

  it('lets a drop-in schedule go without days, for the child chosen', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')],
      'GET /api/schedule/list': () => [],
      'GET /api/schedule/requests': () => [],
      'POST /api/schedule/request': ({ body }) => ({ ...request(10, 'pending'), ...(body as object), child: { id: 2, label: 'Liam Thompson' } }),
    });
    renderInApp(<ScheduleRequestPage />, { user: testUser(), path: '/attendance/schedule/request' });
    await screen.findByRole('radio', { name: 'Drop-in' });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Choose the child')).toBeTruthy();
    await pickDay('Valid from', '2026-12-01');
    await choose('Child', 'Liam Thompson');
    fireEvent.click(screen.getByRole('radio', { name: 'Drop-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/schedule/request').map((call) => call.body)).toEqual([{
      childId: 2, scheduleId: null, plan: 3, validFrom: '2026-12-01', validTo: null, days: [], note: null,
    }]));
  });

  it('lists the requests sent with their status and the centre’s answer', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/schedule/list': () => [CURRENT],
      'GET /api/schedule/requests': () => [
        request(12, 'pending', { scheduleId: null, note: null }),
        request(11, 'declined', { responseNote: 'We have no part-time place before March', respondedBy: { id: 2, label: 'Margaret Chen' }, respondedAt: '2026-11-19T16:00:00.000Z' }),
        request(10, 'approved', { respondedBy: { id: 2, label: 'Margaret Chen' }, respondedAt: '2026-10-02T16:00:00.000Z' }),
      ],
    });
    renderInApp(<ScheduleRequestPage />, { user: testUser(), path: '/attendance/schedule/request' });
    const pending = await screen.findByRole('region', { name: 'Request for Emma Thompson, pending' });
    expect(pending.textContent).toContain('New schedule: Part-time, from Mon 4 Jan 2027, open-ended');
    expect(pending.textContent).toContain('Sent Wed 18 Nov');
    const declined = screen.getByRole('region', { name: 'Request for Emma Thompson, declined' });
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(declined.textContent).toContain('Change of schedule');
    expect(declined.textContent).toContain('Your note: “School on Tuesdays and Thursdays”');
    expect(declined.textContent).toContain('Margaret Chen answered Thu 19 Nov: “We have no part-time place before March”');
    const approved = screen.getByRole('region', { name: 'Request for Emma Thompson, approved' });
    expect(approved.textContent).toContain('Margaret Chen answered Fri 2 Oct.');
  });
});
