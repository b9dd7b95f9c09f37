import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { connectHub, hubUserOfSession, type HubClient, settle, startListeningGateway, stopAll, type ListeningGateway } from '../../../test/hub/hub-clients';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { openFamilyStream as openStream } from '../../../test/hub/family-stream';
import { type SignedIn, signIn } from '../../../test/sessions';
import type { DailyEntryDto, DailyEntryListDto, RoomDayDto } from './dto/daily-entry.dto';

let gateway: ListeningGateway;
let ds: DataSource;
let clock: ClockService;
type Persona = 'director' | 'staff' | 'roleless' | 'babiesStaff' | 'guardian' | 'otherGuardian' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;
let toddlers: { id: number };
let babies: { id: number };
let emma: CreatedChild;
let noah: CreatedChild;
let liam: CreatedChild;
let ava: CreatedChild;
let daniel: { id: number; label: string; email: string };
const hubClients: HubClient[] = [];

/** 12:45 in Toronto. */
const NOW = new Date('2026-11-20T17:45:00Z');
const LUNCH = '2026-11-20T12:30:00-05:00';

beforeAll(async () => {
  gateway = await startListeningGateway({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(NOW);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  babies = await createRoom(ds, acorns.id, 'Babies');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: emma.familyId });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  ava = await createChild(ds, acorns.id, { firstName: 'Ava', lastName: 'Baby', homeRoomId: babies.id });
  daniel = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, roles: ['CHILD_DAILY_REPORT'] });
  const staffSession = async (roomId: number, roles: ['CHILD_DAILY_REPORT'] | [] = ['CHILD_DAILY_REPORT']) =>
    signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId, roles })).email);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, daniel.email),
    roleless: await staffSession(toddlers.id, []),
    babiesStaff: await staffSession(babies.id),
    guardian: await signIn(gateway, (await createGuardian(ds, acorns.id, emma.familyId)).email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await stopAll(hubClients);
  await gateway.close();
});

afterEach(async () => {
  await stopAll(hubClients);
  await ds.query(`DELETE FROM daily_entry`);
  await ds.query(`UPDATE feature_control SET child_daily_report = true`);
  clock.set(NOW);
});

const call = (persona: Persona, method: 'GET' | 'POST' | 'DELETE', path: string, data: Record<string, unknown> = {}) =>
  gateway.request({
    method,
    url: `/api/dailyreport/${path}`,
    ...(method === 'POST' ? { payload: data } : { query: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])) }),
    headers: sessions[persona].headers,
  });

async function record(persona: Persona, body: Record<string, unknown>): Promise<DailyEntryDto[]> {
  const response = await call(persona, 'POST', 'create', body);
  expect(response.json()).toEqual(expect.any(Array));
  expect(response.statusCode).toBe(200);
  return response.json();
}

