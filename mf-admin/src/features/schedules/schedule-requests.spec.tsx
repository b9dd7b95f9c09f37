import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { director, mockApi, renderPage, type ApiCall } from '../../testing';
import ScheduleResponsePage from './schedule-response-page';
import ScheduleRequestPage from './schedule-request-page';

const EMMA = { id: 7, label: 'Emma Thompson' };
const NOAH = { id: 8, label: 'Noah Thompson' };
const SARAH = { id: 4, label: 'Sarah Thompson' };
const fullTime = (arrives: string, departs: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, arrives, departs }));

const CHANGE = {
  id: 31, child: EMMA, scheduleId: 11, requestedBy: SARAH, plan: 2, validFrom: '2027-01-04', validTo: null,
  days: [1, 3, 5].map((weekday) => ({ weekday, arrives: '08:30', departs: '15:00' })), note: 'Kindergarten mornings from January',
  status: 'pending', responseNote: null, respondedBy: null, respondedAt: null, createdAt: '2026-11-20T14:05:00Z',
};
const NEW_ONE = {
  id: 32, child: NOAH, scheduleId: null, requestedBy: SARAH, plan: 3, validFrom: '2026-12-01', validTo: '2026-12-31', days: [],
  note: null, status: 'pending', responseNote: null, respondedBy: null, respondedAt: null, createdAt: '2026-11-21T09:00:00Z',
};
const DECLINED = {
  id: 30, child: EMMA, scheduleId: null, requestedBy: SARAH, plan: 1, validFrom: '2027-07-01', validTo: '2027-08-31',
  days: fullTime('07:00', '18:30'), note: 'Summer', status: 'declined', responseNote: 'We are closed on Saturdays',
  respondedBy: { id: 2, label: 'Margaret Chen' }, respondedAt: '2026-11-19T16:00:00Z', createdAt: '2026-11-18T10:00:00Z',
};
const SCHEDULES: Record<string, unknown[]> = {
  7: [{ id: 11, child: EMMA, plan: 1, validFrom: '2026-09-01', validTo: null, current: true, note: null, days: fullTime('07:30', '16:00') }],
  8: [{ id: 12, child: NOAH, plan: 1, validFrom: '2026-09-01', validTo: null, current: true, note: null, days: fullTime('07:45', '16:30') }],
};
const OVERLAP = 'This child already has a schedule for some of these days; end or change that schedule first';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/schedule/requests': (call) => (call.url.searchParams.get('status') === 'pending' ? [CHANGE, NEW_ONE] : [CHANGE, NEW_ONE, DECLINED]),
    'GET /api/schedule/list': (call) => SCHEDULES[call.url.searchParams.get('childId') ?? ''] ?? [],
    ...overrides,
  });
}

const bodies = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/schedule/respond').map((call) => call.body);

