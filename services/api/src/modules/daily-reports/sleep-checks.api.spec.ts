import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { connectHub, hubUserOfSession, type HubClient, settle, startListeningGateway, stopAll, type ListeningGateway } from '../../../test/hub/hub-clients';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { JobsService } from '../jobs';
import type { RoomDayDto, SleepCheckDto } from './dto/daily-entry.dto';
import { SLEEP_CHECK_ALERTS_QUEUE, SLEEP_CHECK_ALERTS_SCHEDULE } from './sleep-check-alerts.job';
import { SleepChecksService } from './sleep-checks.service';

let gateway: ListeningGateway;
let ds: DataSource;
let clock: ClockService;
type Persona = 'director' | 'staff' | 'toddlerStaff' | 'guardian' | 'tablet';
let sessions: Record<Persona, SignedIn>;
let infants: { id: number };
let toddlers: { id: number };
let ava: CreatedChild;
let leo: CreatedChild;
const hubClients: HubClient[] = [];

/** 12:30 in Toronto: Ava falls asleep. */
const NAP_START = new Date('2026-11-20T17:30:00Z');
const minutesLater = (minutes: number) => new Date(NAP_START.getTime() + minutes * 60_000);

beforeAll(async () => {
  gateway = await startListeningGateway({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  const acorns = await createDaycare(ds, 'Little Acorns');
  infants = await createRoom(ds, acorns.id, 'Infants');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const [infantGroup] = await ds.query(`INSERT INTO age_group (daycare_id, label, min_months, max_months, children_per_staff, sleep_check_minutes) VALUES ($1, 'Infants', 0, 18, 3, 15) RETURNING id`, [acorns.id]);
  const [toddlerGroup] = await ds.query(`INSERT INTO age_group (daycare_id, label, min_months, children_per_staff, sleep_check_minutes) VALUES ($1, 'Toddlers', 18, 5, 30) RETURNING id`, [acorns.id]);
  await ds.query(`UPDATE room SET age_group_id = $2 WHERE id = $1`, [infants.id, infantGroup.id]);
  await ds.query(`UPDATE room SET age_group_id = $2 WHERE id = $1`, [toddlers.id, toddlerGroup.id]);
  ava = await createChild(ds, acorns.id, { firstName: 'Ava', lastName: 'Martin', homeRoomId: infants.id, birthDate: '2026-03-01' });
  leo = await createChild(ds, acorns.id, { firstName: 'Leo', lastName: 'Martin', homeRoomId: toddlers.id, familyId: ava.familyId });
  const staffOf = async (roomId: number) => signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId, roles: ['CHILD_DAILY_REPORT'] })).email);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await staffOf(infants.id),
    toddlerStaff: await staffOf(toddlers.id),
    guardian: await signIn(gateway, (await createGuardian(ds, acorns.id, ava.familyId)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, infants.id)).email),
  };
});

afterAll(async () => {
  await stopAll(hubClients);
  await gateway.close();
});

beforeEach(() => clock.set(NAP_START));

afterEach(async () => {
  await stopAll(hubClients);
  await ds.query(`DELETE FROM daily_entry`);
});

const call = (persona: Persona, method: 'GET' | 'POST', path: string, data: Record<string, unknown>) =>
  gateway.request({
    method,
    url: `/api/dailyreport/${path}`,
    ...(method === 'POST' ? { payload: data } : { query: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])) }),
    headers: sessions[persona].headers,
  });

async function startNap(childId: number, persona: Persona = 'staff'): Promise<number> {
  const response = await call(persona, 'POST', 'create', { childIds: [childId], kind: 'nap' });
  expect(response.statusCode).toBe(200);
  return response.json()[0].id;
}