const lunch = (childIds: number[], portion = 'all') => ({ childIds, kind: 'meal', meal: 'lunch', portion, at: LUNCH });
const entryCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM daily_entry`))[0].n);

describe('recording entries', () => {
  it("records one lunch for each child at once, with who recorded it, and audits each", async () => {
    const entries = await record('staff', { ...lunch([emma.id, noah.id, liam.id], 'most'), mood: 'happy', note: 'Loved the pasta.' });
    expect(entries.map((entry) => entry.child.label).sort()).toEqual(['Emma Thompson', 'Liam Nguyen', 'Noah Thompson']);
    expect(entries[0]).toMatchObject({
      kind: 'meal',
      meal: 'lunch',
      portion: 'most',
      bottleMl: null,
      mood: 'happy',
      note: 'Loved the pasta.',
      at: '2026-11-20T17:30:00.000Z',
      until: null,
      held: false,
      recordedBy: { id: daniel.id, label: 'Daniel Okafor' },
      canEdit: true,
    });
    const audited = await ds.query(`SELECT count(*) AS n FROM audit_log WHERE action = 'daily-entry.create'`);
    expect(Number(audited[0].n)).toBe(3);
  });

  it('records a bottle in millilitres, a diaper change and a note at the current time when none is given', async () => {
    const [bottle] = await record('tablet', { childIds: [emma.id], kind: 'meal', meal: 'bottle', bottleMl: 180 });
    expect(bottle).toMatchObject({ meal: 'bottle', bottleMl: 180, portion: null, at: NOW.toISOString() });
    const [diaper] = await record('tablet', { childIds: [emma.id], kind: 'movement', movement: 'diaper', result: 'wet' });
    expect(diaper).toMatchObject({ movement: 'diaper', result: 'wet' });
    const [note] = await record('director', { childIds: [emma.id], kind: 'note', note: 'Painted a rainbow.' });
    expect(note).toMatchObject({ kind: 'note', note: 'Painted a rainbow.' });
  });

  it.each([
    ['a lunch without a portion', { childIds: [1], kind: 'meal', meal: 'lunch' }, 'portion is required for a meal: all, most, some or none'],
    ['a lunch with a bottle amount', { kind: 'meal', meal: 'lunch', portion: 'all', bottleMl: 120 }, 'bottleMl belongs to a bottle only'],
    ['a bottle without its amount', { kind: 'meal', meal: 'bottle' }, 'bottleMl is required for a bottle'],
    ['a meal with a nap end', { kind: 'meal', meal: 'lunch', portion: 'all', until: '2026-11-20T12:40:00-05:00' }, 'until does not belong to a meal entry'],
    ['a diaper without its result', { kind: 'movement', movement: 'diaper' }, 'movement and result are required for a diaper or toilet entry'],
    ['a note without text', { kind: 'note', note: '   ' }, 'note is required for a note entry'],
    ['a meal in the future', { kind: 'meal', meal: 'lunch', portion: 'all', at: '2026-11-20T13:30:00-05:00' }, 'at must not be in the future'],
    ['a nap ending before it began', { kind: 'nap', at: '2026-11-20T12:30:00-05:00', until: '2026-11-20T12:00:00-05:00' }, 'until must be after at'],
  ])('refuses %s with 400 and writes nothing', async (_name, body, message) => {
    const response = await call('staff', 'POST', 'create', { childIds: [emma.id, noah.id], ...body });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().message)).toContain(message);
    expect(await entryCount()).toBe(0);
  });

  it.each([
    ['no children', { childIds: [] }, 'childIds must name at least one child'],
    ['a child twice', { childIds: [1, 1] }, 'childIds must not repeat a child'],
    ['an unknown kind', { kind: 'bath' }, 'kind must be one of meal, nap, movement, note'],
    ['an unknown portion', { portion: 'plenty' }, 'portion must be one of all, most, some, none'],
    ['a time that is not one', { at: 'noon' }, 'at must be a date and time'],
    ['an unknown field', { colour: 'red' }, 'colour is not a field this request accepts'],
  ])('refuses %s with 400', async (_name, change, message) => {
    const response = await call('staff', 'POST', 'create', { ...lunch([emma.id]), ...change });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().message)).toContain(message);
    expect(await entryCount()).toBe(0);
  });

  it("records nothing when one child is outside the staff member's room, another daycare's or unknown", async () => {
    for (const childId of [ava.id, 999_999]) {
      const response = await call('staff', 'POST', 'create', lunch([emma.id, childId]));
      expect(response.statusCode).toBe(404);
    }
    expect((await call('mapleDirector', 'POST', 'create', lunch([emma.id]))).statusCode).toBe(404);
    expect(await entryCount()).toBe(0);
  });

  it('lets staff record for a child of another room signed in to theirs', async () => {
    await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) SELECT daycare_id, 'child', id, $2, $3 FROM child WHERE id = $1`, [ava.id, toddlers.id, NOW]);
    try {
      expect(await record('staff', lunch([ava.id]))).toHaveLength(1);
    } finally {
      await ds.query(`DELETE FROM attendance WHERE child_id = $1`, [ava.id]);
    }
  });

  it('refuses guardians (403), staff without the daily report role (403) and a daycare with daily reports off (403)', async () => {
    expect((await call('guardian', 'POST', 'create', lunch([emma.id]))).statusCode).toBe(403);
    expect((await call('roleless', 'POST', 'create', lunch([emma.id]))).statusCode).toBe(403);
    await ds.query(`UPDATE feature_control SET child_daily_report = false`);
    expect((await call('staff', 'POST', 'create', lunch([emma.id]))).statusCode).toBe(403);
    expect(await entryCount()).toBe(0);
  });
});

