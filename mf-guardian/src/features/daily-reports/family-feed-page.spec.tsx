import { act, fireEvent, screen, within } from '@testing-library/react';
import { hubEvents, type DailyEntryDto, type DailyEntryListDto } from '@daycare/api-client';
import { formatDate, setLanguage } from '@daycare/i18n';
import { UserType } from '@daycare/shared';
import { mockApi, renderInApp, testUser, type ApiCall } from '@daycare/shared-features/testing';
import { child, fixToday } from '../absences/family-testing';
import FamilyFeedPage from './family-feed-page';

const EMMA = { id: 1, label: 'Emma Thompson' };
const NOAH = { id: 3, label: 'Noah Thompson' };
const DANIEL = { id: 3, label: 'Daniel Okafor' };

let nextId = 1;
/** An entry as the gateway sends it to a guardian. */
function entry(at: string, fields: Partial<DailyEntryDto> = {}): DailyEntryDto {
  return {
    id: nextId++, at, child: EMMA, childId: EMMA.id, kind: 'meal', meal: 'lunch', portion: 'all', bottleMl: null, mood: null, movement: null,
    result: null, note: null, until: null, held: false, canEdit: false, recordedBy: DANIEL, createdAt: at, updatedAt: null, photos: [], ...fields,
  };
}

const page = (entries: DailyEntryDto[], nextBefore: string | null = null): DailyEntryListDto => ({ entries, nextBefore });

const TODAY_LUNCH = entry('2026-11-27T12:10:00', { child: NOAH, childId: NOAH.id });
const TODAY_NAP = entry('2026-11-27T10:00:00', { kind: 'nap', meal: null, portion: null, until: '2026-11-27T11:30:00', mood: 'calm' });
const YESTERDAY_SNACK = entry('2026-11-26T15:00:00', { meal: 'afternoon_snack', portion: 'most' });
const EARLIER_NOTE = entry('2026-11-24T09:00:00', { kind: 'note', meal: null, portion: null, note: 'Emma painted a rainbow.' });

const FAMILY = [child(1, 'Emma'), child(3, 'Noah')];

/** The feed answers by `before`: the latest page without it, the earlier pages by their cursor. */
function answerFeed(pages: Record<string, DailyEntryListDto>) {
  return ({ url }: ApiCall) => pages[url.searchParams.get('before') ?? 'latest'];
}

const feedCalls = (calls: ApiCall[]) => calls.filter((call) => call.key === 'GET /api/dailyreport/family');

/** The page's day sections: each heading with the texts of its cards. */
function daySections() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => {
    const section = heading.closest('section') as HTMLElement;
    return [heading.textContent, ...[...section.querySelectorAll('.ant-card')].map((card) => card.textContent)];
  });
}