describe("the families' schedule requests", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the pending requests first, each beside the schedule it would change, then the answered ones', async () => {
    answers();
    renderPage(<ScheduleResponsePage />, { path: '/attendance/schedule/response' });

    const waiting = await screen.findByRole('region', { name: 'Waiting for an answer' });
    const cards = within(waiting).getAllByLabelText(/^Request for /);
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Request for Emma Thompson', 'Request for Noah Thompson']);

    const [change, newOne] = cards;
    expect(within(change).getByText(/Asked by Sarah Thompson/).textContent).toContain('a change of a schedule');
    expect(within(change).getByText('Part-time')).toBeTruthy();
    expect(within(change).getByText('Mon, Jan 4, 2027 – open-ended')).toBeTruthy();
    expect(within(change).getByText('Mon, Wed, Fri')).toBeTruthy();
    expect(within(change).getByText('Kindergarten mornings from January')).toBeTruthy();
    expect(await within(change).findByText('Schedule it changes')).toBeTruthy();
    expect(within(change).getByText('7:30 AM – 4:00 PM')).toBeTruthy();

    expect(within(newOne).getByText('Drop-in')).toBeTruthy();
    expect(within(newOne).getByText('No set days')).toBeTruthy();
    expect(await within(newOne).findByText('Current schedule')).toBeTruthy();
    expect(within(newOne).getByText('7:45 AM – 4:30 PM')).toBeTruthy();

    const answered = screen.getByRole('region', { name: 'Answered' });
    const declined = within(answered).getByLabelText('Request for Emma Thompson');
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).getByText(/^Declined by Margaret Chen, /)).toBeTruthy();
    expect(within(declined).getByText('We are closed on Saturdays')).toBeTruthy();
    expect(within(declined).queryByRole('button', { name: /Approve|Decline/ })).toBeNull();
  });

  it('approves with a note to the family, and says so', async () => {
    const calls = answers({ 'POST /api/schedule/respond': () => ({ ...CHANGE, status: 'approved' }) });
    const { store } = renderPage(<ScheduleResponsePage />, { path: '/attendance/schedule/response' });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request for Emma Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request for Emma Thompson?' });
    fireEvent.change(within(dialog).getByLabelText('Note to the family'), { target: { value: ' Welcome to kindergarten! ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(bodies(calls)).toEqual([{ id: 31, approve: true, note: 'Welcome to kindergarten!' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectSnackbar(store.getState()).text).toBe('The request for Emma Thompson was approved; the schedule applies from Mon, Jan 4, 2027 – open-ended');
  });

  it('declines without a note', async () => {
    const calls = answers({ 'POST /api/schedule/respond': () => ({ ...NEW_ONE, status: 'declined' }) });
    const { store } = renderPage(<ScheduleResponsePage />, { path: '/attendance/schedule/response' });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline the request for Noah Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request for Noah Thompson?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(bodies(calls)).toEqual([{ id: 32, approve: false, note: null }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('The request for Noah Thompson was declined'));
  });

  it("shows the server's refusal to approve in the dialog; the request stays waiting", async () => {
    const calls = answers({ 'POST /api/schedule/respond': () => Response.json({ statusCode: 400, message: OVERLAP }, { status: 400 }) });
    renderPage(<ScheduleResponsePage />, { path: '/attendance/schedule/response' });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request for Noah Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request for Noah Thompson?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(OVERLAP);
    expect(within(dialog).getByText(/The request stays waiting/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: "Open Noah Thompson's schedules" }).getAttribute('href')).toBe('/attendance/schedule/8');
    expect(bodies(calls)).toEqual([{ id: 32, approve: true, note: null }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const waiting = screen.getByRole('region', { name: 'Waiting for an answer' });
    expect(within(waiting).getByLabelText('Request for Noah Thompson')).toBeTruthy();
  });

  it('says when no request is waiting', async () => {
    answers({ 'GET /api/schedule/requests': () => [DECLINED] });
    renderPage(<ScheduleResponsePage />, { path: '/attendance/schedule/response' });
    expect(await screen.findByText('No request is waiting for an answer')).toBeTruthy();
  });

  it("shows a director on the family page the families' requests still waiting", async () => {
    const calls = answers();
    renderPage(<ScheduleRequestPage />, { path: '/attendance/schedule/request' });

    expect(await screen.findByRole('heading', { name: "Families' schedule requests" })).toBeTruthy();
    const waiting = await screen.findByRole('region', { name: 'Waiting for an answer' });
    expect(within(waiting).getAllByLabelText(/^Request for /)).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Answered' })).toBeNull();
    expect(calls.find((call) => call.key === 'GET /api/schedule/requests')?.url.searchParams.get('status')).toBe('pending');
    expect(screen.getByRole('link', { name: 'See every request, answered ones included' }).getAttribute('href')).toBe('/attendance/schedule/response');
  });

  it('tells an admin without the child attendance role that answering needs it, without asking the gateway', async () => {
    const calls = answers();
    renderPage(<ScheduleResponsePage />, { path: '/attendance/schedule/response', user: { ...director, roles: [{ code: 'INVOICING' }] } });
    expect(await screen.findByText('Answering schedule requests needs the child attendance role (ATTENDANCE_CHILD)')).toBeTruthy();
    expect(calls.some((call) => call.key === 'GET /api/schedule/requests')).toBe(false);
  });
});
