import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderInApp, staff, testUser, type ApiCall } from '../testing';
import { ChildDayPage } from './child-day-page';
import { EMMA, LUNCH, NAP_DONE, NOTE } from './daily-report-testing';

const recorder = testUser({ ...staff, roles: [{ code: 'CHILD_DAILY_REPORT' }] });
const guardian = testUser();
const DAY = { child: EMMA, day: '2026-11-27', entries: [LUNCH, NAP_DONE, NOTE] };

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/dailyreport/child': () => DAY, 'GET /api/dailyreport/byId': () => NAP_DONE, 'GET /api/dailyreport/sleepChecks': () => [], ...overrides });
}

const searches = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.url.search);
const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe("a child's day", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the entries of the day, earliest first, and moves from day to day', async () => {
    const calls = answers();
    renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    expect(await screen.findByRole('heading', { name: EMMA.label })).toBeTruthy();
    expect(screen.getByText('Friday, November 27, 2026')).toBeTruthy();
    const entries = within(screen.getByRole('list', { name: "The day's entries" })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '12:05 PMLunch · ate mostMood: Happyby Daniel OkaforAdd photoEditDelete',
      '12:30 PMNap · 12:30 PM–2:10 PM (1 h 40 min)by Daniel OkaforAdd photoEditDelete',
      '3:00 PMNotePainted a rainbow for her mum.Mood: Calmby Daniel OkaforAdd photoEditDelete',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(searches(calls, 'GET /api/dailyreport/child')).toContain('?childId=7&day=2026-11-26'));
  });

  it("leads staff to each kind's page of the child on the same day", async () => {
    answers();
    renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    const byKind = await screen.findByRole('navigation', { name: 'Entries by kind' });
    expect(within(byKind).getByText('Meal').getAttribute('href')).toBe('/daily-report/meals/7?day=2026-11-27');
    expect(within(byKind).getByText('Diaper or toilet').getAttribute('href')).toBe('/daily-report/movements/7?day=2026-11-27');
  });

  it('lets an editor delete an entry once confirmed', async () => {
    const calls = answers({ 'DELETE /api/dailyreport/delete': () => undefined });
    const { store } = renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    await screen.findByRole('heading', { name: EMMA.label });
    fireEvent.click(within(item('Lunch · ate most')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(searches(calls, 'DELETE /api/dailyreport/delete')).toEqual([`?entryId=${LUNCH.id}`]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('The entry is deleted'));
  });

  it("corrects a meal's portion in a dialog", async () => {
    const calls = answers({ 'POST /api/dailyreport/update': ({ body }) => ({ ...LUNCH, ...(body as object) }) });
    renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    await screen.findByRole('heading', { name: EMMA.label });
    fireEvent.click(within(item('Lunch · ate most')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the meal' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Some' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/dailyreport/update')).toHaveLength(1));
    expect(calls.find((call) => call.key === 'POST /api/dailyreport/update')?.body).toEqual({
      entryId: LUNCH.id, at: new Date('2026-11-27T12:05:00').toISOString(), meal: 'lunch', portion: 'some', bottleMl: null, mood: 'happy', note: null,
    });
  });

  it('opens on the day of a linked entry and marks it', async () => {
    const calls = answers();
    renderInApp(<ChildDayPage />, { user: recorder, path: `/daily-report/child/7/${NAP_DONE.id}` });
    await screen.findByRole('heading', { name: EMMA.label });
    expect(searches(calls, 'GET /api/dailyreport/child')).toEqual(['?childId=7&day=2026-11-27']);
    expect(item('Nap · 12:30 PM–2:10 PM (1 h 40 min)').getAttribute('aria-current')).toBe('true');
    expect(item('Lunch · ate most').getAttribute('aria-current')).toBeNull();
  });

  it('shows a guardian the day with no way to change it', async () => {
    answers({ 'GET /api/dailyreport/child': () => ({ ...DAY, entries: DAY.entries.map((entry) => ({ ...entry, canEdit: false })) }) });
    renderInApp(<ChildDayPage />, { user: guardian, path: '/daily-report/child/7' });
    await screen.findByRole('heading', { name: EMMA.label });
    expect(screen.getByText('Lunch · ate most')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Entries by kind' })).toBeNull();
  });

  it('says the child was not found, once, for a child that is not the reader\'s', async () => {
    answers({ 'GET /api/dailyreport/child': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    const { store } = renderInApp(<ChildDayPage />, { user: guardian, path: '/daily-report/child/70' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
    expect(selectSnackbar(store.getState()).open).toBe(false);
  });
});

describe("a child's day in Brazilian Portuguese", () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('writes the day, the entries and the buttons in Portuguese', async () => {
    answers();
    renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    await screen.findByRole('heading', { name: EMMA.label });
    // After the first paint: the app's providers first apply the language saved with the user (English here).
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('sexta-feira, 27 de novembro de 2026')).toBeTruthy();
    const entries = within(screen.getByRole('list', { name: 'Os registros do dia' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '12:05Almoço · comeu quase tudoHumor: Alegriapor Daniel OkaforAdicionar fotoEditarExcluir',
      '12:30Soneca · 12:30–14:10 (1 h 40 min)por Daniel OkaforAdicionar fotoEditarExcluir',
      '15:00ObservaçãoPainted a rainbow for her mum.Humor: Calmapor Daniel OkaforAdicionar fotoEditarExcluir',
    ]);
    expect(screen.getByRole('button', { name: 'Dia anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próximo dia' })).toBeTruthy();
  });
});

describe("an entry's photos", () => {
  afterEach(() => jest.restoreAllMocks());
  const PHOTO = { fileId: 31, thumbnailUrl: '/api/files/31/thumbnail?expires=1&sig=a', photoUrl: '/api/files/31/display?expires=1&sig=b' };
  const PAINTING = { ...NOTE, photos: [PHOTO] };

  it('shows a family the thumbnails, each opening the larger photo, with nothing to change', async () => {
    mockApi({ 'GET /api/dailyreport/child': () => ({ ...DAY, entries: [{ ...PAINTING, canEdit: false }] }) });
    renderInApp(<ChildDayPage />, { user: guardian, path: '/daily-report/child/7' });
    const thumbnail = await screen.findByAltText('Photo 1');
    expect(thumbnail.getAttribute('src')).toBe(PHOTO.thumbnailUrl);
    expect(thumbnail.closest('a')?.getAttribute('href')).toBe(PHOTO.photoUrl);
    expect(screen.queryByText('Add photo')).toBeNull();
    expect(screen.queryByLabelText('Remove photo 1')).toBeNull();
  });

  it('lets an editor add photos and remove one once confirmed', async () => {
    const calls = answers({ 'GET /api/dailyreport/child': () => ({ ...DAY, entries: [PAINTING] }), 'DELETE /api/dailyreport/photo': () => NOTE });
    const { store } = renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    expect(await screen.findByText('Add photo')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove photo 1'));
    fireEvent.click(await screen.findByText('Remove', { selector: '.ant-popconfirm-buttons span' }));
    await waitFor(() => expect(searches(calls, 'DELETE /api/dailyreport/photo')).toEqual([`?entryId=${NOTE.id}&fileId=31`]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Photo removed'));
  });
});