describe("the family's daily reports", () => {
  beforeEach(() => fixToday('2026-11-27T16:00:00'));
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the entries newest first, day by day, naming the child when the family has several', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => FAMILY,
      'GET /api/dailyreport/family': answerFeed({ latest: page([TODAY_LUNCH, TODAY_NAP, YESTERDAY_SNACK, EARLIER_NOTE]) }),
    });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    expect(feedCalls(calls)[0].url.searchParams.get('familyId')).toBe('5');
    const sections = daySections();
    expect(sections.map(([heading]) => heading)).toEqual(['Today', 'Yesterday', formatDate('2026-11-24', 'long')]);
    expect(sections[0][1]).toContain('Noah Thompson · Lunch · ate all');
    expect(sections[0][2]).toContain('Emma Thompson · Nap');
    expect(sections[0][2]).toContain('Mood: Calm');
    expect(sections[1][1]).toContain('Afternoon snack · ate most');
    expect(sections[2][1]).toContain('Emma painted a rainbow.');
    expect(screen.queryByRole('button', { name: 'Load earlier' })).toBeNull();
  });

  it('shows one child at a time when the reader chooses', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => FAMILY,
      'GET /api/dailyreport/family': answerFeed({ latest: page([TODAY_LUNCH, TODAY_NAP, YESTERDAY_SNACK]) }),
    });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    fireEvent.click(screen.getByRole('radio', { name: 'Noah' }));
    expect(daySections()).toEqual([['Today', expect.stringContaining('Lunch · ate all')]]);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(daySections().map(([heading]) => heading)).toEqual(['Today', 'Yesterday']);
  });

  it('loads earlier entries from where the page ends, keeping those already shown', async () => {
    const older = entry('2026-11-26T09:00:00', { kind: 'movement', meal: null, portion: null, movement: 'diaper', result: 'wet' });
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/dailyreport/family': answerFeed({
        latest: page([TODAY_NAP, YESTERDAY_SNACK], '2026-11-26T15:00:00.000Z'),
        '2026-11-26T15:00:00.000Z': page([older]),
      }),
    });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier' }));
    expect(await screen.findByText('Diaper · wet')).toBeTruthy();
    expect(feedCalls(calls).map((call) => call.url.searchParams.get('before'))).toEqual([null, '2026-11-26T15:00:00.000Z']);
    // Yesterday goes on from the first page: one heading, its entries together, the child not named for a family of one.
    expect(daySections()).toEqual([['Today', expect.stringContaining('Nap')], ['Yesterday', expect.stringContaining('Afternoon snack')]]);
    expect(screen.getAllByText(/^Yesterday$/)).toHaveLength(1);
    expect(screen.queryByText(/Emma Thompson ·/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load earlier' })).toBeNull();
  });

  it('offers to try again when earlier entries could not be loaded', async () => {
    let earlier: Response | DailyEntryListDto = Response.json({ message: 'Unavailable' }, { status: 503 });
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/dailyreport/family': ({ url }) => (url.searchParams.get('before') ? earlier : page([TODAY_NAP], '2026-11-27T10:00:00.000Z')),
    });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    earlier = page([YESTERDAY_SNACK]);
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Yesterday' })).toBeTruthy();
    expect(feedCalls(calls).filter((call) => call.url.searchParams.has('before'))).toHaveLength(2);
  });

  it('shows an entry recorded while the page is open, with no reload', async () => {
    let entries = [YESTERDAY_SNACK];
    mockApi({ 'GET /api/tablet/childrenList': () => [child(1, 'Emma')], 'GET /api/dailyreport/family': () => page(entries) });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    await screen.findByRole('heading', { level: 2, name: 'Yesterday' });
    entries = [entry('2026-11-27T12:00:00'), YESTERDAY_SNACK];
    act(() => hubEvents.emit('OnDailyReport', { daycareId: 1, childId: 1, familyId: 5, roomId: 2, entryIds: [99], change: 'recorded' }, { type: UserType.User, roomId: null }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Today' })).getByText('Lunch · ate all')).toBeTruthy();
  });

  it('says nothing is recorded yet when the feed is empty', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => [child(1, 'Emma')], 'GET /api/dailyreport/family': () => page([]) });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    expect(await screen.findByText('Nothing recorded yet today…')).toBeTruthy();
    expect(screen.getByText('Meals, bottles, naps, diapers and notes show up here as soon as the educators record them.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('speaks Portuguese to a Brazilian family', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => FAMILY,
      'GET /api/dailyreport/family': answerFeed({ latest: page([TODAY_LUNCH, YESTERDAY_SNACK], '2026-11-26T15:00:00.000Z') }),
    });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    await act(() => setLanguage('pt-BR'));
    expect(daySections().map(([heading]) => heading)).toEqual(['Hoje', 'Ontem']);
    expect(screen.getByText('Noah Thompson · Almoço · comeu tudo')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Todos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carregar anteriores' })).toBeTruthy();
  });

  it('says so in Portuguese when nothing is recorded yet', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => [child(1, 'Emma')], 'GET /api/dailyreport/family': () => page([]) });
    renderInApp(<FamilyFeedPage />, { user: testUser(), path: '/daily-report/family/5' });
    await screen.findByText('Nothing recorded yet today…');
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Nada registrado hoje ainda…')).toBeTruthy();
    expect(screen.getByText('Refeições, mamadeiras, sonecas, fraldas e recados aparecem aqui assim que os educadores da creche registram.')).toBeTruthy();
  });
});