async function check(napId: number, minutes: number, body: Record<string, unknown> = {}): Promise<SleepCheckDto> {
  clock.set(minutesLater(minutes));
  const response = await call('tablet', 'POST', 'sleepCheck', { napId, position: 'back', breathing: true, ...body });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const sleepOf = async (persona: Persona, roomId: number, childId: number) =>
  ((await call(persona, 'GET', 'room', { roomId })).json() as RoomDayDto).children.find((card) => card.child.id === childId)!.sleep;

const hubUserOf = (persona: Persona) => hubUserOfSession(sessions[persona]);

describe('the checks of a nap', () => {
  it("asks for a check every 15 minutes for an infant and every 30 for a toddler, from the nap's start", async () => {
    await startNap(ava.id);
    await startNap(leo.id, 'toddlerStaff');
    expect(await sleepOf('staff', infants.id, ava.id)).toEqual({ napId: expect.any(Number), everyMinutes: 15, lastCheckAt: null, dueAt: minutesLater(15).toISOString() });
    expect(await sleepOf('toddlerStaff', toddlers.id, leo.id)).toMatchObject({ everyMinutes: 30, dueAt: minutesLater(30).toISOString() });
  });

  it('records position and breathing with who checked, and moves the next check on', async () => {
    const napId = await startNap(ava.id);
    const tablet = await connectHub(gateway.baseUrl, hubUserOf('tablet'));
    hubClients.push(tablet);
    const recorded = await check(napId, 12, { position: 'side' });
    expect(recorded).toMatchObject({ napId, position: 'side', breathing: true, checkedAt: minutesLater(12).toISOString(), checkedBy: { label: expect.any(String) } });
    expect(await sleepOf('staff', infants.id, ava.id)).toMatchObject({ lastCheckAt: minutesLater(12).toISOString(), dueAt: minutesLater(27).toISOString() });
    expect((await tablet.next('OnSleepCheck')).payload).toMatchObject({ napId, state: 'checked', child: { id: ava.id, label: 'Ava Martin' }, roomId: infants.id, dueAt: minutesLater(27).toISOString() });
    await check(napId, 25, { breathing: false, position: 'stomach' });
    const list = await call('director', 'GET', 'sleepChecks', { napId });
    expect(list.json().map((row: SleepCheckDto) => [row.position, row.breathing])).toEqual([
      ['side', true],
      ['stomach', false],
    ]);
  });

  it('refuses a check of an ended nap, in the future, before the nap, or with an unknown position (400), and from outside the room (404) or a guardian (403)', async () => {
    const napId = await startNap(ava.id);
    clock.set(minutesLater(5));
    const refusals: [Persona, Record<string, unknown>, number, string?][] = [
      ['staff', { position: 'upside-down' }, 400, 'position must be one of back, side, stomach'],
      ['staff', { at: minutesLater(30).toISOString() }, 400, 'at must not be in the future'],
      ['staff', { at: minutesLater(-5).toISOString() }, 400, 'at must not be before the nap began'],
      ['toddlerStaff', {}, 404],
      ['guardian', {}, 403],
    ];
    for (const [persona, change, status, message] of refusals) {
      const response = await call(persona, 'POST', 'sleepCheck', { napId, position: 'back', breathing: true, ...change });
      expect(response.statusCode).toBe(status);
      if (message) expect(JSON.stringify(response.json().message)).toContain(message);
    }
    await call('staff', 'POST', 'wake', { entryId: napId });
    const ended = await call('staff', 'POST', 'sleepCheck', { napId, position: 'back', breathing: true });
    expect(ended.json().message).toBe('This nap has ended: checks are recorded while the child sleeps');
    const [lunch] = (await call('staff', 'POST', 'create', { childIds: [ava.id], kind: 'meal', meal: 'lunch', portion: 'all' })).json();
    const notANap = await call('staff', 'POST', 'sleepCheck', { napId: lunch.id, position: 'back', breathing: true });
    expect(notANap.statusCode).toBe(400);
    expect(notANap.json().message).toBe('napId must name a nap: only a sleeping child is checked');
    expect(Number((await ds.query(`SELECT count(*) AS n FROM sleep_check`))[0].n)).toBe(0);
  });
});

describe('overdue checks', () => {
  it('alerts the room and the directors once per missed check, live', async () => {
    const napId = await startNap(ava.id);
    const tablet = await connectHub(gateway.baseUrl, hubUserOf('tablet'));
    const director = await connectHub(gateway.baseUrl, hubUserOf('director'));
    const toddlerRoom = await connectHub(gateway.baseUrl, hubUserOf('toddlerStaff'));
    hubClients.push(tablet, director, toddlerRoom);
    const alerts = gateway.app.get(SleepChecksService);

    clock.set(minutesLater(14));
    expect(await alerts.alertOverdue()).toBe(0);
    clock.set(minutesLater(16));
    expect(await alerts.alertOverdue()).toBe(1);
    const overdue = { napId, state: 'overdue', child: { id: ava.id, label: 'Ava Martin' }, dueAt: minutesLater(15).toISOString() };
    expect((await tablet.next('OnSleepCheck', (payload) => (payload as { state: string }).state === 'overdue')).payload).toMatchObject(overdue);
    expect((await director.next('OnSleepCheck')).payload).toMatchObject(overdue);
    clock.set(minutesLater(17));
    expect(await alerts.alertOverdue()).toBe(0);

    await check(napId, 18);
    clock.set(minutesLater(32));
    expect(await alerts.alertOverdue()).toBe(0);
    clock.set(minutesLater(34));
    expect(await alerts.alertOverdue()).toBe(1);
    await settle();
    expect(toddlerRoom.names()).not.toContain('OnSleepCheck');
  });

  it('stops watching a nap once the child wakes', async () => {
    const napId = await startNap(ava.id);
    clock.set(minutesLater(10));
    await call('staff', 'POST', 'wake', { entryId: napId });
    clock.set(minutesLater(60));
    expect(await gateway.app.get(SleepChecksService).alertOverdue()).toBe(0);
    expect(await sleepOf('staff', infants.id, ava.id)).toBeNull();
  });

  it('looks for overdue checks every minute through the job queue', async () => {
    expect(await gateway.app.get(JobsService).scheduleOf(SLEEP_CHECK_ALERTS_QUEUE)).toEqual(SLEEP_CHECK_ALERTS_SCHEDULE);
  });
});

describe("the room's sleep-check log", () => {
  it('prints each nap of the day with its checks, flags a late check, a child on the stomach and a nap without checks, in the reader’s language', async () => {
    const napId = await startNap(ava.id);
    await check(napId, 10);
    await check(napId, 32, { position: 'stomach' });
    clock.set(minutesLater(40));
    await call('staff', 'POST', 'wake', { entryId: napId });
    clock.set(minutesLater(45));
    await startNap(ava.id);
    clock.set(minutesLater(50));

    const response = await call('staff', 'GET', 'sleepLog', { roomId: infants.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Sleep checks Infants 2026-11-20.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Safe-sleep check log');
    expect(text).toContain('Little Acorns · Infants · Friday, November 20, 2026');
    expect(text).toContain('Ava Martin: asleep 12:30 PM to 1:10 PM, a check every 15 minutes');
    expect(text).toContain('12:40 PM On the back Normal 10 min since the last');
    expect(text).toContain('1:02 PM On the stomach Normal 22 min since the last (due every 15)');
    expect(text).toContain('Ava Martin: asleep 1:15 PM to still asleep');
    expect(text).toContain('No check was recorded during this nap.');
    expect(text).toContain('Page 1 of 1');

    await ds.query(`UPDATE "user" SET language = 'pt-BR' WHERE id = $1`, [sessions.director.user.id]);
    try {
      const portuguese = await call('director', 'GET', 'sleepLog', { roomId: infants.id, day: '2026-11-20' });
      expect(portuguese.headers['content-disposition']).toContain(encodeURIComponent('Verificações do sono Infants 2026-11-20.pdf'));
      const texto = await pdfText(portuguese.rawPayload);
      expect(texto).toContain('Registro de verificação do sono');
      expect(texto).toContain('De bruços');
    } finally {
      await ds.query(`UPDATE "user" SET language = 'en' WHERE id = $1`, [sessions.director.user.id]);
    }
  });

  it("says so for a day without naps, and keeps other rooms' logs from staff (404) and guardians (403)", async () => {
    const empty = await call('director', 'GET', 'sleepLog', { roomId: toddlers.id, day: '2026-11-19' });
    expect(await pdfText(empty.rawPayload)).toContain('No nap was recorded in this room on this day.');
    expect((await call('staff', 'GET', 'sleepLog', { roomId: toddlers.id })).statusCode).toBe(404);
    expect((await call('guardian', 'GET', 'sleepLog', { roomId: infants.id })).statusCode).toBe(403);
    expect((await call('director', 'GET', 'sleepLog', { roomId: infants.id, day: '2026-02-30' })).statusCode).toBe(400);
  });
});
