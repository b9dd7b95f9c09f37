import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { HubEvents } from '../hub';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild, type CreatedRoom } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let toddlers: CreatedRoom;
let preschool: CreatedRoom;
let emma: CreatedChild;
let liam: CreatedChild;
let omar: CreatedChild;
let today: string;
let isoWeekday: number;
type Who = 'director' | 'staff' | 'tablet' | 'guardian' | 'otherGuardian' | 'mapleDirector';
let sessions: Record<Who, SignedIn>;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  preschool = await createRoom(ds, acorns.id, 'Preschool');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: emma.familyId });
  omar = await createChild(ds, acorns.id, { firstName: 'Omar', lastName: 'Other', homeRoomId: preschool.id });
  [{ today, isoWeekday }] = await ds.query(
    `SELECT (now() AT TIME ZONE time_zone)::date::text AS today, extract(isodow FROM (now() AT TIME ZONE time_zone)::date)::int AS "isoWeekday" FROM daycare WHERE id = $1`,
    [acorns.id],
  );
  const guardian = await createGuardian(ds, acorns.id, emma.familyId);
  const otherGuardian = await createGuardian(ds, acorns.id, omar.familyId);
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id });
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, staff.email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    guardian: await signIn(gateway, guardian.email),
    otherGuardian: await signIn(gateway, otherGuardian.email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterEach(async () => {
  for (const table of ['absence', 'reported_attendance', 'child_schedule', 'attendance']) await ds.query(`DELETE FROM ${table}`);
});

afterAll(async () => {
  await gateway.close();
});

const get = (who: Who, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: sessions[who].headers });
const post = (who: Who, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: sessions[who].headers, payload });
const del = (who: Who, url: string, id: number) => gateway.request({ method: 'DELETE', url, query: { id: String(id) }, headers: sessions[who].headers });
const count = async (table: string) => Number((await ds.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

describe('absences', () => {
  it('a guardian reports an absence; the family and the daycare see it; a guardian or director removes it', async () => {
    const res = await post('guardian', '/api/absence/create', { childId: emma.id, startDate: today, endDate: addDays(today, 1), reason: '  Sick with a cold ' });
    expect(res.statusCode).toBe(200);
    const absence = res.json();
    expect(absence).toEqual({
      id: expect.any(Number),
      child: { id: emma.id, label: 'Emma Thompson' },
      startDate: today,
      endDate: addDays(today, 1),
      days: 2,
      reason: 'Sick with a cold',
      reportedBy: { id: sessions.guardian.user.id, label: 'Sarah Guardian' },
      createdAt: expect.any(String),
    });
    const period = { startDate: today, endDate: addDays(today, 5) };
    for (const who of ['guardian', 'staff', 'director'] as const) expect((await get(who, '/api/absence/list', period)).json()).toEqual([absence]);
    expect((await get('otherGuardian', '/api/absence/list', period)).json()).toEqual([]);
    expect((await get('mapleDirector', '/api/absence/list', period)).json()).toEqual([]);
    expect((await get('director', '/api/absence/list', { ...period, childId: omar.id })).json()).toEqual([]);
    expect((await del('otherGuardian', '/api/absence/delete', absence.id)).statusCode).toBe(404);
    expect((await del('mapleDirector', '/api/absence/delete', absence.id)).statusCode).toBe(404);
    expect((await del('staff', '/api/absence/delete', absence.id)).statusCode).toBe(403);
    expect((await del('guardian', '/api/absence/delete', absence.id)).statusCode).toBe(204);
    expect(await count('absence')).toBe(0);
  });

  it('one day by default; refuses overlaps, past days from guardians, bad dates and other families, writing nothing', async () => {
    expect((await post('guardian', '/api/absence/create', { childId: emma.id, startDate: addDays(today, 2), reason: 'Dentist' })).json()).toMatchObject({
      endDate: addDays(today, 2),
      days: 1,
    });
    const bad = async (payload: object, who: Who = 'guardian') => {
      const res = await post(who, '/api/absence/create', { childId: emma.id, reason: 'Holiday', ...payload });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await bad({ startDate: addDays(today, 1), endDate: addDays(today, 3) })).toBe('Emma Thompson is already reported absent on some of these days');
    expect(await bad({ startDate: addDays(today, -1) })).toBe('An absence starts today or later; please ask the daycare to record past days');
    expect(await bad({ startDate: addDays(today, 5), endDate: addDays(today, 4) })).toBe('endDate must be on or after startDate');
    expect(await bad({ startDate: '2026-02-30' })).toBe('startDate must be a real date like 2026-11-23');
    expect(await bad({ startDate: addDays(today, 5), reason: '   ' })).toEqual(['reason is required (for example "Sick" or "Family holiday")']);
    expect(await bad({ startDate: 'tomorrow' })).toEqual(['startDate must be a date like 2026-11-23']);
    expect((await post('otherGuardian', '/api/absence/create', { childId: emma.id, startDate: today, reason: 'x' })).statusCode).toBe(404);
    expect((await post('staff', '/api/absence/create', { childId: emma.id, startDate: today, reason: 'x' })).statusCode).toBe(403);
    // A director records a past day the family phoned about.
    expect((await post('director', '/api/absence/create', { childId: emma.id, startDate: addDays(today, -3), reason: 'Phoned in sick' })).statusCode).toBe(200);
    expect(await count('absence')).toBe(2);
  });
});

describe('reported attendance', () => {
  it('a guardian says when the child comes today; saving again replaces it; the room reads it', async () => {
    const first = await post('guardian', '/api/attendance/reported/save', { childId: emma.id, arrives: '09:30', note: 'Doctor first' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      child: { id: emma.id, label: 'Emma Thompson' },
      date: today,
      arrives: '09:30',
      departs: null,
      note: 'Doctor first',
      reportedBy: { id: sessions.guardian.user.id, label: 'Sarah Guardian' },
      createdAt: expect.any(String),
    });
    const again = (await post('guardian', '/api/attendance/reported/save', { childId: emma.id, arrives: '10:00', departs: '15:00' })).json();
    expect(again).toMatchObject({ id: first.json().id, arrives: '10:00', departs: '15:00', note: null });
    expect((await get('staff', '/api/attendance/reported/list', { childId: emma.id })).json()).toEqual([again]);
    expect((await get('guardian', '/api/attendance/reported/byId', { id: again.id })).json()).toEqual(again);
    const moved = await post('guardian', '/api/attendance/reported/save', { id: again.id, childId: emma.id, date: addDays(today, 1), arrives: '08:15' });
    expect(moved.json()).toMatchObject({ id: again.id, date: addDays(today, 1), arrives: '08:15' });
    expect((await get('otherGuardian', '/api/attendance/reported/byId', { id: again.id })).statusCode).toBe(404);
    expect((await del('otherGuardian', '/api/attendance/reported/delete', again.id)).statusCode).toBe(404);
    expect((await del('guardian', '/api/attendance/reported/delete', again.id)).statusCode).toBe(204);
    expect(await count('reported_attendance')).toBe(0);
  });

  it('refuses a past day, times out of order, an absent day and other families with a clear message', async () => {
    await post('guardian', '/api/absence/create', { childId: emma.id, startDate: today, reason: 'Sick' });
    const bad = async (payload: object) => {
      const res = await post('guardian', '/api/attendance/reported/save', { childId: emma.id, arrives: '09:00', ...payload });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await bad({})).toBe('Emma Thompson is reported absent that day; remove the absence first');
    expect(await bad({ date: addDays(today, -1) })).toBe('The day must be today or later');
    expect(await bad({ date: addDays(today, 1), departs: '08:00' })).toBe('The pick-up time (08:00) must be after the arrival (09:00)');
    expect(await bad({ arrives: '9am' })).toEqual(['arrives must be a time of day like 08:30 (24-hour)']);
    expect((await post('otherGuardian', '/api/attendance/reported/save', { childId: emma.id, arrives: '09:00' })).statusCode).toBe(404);
    expect((await post('staff', '/api/attendance/reported/save', { childId: emma.id, arrives: '09:00' })).statusCode).toBe(403);
    expect(await count('reported_attendance')).toBe(0);
  });
});

describe('live updates of the expected list', () => {
  it("an absence or a report that touches today tells the child's room; other days and refusals tell nobody", async () => {
    const updated = jest.spyOn(gateway.app.get(HubEvents), 'attendanceUpdated');
    try {
      const todayEvent = [{ daycareId: acorns.id, roomId: toddlers.id, date: today }];
      const absence = (await post('guardian', '/api/absence/create', { childId: emma.id, startDate: today, reason: 'Fever' })).json();
      expect(updated.mock.calls).toEqual([todayEvent]);
      await post('guardian', '/api/absence/create', { childId: emma.id, startDate: today, reason: 'Again' });
      await post('guardian', '/api/absence/create', { childId: liam.id, startDate: addDays(today, 3), reason: 'Dentist' });
      expect(updated).toHaveBeenCalledTimes(1);
      expect((await del('guardian', '/api/absence/delete', absence.id)).statusCode).toBe(204);
      expect(updated).toHaveBeenCalledTimes(2);
      const reported = (await post('guardian', '/api/attendance/reported/save', { childId: liam.id, arrives: '09:30' })).json();
      await post('guardian', '/api/attendance/reported/save', { childId: liam.id, date: addDays(today, 2), arrives: '09:30' });
      expect(updated).toHaveBeenCalledTimes(3);
      expect((await del('guardian', '/api/attendance/reported/delete', reported.id)).statusCode).toBe(204);
      expect(updated.mock.calls).toEqual([todayEvent, todayEvent, todayEvent, todayEvent]);
    } finally {
      updated.mockRestore();
    }
  });
});

describe('GET /api/attendance/expected', () => {
  it("lists who is still to come today: scheduled or reported, not absent, not signed in; the tablet its room's", async () => {
    const allDay = { weekday: isoWeekday, arrives: '00:00', departs: '23:59' };
    for (const child of [emma, liam, omar]) {
      const res = await post('director', '/api/schedule/create', { childId: child.id, plan: 1, validFrom: addDays(today, -7), days: [allDay] });
      expect(res.statusCode).toBe(200);
    }
    const noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: emma.familyId });
    // Noah has no schedule but his guardian said he comes today; Liam is absent; Omar is signed in already.
    await post('guardian', '/api/attendance/reported/save', { childId: noah.id, arrives: '23:58', note: 'After the dentist' });
    await post('guardian', '/api/absence/create', { childId: liam.id, startDate: today, reason: 'Sick' });
    await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, now())`, [acorns.id, omar.id, preschool.id]);
    const res = await get('tablet', '/api/attendance/expected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { child: { id: emma.id, label: 'Emma Thompson' }, photoUrl: null, room: { id: toddlers.id, label: 'Toddlers' }, arrives: '00:00', departs: '23:59', source: 'schedule', note: null, late: true },
      { child: { id: noah.id, label: 'Noah Thompson' }, photoUrl: null, room: { id: toddlers.id, label: 'Toddlers' }, arrives: '23:58', departs: null, source: 'reported', note: 'After the dentist', late: expect.any(Boolean) },
    ]);
    expect((await get('director', '/api/attendance/expected')).json().map((e: { child: { id: number } }) => e.child.id)).toEqual([emma.id, noah.id]);
    expect((await get('staff', '/api/attendance/expected', { roomId: preschool.id })).json()).toEqual([]);
    expect((await get('tablet', '/api/attendance/expected', { roomId: preschool.id })).statusCode).toBe(404);
    expect((await get('mapleDirector', '/api/attendance/expected', { roomId: toddlers.id })).statusCode).toBe(404);
    expect((await get('guardian', '/api/attendance/expected')).statusCode).toBe(403);
    // Withdrawn from today, Emma is no longer expected whatever her schedule says.
    await ds.query('UPDATE child SET withdrawn_on = $2 WHERE id = $1', [emma.id, today]);
    expect((await get('director', '/api/attendance/expected')).json().map((e: { child: { id: number } }) => e.child.id)).toEqual([noah.id]);
    await ds.query('UPDATE child SET withdrawn_on = NULL WHERE id = $1', [emma.id]);
    await ds.query('DELETE FROM child WHERE id = $1', [noah.id]);
  });
});
