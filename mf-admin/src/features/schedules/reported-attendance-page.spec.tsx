import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { selectSnackbar } from '@daycare/store';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { typeInto } from '../attendance/attendance-testing';
import ReportedAttendancePage from './reported-attendance-page';

const EMMA = { id: 7, label: 'Emma Thompson' };
const DAY = 'YYYY-MM-DD';
const today = dayjs();
const inDays = (days: number) => today.add(days, 'day').format(DAY);
const dateText = (day: string) => dayjs(day).toDate().toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

const DENTIST = {
  id: 51, child: EMMA, date: inDays(1), arrives: '09:30', departs: '15:00', note: 'Dentist in the morning',
  reportedBy: { id: 4, label: 'Sarah Thompson' }, createdAt: today.toISOString(),
};
const LATE = { id: 52, child: EMMA, date: inDays(3), arrives: '10:00', departs: null, note: null, reportedBy: { id: 2, label: 'Margaret Chen' }, createdAt: today.toISOString() };
const ABSENT = 'Emma Thompson is reported absent that day; remove the absence first';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/room/child': () => ({ child: EMMA, room: { id: 2, label: 'Toddlers' } }),
    'GET /api/attendance/reported/list': () => [DENTIST, LATE],
    'GET /api/attendance/reported/byId': (call) => [DENTIST, LATE].find((report) => report.id === Number(call.url.searchParams.get('id'))) ?? Response.json({ message: 'Not found' }, { status: 404 }),
    ...overrides,
  });
}

const saves = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/attendance/reported/save').map((call) => call.body);
// Text and label queries: role queries over the form's pickers and the table are slow.
const save = (name = 'Save') => fireEvent.click(screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLElement);
const loaded = () => screen.findByText(dateText(DENTIST.date));
const confirmDelete = async () => {
  const popup = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
  fireEvent.click(within(popup).getByText('Delete').closest('button') as HTMLElement);
};

describe("a child's reported attendance", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists what was reported from today on: day, arrival and pick-up, note and who reported it', async () => {
    const calls = answers();
    renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7' });

    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(calls.find((call) => call.key === 'GET /api/attendance/reported/list')?.url.searchParams.get('childId')).toBe('7');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));
    expect(rows).toEqual([
      [dateText(DENTIST.date), '9:30 AM – 3:00 PM', 'Dentist in the morning', 'Sarah Thompson'],
      [dateText(LATE.date), '10:00 AM', '—', 'Margaret Chen'],
    ]);
  });

  it('adds a day with its times and note, and says so', async () => {
    const calls = answers({ 'POST /api/attendance/reported/save': (call) => ({ ...DENTIST, id: 53, ...(call.body as object) }) });
    const { store } = renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7' });
    await loaded();
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(today.format(DAY));

    typeInto('Day', inDays(5));
    typeInto('Arrives', '8:45 AM');
    typeInto('Picked up', '2:30 PM');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Grandpa brings her' } });
    save();

    await waitFor(() => expect(saves(calls)).toEqual([{ childId: 7, date: inDays(5), arrives: '08:45', departs: '14:30', note: 'Grandpa brings her' }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe(`Emma Thompson is expected ${dateText(inDays(5))}, 8:45 AM – 2:30 PM`));
  });

  it('checks the arrival and the order of the times on the client', async () => {
    const calls = answers();
    renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7' });
    await loaded();

    save();
    expect(await screen.findByText('Enter the arrival')).toBeTruthy();
    typeInto('Arrives', '9:00 AM');
    typeInto('Picked up', '8:00 AM');
    save();
    expect(await screen.findByText('The pick-up must be after the arrival')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
  });

  it('says when the save replaces the report of that day', async () => {
    answers();
    renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7' });
    await loaded();
    typeInto('Day', DENTIST.date);
    expect(await screen.findByText('This replaces the report of that day (9:30 AM – 3:00 PM).')).toBeTruthy();
  });

  it("shows the server's refusal on a day the child is absent", async () => {
    answers({ 'POST /api/attendance/reported/save': () => Response.json({ statusCode: 400, message: ABSENT }, { status: 400 }) });
    renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7' });
    await loaded();

    typeInto('Arrives', '9:00 AM');
    save();
    expect((await screen.findByText(ABSENT)).closest('[role="alert"]')).toBeTruthy();
  });

  it('edits the report in the address and goes back to adding when saved', async () => {
    const calls = answers({ 'POST /api/attendance/reported/save': (call) => ({ ...LATE, ...(call.body as object) }) });
    const { router } = renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7/52' });

    expect(await screen.findByText(`Change the report of ${dateText(LATE.date)}`)).toBeTruthy();
    expect((screen.getByLabelText('Arrives') as HTMLInputElement).value).toBe('10:00 AM');
    typeInto('Picked up', '4:00 PM');
    save('Save changes');

    await waitFor(() => expect(saves(calls)).toEqual([{ id: 52, childId: 7, date: LATE.date, arrives: '10:00', departs: '16:00', note: null }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/reported/7'));
  });

  it('opens a report to edit and deletes one after confirming', async () => {
    const calls = answers({ 'DELETE /api/attendance/reported/delete': () => undefined });
    const { router } = renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7' });
    await loaded();

    fireEvent.click(screen.getByLabelText(`Edit the report of ${dateText(DENTIST.date)}`));
    expect(router.state.location.pathname).toBe('/attendance/reported/7/51');
    fireEvent.click(screen.getByLabelText(`Delete the report of ${dateText(LATE.date)}`));
    await confirmDelete();
    await waitFor(() => expect(calls.filter((call) => call.key === 'DELETE /api/attendance/reported/delete').map((call) => call.url.searchParams.get('id'))).toEqual(['52']));
  });

  it('shows staff the list without the form', async () => {
    answers();
    renderPage(<ReportedAttendancePage />, { path: '/attendance/reported/7', user: staff });
    await loaded();
    expect(screen.queryByLabelText('Arrives')).toBeNull();
    expect(screen.queryByLabelText(/^Edit the report/)).toBeNull();
  });
});