describe('naps', () => {
  it('starts naps for several children, refuses a second one while asleep, and ends one when the child wakes', async () => {
    const [emmaNap] = await record('tablet', { childIds: [emma.id, noah.id], kind: 'nap', at: '2026-11-20T12:30:00-05:00' });
    const again = await call('tablet', 'POST', 'create', { childIds: [liam.id, emma.id], kind: 'nap' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Emma is already asleep: record that they woke before starting another nap');
    const woke = await call('tablet', 'POST', 'wake', { entryId: emmaNap.id, until: '2026-11-20T12:40:00-05:00' });
    expect(woke.statusCode).toBe(200);
    expect(woke.json()).toMatchObject({ until: '2026-11-20T17:40:00.000Z' });
    expect((await call('tablet', 'POST', 'wake', { entryId: emmaNap.id })).json().message).toBe('Only a nap in progress can end');
    expect(await record('tablet', { childIds: [emma.id], kind: 'nap' })).toHaveLength(1);
  });
});

describe('naps started at once', () => {
  it('refuses the second of two naps started for the same child at the same moment with 400, never 500', async () => {
    const answers = await Promise.all([0, 1, 2].map(() => call('tablet', 'POST', 'create', { childIds: [liam.id], kind: 'nap' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(Number((await ds.query(`SELECT count(*) AS n FROM daily_entry WHERE child_id = $1`, [liam.id]))[0].n)).toBe(1);
  });
});

describe('reading a day', () => {
  it("shows the room's children with the latest entry of each kind, the nap in progress first", async () => {
    await record('staff', { childIds: [emma.id], kind: 'nap', at: '2026-11-20T09:00:00-05:00', until: '2026-11-20T09:45:00-05:00' });
    await record('staff', { childIds: [emma.id], kind: 'nap', at: '2026-11-20T12:35:00-05:00' });
    await record('staff', lunch([emma.id, liam.id], 'some'));
    const response = await call('tablet', 'GET', 'room', { roomId: toddlers.id });
    expect(response.statusCode).toBe(200);
    const day: RoomDayDto = response.json();
    expect(day).toMatchObject({ room: { id: toddlers.id, label: 'Toddlers' }, day: '2026-11-20' });
    expect(day.children.map((child) => child.child.label)).toEqual(['Emma Thompson', 'Liam Nguyen', 'Noah Thompson']);
    const emmaCard = day.children[0];
    expect(emmaCard.lastNap).toMatchObject({ at: '2026-11-20T17:35:00.000Z', until: null });
    expect(emmaCard.lastMeal).toMatchObject({ portion: 'some' });
    expect(day.children[2]).toMatchObject({ lastMeal: null, lastNap: null, lastMovement: null, lastNote: null, signedIn: false });
  });

  it("answers 404 for a room that is not the staff member's or the tablet's, and 403 to guardians", async () => {
    expect((await call('staff', 'GET', 'room', { roomId: babies.id })).statusCode).toBe(404);
    expect((await call('tablet', 'GET', 'room', { roomId: babies.id })).statusCode).toBe(404);
    expect((await call('director', 'GET', 'room', { roomId: babies.id })).statusCode).toBe(200);
    expect((await call('mapleDirector', 'GET', 'room', { roomId: toddlers.id })).statusCode).toBe(404);
    expect((await call('guardian', 'GET', 'room', { roomId: toddlers.id })).statusCode).toBe(403);
  });

  it("gives a child's day in the daycare's time zone, earliest first", async () => {
    clock.set(new Date('2026-11-21T15:00:00Z'));
    await record('staff', { childIds: [emma.id], kind: 'note', note: 'Late evening note', at: '2026-11-20T23:30:00-05:00' });
    await record('staff', { childIds: [emma.id], kind: 'note', note: 'Breakfast chat', at: '2026-11-21T08:00:00-05:00' });
    await record('staff', { ...lunch([emma.id]), at: '2026-11-21T09:30:00-05:00', meal: 'morning_snack' });
    const today = await call('guardian', 'GET', 'child', { childId: emma.id });
    expect(today.json().day).toBe('2026-11-21');
    expect(today.json().entries.map((entry: DailyEntryDto) => entry.note ?? entry.meal)).toEqual(['Breakfast chat', 'morning_snack']);
    const yesterday = await call('guardian', 'GET', 'child', { childId: emma.id, day: '2026-11-20' });
    expect(yesterday.json().entries.map((entry: DailyEntryDto) => entry.note)).toEqual(['Late evening note']);
    expect(yesterday.json().entries[0].canEdit).toBe(false);
  });

  it("keeps a family's children to that family and held entries from guardians", async () => {
    const [entry] = await record('staff', lunch([emma.id]));
    expect((await call('otherGuardian', 'GET', 'child', { childId: emma.id })).statusCode).toBe(404);
    expect((await call('otherGuardian', 'GET', 'byId', { entryId: entry.id })).statusCode).toBe(404);
    expect((await call('staff', 'POST', 'hold', { entryId: entry.id, held: true })).statusCode).toBe(403);
    const held = await call('director', 'POST', 'hold', { entryId: entry.id, held: true });
    expect(held.json()).toMatchObject({ held: true });
    expect((await call('guardian', 'GET', 'child', { childId: emma.id })).json().entries).toEqual([]);
    expect((await call('guardian', 'GET', 'byId', { entryId: entry.id })).statusCode).toBe(404);
    expect((await call('staff', 'GET', 'child', { childId: emma.id })).json().entries).toHaveLength(1);
    await call('director', 'POST', 'hold', { entryId: entry.id, held: false });
    expect((await call('guardian', 'GET', 'byId', { entryId: entry.id })).statusCode).toBe(200);
  });

  it("pages the family's feed newest first over both children", async () => {
    for (let minute = 0; minute < 32; minute += 1) {
      await record('staff', { childIds: [minute % 2 ? emma.id : noah.id], kind: 'note', note: `Note ${minute}`, at: new Date(NOW.getTime() - (40 - minute) * 60_000).toISOString() });
    }
    await record('staff', lunch([liam.id]));
    const first: DailyEntryListDto = (await call('guardian', 'GET', 'family', { familyId: emma.familyId })).json();
    expect(first.entries).toHaveLength(30);
    expect(first.entries[0].note).toBe('Note 31');
    const second: DailyEntryListDto = (await call('guardian', 'GET', 'family', { familyId: emma.familyId, before: first.nextBefore! })).json();
    expect(second.entries.map((entry) => entry.note)).toEqual(['Note 1', 'Note 0']);
    expect(second.nextBefore).toBeNull();
    expect((await call('guardian', 'GET', 'family', { familyId: liam.familyId })).statusCode).toBe(404);
    expect((await call('staff', 'GET', 'family', { familyId: emma.familyId })).statusCode).toBe(403);
    expect((await call('director', 'GET', 'family', { familyId: emma.familyId })).json().entries).toHaveLength(30);
  });

  it("lists the daycare's day for the director's review, by room", async () => {
    await record('staff', lunch([emma.id]));
    await record('director', { ...lunch([ava.id]), meal: 'breakfast', at: '2026-11-20T08:00:00-05:00' });
    const all = await call('director', 'GET', 'review', {});
    expect(all.json().map((entry: DailyEntryDto) => entry.child.label)).toEqual(['Emma Thompson', 'Ava Baby']);
    const babiesOnly = await call('director', 'GET', 'review', { roomId: babies.id });
    expect(babiesOnly.json().map((entry: DailyEntryDto) => entry.child.label)).toEqual(['Ava Baby']);
    expect((await call('staff', 'GET', 'review', {})).statusCode).toBe(403);
  });
});

describe('correcting and deleting', () => {
  it("corrects an entry's fields, keeps its kind, and audits before and after", async () => {
    const [entry] = await record('staff', lunch([emma.id]));
    const response = await call('staff', 'POST', 'update', { entryId: entry.id, meal: 'lunch', portion: 'none', note: 'Not hungry' });
    expect(response.json()).toMatchObject({ portion: 'none', note: 'Not hungry', at: entry.at, updatedAt: NOW.toISOString() });
    const bad = await call('staff', 'POST', 'update', { entryId: entry.id, movement: 'diaper', result: 'wet' });
    expect(bad.statusCode).toBe(400);
    const [audit] = await ds.query(`SELECT detail FROM audit_log WHERE action = 'daily-entry.update' AND target = $1`, [`daily-entry:${entry.id}`]);
    expect(audit.detail.before.portion).toBe('all');
    expect(audit.detail.after.portion).toBe('none');
  });

  it("lets only the children's carers change or delete an entry", async () => {
    const [entry] = await record('staff', lunch([emma.id]));
    expect((await call('babiesStaff', 'POST', 'update', { entryId: entry.id, meal: 'lunch', portion: 'none' })).statusCode).toBe(404);
    expect((await call('babiesStaff', 'DELETE', 'delete', { entryId: entry.id })).statusCode).toBe(404);
    expect((await call('guardian', 'DELETE', 'delete', { entryId: entry.id })).statusCode).toBe(403);
    expect((await call('mapleDirector', 'DELETE', 'delete', { entryId: entry.id })).statusCode).toBe(404);
    expect((await call('tablet', 'DELETE', 'delete', { entryId: entry.id })).statusCode).toBe(204);
    expect(await entryCount()).toBe(0);
  });
});

describe('live', () => {
  const hubUserOf = (persona: Persona) => hubUserOfSession(sessions[persona]);

  const openFamilyStream = (persona: Persona) => openStream(gateway.baseUrl, sessions[persona].accessToken);

  it("tells the child's room, the directors and the child's family, and no other family", async () => {
    const tablet = await connectHub(gateway.baseUrl, hubUserOf('tablet'));
    const director = await connectHub(gateway.baseUrl, hubUserOf('director'));
    hubClients.push(tablet, director);
    const family = await openFamilyStream('guardian');
    const otherFamily = await openFamilyStream('otherGuardian');
    try {
      const entries = await record('staff', lunch([emma.id, noah.id]));
      const expected = { childId: emma.id, familyId: emma.familyId, roomId: toddlers.id, change: 'recorded', entryIds: [entries.find((entry) => entry.childId === emma.id)!.id] };
      expect((await tablet.next('OnDailyReport', (payload) => (payload as { childId: number }).childId === emma.id)).payload).toMatchObject(expected);
      await director.next('OnDailyReport');
      await settle();
      expect(family.events.filter((event) => event.name === 'OnDailyReport').map((event) => (event.data as { childId: number }).childId).sort()).toEqual([emma.id, noah.id].sort());
      expect(otherFamily.events).toEqual([]);
    } finally {
      family.close();
      otherFamily.close();
    }
  });

  it('opens the event stream for guardians only', async () => {
    const response = await fetch(`${gateway.baseUrl}/api/family/live`, { headers: { Authorization: `Bearer ${sessions.staff.accessToken}` } });
    expect(response.status).toBe(403);
    expect((await fetch(`${gateway.baseUrl}/api/family/live`)).status).toBe(401);
  });
});
