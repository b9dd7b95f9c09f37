import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { selectSnackbar } from '@daycare/store';
import { director, mockApi, renderInApp, staff, tablet, testUser, type ApiCall } from '../testing';
import { EMMA, LIAM, NAPPING, NOAH, ROOM_DAY } from './daily-report-testing';
import { TodayPage } from './today-page';

const recorder = testUser({ ...staff, roles: [{ code: 'CHILD_DAILY_REPORT' }] });
const path = '/daily-report/today';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/dailyreport/room': () => ROOM_DAY,
    'POST /api/dailyreport/create': () => [],
    'GET /api/room/list': () => [{ id: 1, label: 'Sunflowers', inRatio: true }, { id: 2, label: 'Little Bears', inRatio: true }],
    ...overrides,
  });
}

const bodies = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);
const card = (name: string) => screen.getByRole('region', { name });
const toggle = (name: string) => screen.getByRole('button', { name: `Select ${name}` });
const sheet = () => screen.getByRole('dialog');

async function select(...names: string[]) {
  await screen.findByRole('region', { name: EMMA.label });
  for (const name of names) fireEvent.click(card(name));
}

describe("today's reports of a room", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows each child's photo or initials, whether signed in, the last entries, and a nap in progress", async () => {
    const calls = answers();
    renderInApp(<TodayPage />, { user: recorder, path });
    const emma = await screen.findByRole('region', { name: EMMA.label });
    expect(calls.map((call) => `${call.key}${call.url.search}`)).toContain('GET /api/dailyreport/room?roomId=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Sunflowers · Fri, Nov 27' })).toBeTruthy();
    expect(within(emma).getByText('ET')).toBeTruthy();
    expect(within(emma).getByText('Signed in')).toBeTruthy();
    expect(within(emma).getByText('Lunch · ate most')).toBeTruthy();
    expect(within(emma).getByText('Asleep since 12:30 PM')).toBeTruthy();
    expect(within(emma).getByRole('link', { name: EMMA.label }).getAttribute('href')).toBe('/daily-report/child/7');
    expect(within(card(LIAM.label)).getByText('Diaper · wet')).toBeTruthy();
    expect(within(card(NOAH.label)).getByText('Not signed in')).toBeTruthy();
    expect(within(card(NOAH.label)).getByText('Bottle · 180 ml (6.1 oz)')).toBeTruthy();
    expect(within(card('Olivia Chen')).getByText('Nothing recorded yet today')).toBeTruthy();
    expect(within(card(LIAM.label)).queryByRole('button', { name: /woke up/ })).toBeNull();
  });

  it('records lunch for three selected children in two taps, then clears the selection', async () => {
    const calls = answers();
    const { store } = renderInApp(<TodayPage />, { user: recorder, path });
    await select(EMMA.label, LIAM.label, NOAH.label);
    expect(toggle(EMMA.label).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3 children selected')).toBeTruthy();
    fireEvent.click(card(NOAH.label));
    fireEvent.click(toggle(NOAH.label));
    fireEvent.click(screen.getByRole('button', { name: 'Meal' }));
    expect(screen.getByRole('dialog', { name: 'Meal for 3 children' })).toBeTruthy();
    fireEvent.click(within(sheet()).getByRole('radio', { name: 'Lunch' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Saved for 3 children'));
    expect(bodies(calls, 'POST /api/dailyreport/create')).toEqual([{ childIds: [7, 8, 10], kind: 'meal', meal: 'lunch', portion: 'all' }]);
    expect(toggle(EMMA.label).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Tap the children to record for')).toBeTruthy();
  });

  it('takes a bottle in ounces and sends millilitres', async () => {
    const calls = answers();
    renderInApp(<TodayPage />, { user: tablet, path });
    await select(NOAH.label);
    fireEvent.click(screen.getByRole('button', { name: 'Meal' }));
    fireEvent.click(within(sheet()).getByRole('radio', { name: 'Bottle' }));
    fireEvent.click(within(sheet()).getByText('oz'));
    fireEvent.change(within(sheet()).getByRole('spinbutton', { name: 'Amount in the bottle' }), { target: { value: '6' } });
    expect(await within(sheet()).findByText('177 ml')).toBeTruthy();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/dailyreport/create')).toEqual([{ childIds: [10], kind: 'meal', meal: 'bottle', bottleMl: 177 }]));
    expect(calls.map((call) => `${call.key}${call.url.search}`)).toContain('GET /api/dailyreport/room?roomId=1');
  });

  it('selects all and clears, and puts a child to sleep now', async () => {
    const calls = answers();
    renderInApp(<TodayPage />, { user: recorder, path });
    await select(LIAM.label);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('4 children selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(card(LIAM.label));
    fireEvent.click(screen.getByRole('button', { name: 'Nap' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Asleep now' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/dailyreport/create')).toEqual([{ childIds: [8], kind: 'nap' }]));
  });

  it('records a toilet visit in two taps', async () => {
    const calls = answers();
    renderInApp(<TodayPage />, { user: recorder, path });
    await select(LIAM.label);
    fireEvent.click(screen.getByRole('button', { name: 'Diaper/Toilet' }));
    fireEvent.click(within(sheet()).getByRole('radio', { name: 'Toilet' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Wet & soiled' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/dailyreport/create')).toEqual([{ childIds: [8], kind: 'movement', movement: 'toilet', result: 'wet_soiled' }]));
  });

  it('records a note with a mood once it is written', async () => {
    const calls = answers();
    renderInApp(<TodayPage />, { user: recorder, path });
    await select(LIAM.label);
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    const save = within(sheet()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(sheet()).getByRole('textbox', { name: 'Note' }), { target: { value: ' Played in the sand. ' } });
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Happy' }));
    fireEvent.click(save);
    await waitFor(() => expect(bodies(calls, 'POST /api/dailyreport/create')).toEqual([{ childIds: [8], kind: 'note', note: 'Played in the sand.', mood: 'happy' }]));
  });

  it("shows the gateway's refusal in the snackbar and keeps the selection", async () => {
    answers({ 'POST /api/dailyreport/create': () => Response.json({ message: 'Emma Thompson is already asleep: wake her first' }, { status: 400 }) });
    const { store } = renderInApp(<TodayPage />, { user: recorder, path });
    await select(EMMA.label);
    fireEvent.click(screen.getByRole('button', { name: 'Nap' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Asleep now' }));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Emma Thompson is already asleep: wake her first'));
    expect(toggle(EMMA.label).getAttribute('aria-pressed')).toBe('true');
  });

  it('ends a nap in progress with Woke up', async () => {
    const calls = answers({ 'POST /api/dailyreport/wake': () => ({ ...NAPPING, until: '2026-11-27T14:10:00' }) });
    const { store } = renderInApp(<TodayPage />, { user: recorder, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Emma Thompson woke up' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/dailyreport/wake')).toEqual([{ entryId: NAPPING.id }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Emma Thompson is awake'));
  });

  it('lets a director choose the room', async () => {
    const calls = answers();
    renderInApp(<TodayPage />, { user: director, path });
    await screen.findByRole('region', { name: EMMA.label });
    expect(calls.map((call) => `${call.key}${call.url.search}`)).toContain('GET /api/dailyreport/room?roomId=1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Room' }));
    fireEvent.click(await screen.findByTitle('Little Bears'));
    await waitFor(() => expect(calls.map((call) => `${call.key}${call.url.search}`)).toContain('GET /api/dailyreport/room?roomId=2'));
  });

  it('explains itself to staff without a room', async () => {
    answers({ 'GET /api/dailyreport/room': () => ({ ...ROOM_DAY, children: [] }) });
    renderInApp(<TodayPage />, { user: testUser({ ...recorder, roomId: null }), path });
    expect(await screen.findByText('You are not assigned to a room')).toBeTruthy();
  });

  it('lets staff without the daily report role follow the room without recording', async () => {
    answers();
    renderInApp(<TodayPage />, { user: staff, path });
    await screen.findByRole('region', { name: EMMA.label });
    expect(screen.getByText(/needs the daily report role/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Select ${EMMA.label}` })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Meal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Emma Thompson woke up' })).toBeNull();
  });

  it('says when the room has no children', async () => {
    answers({ 'GET /api/dailyreport/room': () => ({ ...ROOM_DAY, children: [] }) });
    renderInApp(<TodayPage />, { user: tablet, path });
    expect(await screen.findByText('No children in this room yet')).toBeTruthy();
  });
});

describe("today's reports in Brazilian Portuguese", () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('show the cards, the bar and the meal sheet in Portuguese', async () => {
    answers();
    renderInApp(<TodayPage />, { user: tablet, path });
    const emma = await screen.findByRole('region', { name: EMMA.label });
    // After the first paint: the app's providers first apply the language saved with the user (English here).
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('heading', { level: 1, name: 'Relatórios de hoje' })).toBeTruthy();
    expect(within(emma).getByText('Almoço · comeu quase tudo')).toBeTruthy();
    expect(within(emma).getByText('Dormindo desde 12:30')).toBeTruthy();
    expect(within(emma).getByText('Presente')).toBeTruthy();
    expect(within(emma).getByRole('button', { name: 'Emma Thompson acordou' })).toBeTruthy();
    expect(within(card(LIAM.label)).getByText('Fralda · xixi')).toBeTruthy();
    expect(within(card(NOAH.label)).getByText('Mamadeira · 180 ml (6,1 oz)')).toBeTruthy();
    fireEvent.click(card(EMMA.label));
    fireEvent.click(card(LIAM.label));
    expect(screen.getByText('2 crianças selecionadas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refeição' }));
    expect(within(sheet()).getByText('Refeição de 2 crianças')).toBeTruthy();
    expect(within(sheet()).getByRole('radio', { name: 'Lanche da tarde' })).toBeTruthy();
    expect(within(sheet()).getByRole('button', { name: 'Quase tudo' })).toBeTruthy();
  });
});
