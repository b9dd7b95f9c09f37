import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { DailyEntryDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { selectSnackbar } from '@daycare/store';
import { mockApi, onAPhone, renderPage, type ApiCall } from '../../testing';
import { EMMA_ITEM, bodies, choose, queries } from '../children/children-testing';
import { BOTTLE, DIAPER, LUNCH, NAP, YESTERDAY, childDay, heading, linkTo, named, press, tableRows, tap, tapShown } from './daily-report-testing';
import MealsPage from './meals-page';
import MovementsPage from './movements-page';
import NapsPage from './naps-page';
import NotesPage from './notes-page';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/dailyreport/child': () => childDay(BOTTLE, DIAPER, LUNCH, NAP),
    'GET /api/dailyreport/byId': () => LUNCH,
    'GET /api/child/list': () => ({ items: [EMMA_ITEM], total: 1 }),
    ...overrides,
  });
}

const echo = (entry: DailyEntryDto) => ({ body }: ApiCall) => ({ ...entry, ...(body as object) });
const created = (calls: ApiCall[]) => bodies(calls, 'POST /api/dailyreport/create') as Record<string, unknown>[];

describe("a child's meals", () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the day's meals and bottles in ml and oz, with who recorded them and a way to the whole day", async () => {
    const calls = answers();
    renderPage(<MealsPage />, { path: `/daily-report/meals/7?day=${YESTERDAY}` });
    await heading('Meals of Emma Thompson');
    expect(queries(calls, 'GET /api/dailyreport/child')[0]).toEqual({ childId: '7', day: YESTERDAY });
    await waitFor(() => expect(tableRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Bottle180 ml (6.1 oz)'),
      expect.stringContaining('LunchAte someHappyAsked for more pastaDaniel Okafor'),
    ]));
    expect(linkTo('The whole day of Emma Thompson')).toBe('/daily-report/child/7');
  });

  it("adds a lunch with the child's id and how much they ate", async () => {
    const calls = answers({ 'POST /api/dailyreport/create': ({ body }) => [{ ...LUNCH, ...(body as object) }] });
    const { store } = renderPage(<MealsPage />, { path: '/daily-report/meals/7' });
    await heading('Meals of Emma Thompson');
    tap('Lunch');
    await tapShown('Ate most');
    press('Add a meal');
    await waitFor(() => expect(created(calls)).toHaveLength(1));
    expect(created(calls)[0]).toEqual({ childIds: [7], kind: 'meal', at: expect.any(String), meal: 'lunch', portion: 'most', bottleMl: null, mood: null, note: null });
    expect(dayjs(created(calls)[0].at as string).isAfter(dayjs())).toBe(false);
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('The meal of Emma Thompson is recorded'));
  });

  it('sends a bottle given in ounces in millilitres', async () => {
    const calls = answers({ 'POST /api/dailyreport/create': () => [BOTTLE] });
    renderPage(<MealsPage />, { path: '/daily-report/meals/7' });
    await heading('Meals of Emma Thompson');
    tap('Bottle');
    await tapShown('oz');
    fireEvent.change(screen.getByLabelText('Amount', { selector: 'input' }), { target: { value: '6' } });
    press('Add a meal');
    await waitFor(() => expect(created(calls)).toEqual([expect.objectContaining({ meal: 'bottle', bottleMl: 177, portion: null })]));
  });

  it('asks how much the child ate before sending, and shows what the server refuses', async () => {
    const calls = answers({ 'POST /api/dailyreport/create': () => Response.json({ message: 'at must be within the last 31 days' }, { status: 400 }) });
    const { store } = renderPage(<MealsPage />, { path: '/daily-report/meals/7' });
    await heading('Meals of Emma Thompson');
    tap('Lunch');
    await screen.findByLabelText('Ate all');
    press('Add a meal');
    expect(await screen.findByText('Say how much the child ate')).toBeTruthy();
    expect(created(calls)).toEqual([]);
    tap('Ate all');
    press('Add a meal');
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('at must be within the last 31 days'));
  });

  it("opens the meal of the address in its form and saves the correction on the meal's own day", async () => {
    const calls = answers({ 'POST /api/dailyreport/update': echo(LUNCH) });
    const { router } = renderPage(<MealsPage />, { path: `/daily-report/meals/7/41?day=${YESTERDAY}` });
    const form = await screen.findByLabelText(`Edit ${named('Lunch', LUNCH)}`, { selector: 'form' });
    expect((within(form).getByLabelText('Ate some') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByLabelText('Ate all'));
    press('Save changes');
    await waitFor(() => expect(bodies(calls, 'POST /api/dailyreport/update')).toHaveLength(1));
    const [sent] = bodies(calls, 'POST /api/dailyreport/update') as Record<string, unknown>[];
    expect(sent).toEqual({ entryId: 41, at: expect.any(String), meal: 'lunch', portion: 'all', bottleMl: null, mood: 'happy', note: 'Asked for more pasta' });
    expect(dayjs(sent.at as string).toISOString()).toBe(LUNCH.at);
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-report/meals/7'));
    expect(router.state.location.search).toBe(`?day=${YESTERDAY}`);
  });

  it("shows the server's refusal of a correction in its form and stays on it", async () => {
    answers({ 'POST /api/dailyreport/update': () => Response.json({ message: 'at must be within the last 31 days' }, { status: 400 }) });
    const { router } = renderPage(<MealsPage />, { path: `/daily-report/meals/7/41?day=${YESTERDAY}` });
    await screen.findByLabelText(`Edit ${named('Lunch', LUNCH)}`, { selector: 'form' });
    press('Save changes');
    expect((await screen.findByRole('alert')).textContent).toBe('at must be within the last 31 days');
    expect(router.state.location.pathname).toBe('/daily-report/meals/7/41');
  });

  it('deletes a meal after a confirmation', async () => {
    const calls = answers({ 'DELETE /api/dailyreport/delete': () => undefined });
    const { store } = renderPage(<MealsPage />, { path: `/daily-report/meals/7?day=${YESTERDAY}` });
    fireEvent.click(await screen.findByLabelText(`Delete ${named('Lunch', LUNCH)}`));
    expect(await screen.findByText(`Delete ${named('Lunch', LUNCH)}?`)).toBeTruthy();
    expect(queries(calls, 'DELETE /api/dailyreport/delete')).toEqual([]);
    press('Yes, delete');
    await waitFor(() => expect(queries(calls, 'DELETE /api/dailyreport/delete')).toEqual([{ entryId: '41' }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe(`${named('Lunch', LUNCH)} is deleted`));
  });

  it('offers no edit or delete on an entry of a child the reader does not care for', async () => {
    answers({ 'GET /api/dailyreport/child': () => childDay({ ...LUNCH, canEdit: false }) });
    renderPage(<MealsPage />, { path: `/daily-report/meals/7?day=${YESTERDAY}` });
    expect(await screen.findByText('Asked for more pasta')).toBeTruthy();
    expect(screen.queryByLabelText(`Edit ${named('Lunch', LUNCH)}`)).toBeNull();
    expect(screen.queryByLabelText(`Delete ${named('Lunch', LUNCH)}`)).toBeNull();
  });
});

describe("a child's naps and diapers", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a nap in progress as asleep, and ends it when the child wakes up', async () => {
    const morning = { ...NAP, id: 45, at: dayjs(NAP.at).subtract(4, 'hour').toISOString(), until: dayjs(NAP.at).subtract(150, 'minute').toISOString() };
    const calls = answers({ 'GET /api/dailyreport/child': () => childDay(morning, NAP), 'POST /api/dailyreport/wake': () => ({ ...NAP, until: dayjs().toISOString() }) });
    renderPage(<NapsPage />, { path: `/daily-report/naps/7?day=${YESTERDAY}` });
    await heading('Naps of Emma Thompson');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(tableRows()[0].textContent).toContain('1 h 30 min');
    expect(tableRows()[1].textContent).toContain(`Since ${formatTime(NAP.at)}Asleep`);
    tap('Emma Thompson woke up: end the nap now');
    await waitFor(() => expect(bodies(calls, 'POST /api/dailyreport/wake')).toEqual([{ entryId: 43 }]));
  });

  it('asks for the result of a diaper change before sending', async () => {
    const calls = answers({ 'POST /api/dailyreport/create': () => [DIAPER] });
    renderPage(<MovementsPage />, { path: '/daily-report/movements/7' });
    await heading('Diapers and toileting of Emma Thompson');
    tap('Diaper');
    press('Add a diaper change or toilet visit');
    expect(await screen.findByText('Choose the result')).toBeTruthy();
    tap('Wet and soiled');
    press('Add a diaper change or toilet visit');
    await waitFor(() => expect(created(calls)).toEqual([expect.objectContaining({ childIds: [7], kind: 'movement', movement: 'diaper', result: 'wet_soiled' })]));
  });

  it('asks for a child first, then shows their day', async () => {
    answers();
    const { router } = renderPage(<NapsPage />, { path: '/daily-report/naps' });
    expect(await screen.findByText('Choose a child to see and record their naps.')).toBeTruthy();
    await choose('Child', 'Emma Thompson');
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-report/naps/7'));
  });
});

describe('report notes on a phone', () => {
  onAPhone();
  afterEach(() => jest.restoreAllMocks());

  it("shows the day's notes as cards, asks for the text and sends it trimmed", async () => {
    const note: DailyEntryDto = { ...LUNCH, id: 46, kind: 'note', meal: null, portion: null, mood: null, note: 'Painted with her fingers' };
    const calls = answers({ 'GET /api/dailyreport/child': () => childDay(note), 'POST /api/dailyreport/create': () => [note] });
    renderPage(<NotesPage />, { path: `/daily-report/notes/7?day=${YESTERDAY}` });
    const cards = await screen.findByLabelText('Report notes about Emma Thompson', { selector: 'ul' });
    expect(cards.textContent).toContain(`${formatTime(note.at)}NotePainted with her fingersRecorded byDaniel Okafor`);
    press('Add a note');
    expect(await screen.findByText('Write the note')).toBeTruthy();
    expect(created(calls)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Note', { selector: 'textarea' }), { target: { value: '  Sang a song  ' } });
    press('Add a note');
    await waitFor(() => expect(created(calls)).toEqual([expect.objectContaining({ childIds: [7], kind: 'note', note: 'Sang a song', mood: null })]));
  });
});
