import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { DailyEntryDto } from '@daycare/api-client';
import { formatTime, setLanguage } from '@daycare/i18n';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { EMMA_ITEM, ROOMS, choose, queries } from '../children/children-testing';
import { BOTTLE, DIAPER, LUNCH, YESTERDAY, childDay, heading, linkTo, named, press, tableRows, tap } from './daily-report-testing';
import MealsPage from './meals-page';
import ReviewPage from './review-page';
import en from '../../locales/en.json';
import pt from '../../locales/pt-BR.json';

const NOAH_DIAPER: DailyEntryDto = { ...DIAPER, id: 50, childId: 8, child: { id: 8, label: 'Noah Silva' }, at: dayjs(LUNCH.at).add(1, 'hour').toISOString() };

/** The gateway's review, newest first, keeping what the director holds. */
function reviewAnswers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  const held = new Set<number>();
  const entries = () => [NOAH_DIAPER, LUNCH, BOTTLE].map((entry) => ({ ...entry, held: held.has(entry.id) }));
  const calls = mockApi({
    'GET /api/dailyreport/review': entries,
    'GET /api/dailyreport/byId': () => LUNCH,
    'GET /api/room/list': () => ROOMS,
    'POST /api/dailyreport/hold': ({ body }) => {
      const { entryId, held: hold } = body as { entryId: number; held: boolean };
      if (hold) held.add(entryId);
      else held.delete(entryId);
      return entries().find((entry) => entry.id === entryId);
    },
    ...overrides,
  });
  return calls;
}

const lunchOfEmma = `Emma Thompson: ${named('Lunch', LUNCH)}`;

describe("the director's review of the day", () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the daycare's entries newest first with the child, what, details and who recorded them", async () => {
    const calls = reviewAnswers();
    renderPage(<ReviewPage />, { path: `/admin/daily-report?day=${YESTERDAY}` });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    expect(tableRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Noah SilvaDiaperWet'),
      expect.stringContaining('Emma ThompsonLunchAte some · Happy · Asked for more pastaDaniel OkaforShown to the family'),
      expect.stringContaining('Emma ThompsonBottle180 ml (6.1 oz)'),
    ]);
    expect(linkTo('Noah Silva')).toBe('/daily-report/child/8');
    expect(queries(calls, 'GET /api/dailyreport/review')[0]).toEqual({ day: YESTERDAY });
  });

  it('holds an entry back from the family and marks it, then releases it', async () => {
    const calls = reviewAnswers();
    renderPage(<ReviewPage />, { path: `/admin/daily-report?day=${YESTERDAY}` });
    fireEvent.click(await screen.findByLabelText(`Hold ${lunchOfEmma} back from the family`));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/dailyreport/hold').map((call) => call.body)).toEqual([{ entryId: 41, held: true }]));
    expect(await screen.findByText('Held from family')).toBeTruthy();
    expect(tableRows()[1].textContent).toContain('Held from family');
    tap(`Release ${lunchOfEmma} to the family`);
    await waitFor(() => expect(screen.queryByText('Held from family')).toBeNull());
    expect(calls.filter((call) => call.key === 'POST /api/dailyreport/hold').map((call) => call.body)).toEqual([{ entryId: 41, held: true }, { entryId: 41, held: false }]);
  });

  it('shows one room when asked', async () => {
    const calls = reviewAnswers();
    const { router } = renderPage(<ReviewPage />, { path: `/admin/daily-report?day=${YESTERDAY}` });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    await choose('Room', 'Toddlers');
    await waitFor(() => expect(queries(calls, 'GET /api/dailyreport/review')).toContainEqual({ day: YESTERDAY, roomId: '2' }));
    expect(router.state.location.search).toBe(`?day=${YESTERDAY}&roomId=2`);
  });

  it("opens the entry of the address on top, on that entry's day, and deletes it", async () => {
    const calls = reviewAnswers({ 'DELETE /api/dailyreport/delete': () => undefined });
    const { router } = renderPage(<ReviewPage />, { path: '/admin/daily-report/41' });
    const opened = await screen.findByLabelText('The entry you opened', { selector: 'section' });
    expect(await within(opened).findByText(lunchOfEmma)).toBeTruthy();
    expect(opened.textContent).toContain('Ate some · Happy · Asked for more pasta');
    await waitFor(() => expect(queries(calls, 'GET /api/dailyreport/review')).toContainEqual({ day: YESTERDAY }));
    fireEvent.click(within(opened).getByLabelText(`Delete ${named('Lunch', LUNCH)}`));
    await screen.findByText(`Delete ${named('Lunch', LUNCH)}?`);
    press('Yes, delete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/daily-report'));
    expect(queries(calls, 'DELETE /api/dailyreport/delete')).toEqual([{ entryId: '41' }]);
  });

  it('says when nothing was recorded on the day', async () => {
    reviewAnswers({ 'GET /api/dailyreport/review': () => [] });
    renderPage(<ReviewPage />, { path: '/admin/daily-report' });
    expect(await screen.findByText('No entries recorded on this day')).toBeTruthy();
  });
});

describe('the daily report pages in Portuguese', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it('have every text in both languages', () => {
    const keys = (node: object, prefix = ''): string[] => Object.entries(node).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    // Portuguese has a plural form ("many") English lacks.
    expect(keys(pt.dailyReport).filter((key) => !key.endsWith('_many'))).toEqual(keys(en.dailyReport));
  });

  it("speak Portuguese on a child's meals and in the review", async () => {
    mockApi({ 'GET /api/dailyreport/child': () => childDay(BOTTLE, LUNCH), 'GET /api/child/list': () => ({ items: [EMMA_ITEM], total: 1 }) });
    const meals = renderPage(<MealsPage />, { path: `/daily-report/meals/7?day=${YESTERDAY}` });
    await heading('Meals of Emma Thompson');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    await act(() => setLanguage('pt-BR'));
    expect(await heading('Refeições de Emma Thompson')).toBeTruthy();
    expect(screen.getByText('Adicionar uma refeição', { selector: 'button span' })).toBeTruthy();
    expect(screen.getByLabelText('Mamadeira')).toBeTruthy();
    expect(tableRows()[1].textContent).toContain('AlmoçoComeu um poucoFeliz');
    expect(document.body.textContent).not.toContain('dailyReport.');
    meals.unmount();

    reviewAnswers({ 'GET /api/dailyreport/review': () => [{ ...LUNCH, held: true }] });
    // A new page signs in again as the English-speaking director: Portuguese is chosen once more.
    renderPage(<ReviewPage />, { path: '/admin/daily-report' });
    await screen.findByText('Held from family');
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Retido: a família não vê')).toBeTruthy();
    expect(screen.getByLabelText(`Liberar Emma Thompson: Almoço às ${formatTime(LUNCH.at)} para a família`)).toBeTruthy();
    expect(document.body.textContent).not.toContain('dailyReport.');
  });
});
