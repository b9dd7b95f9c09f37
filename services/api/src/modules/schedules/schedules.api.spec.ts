import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, type CreatedChild, type CreatedRoom } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let toddlers: CreatedRoom;
let preschool: CreatedRoom;
let emma: CreatedChild;
let omar: CreatedChild;
let mapleKid: CreatedChild;
type Who = 'director' | 'staff' | 'guardian' | 'otherGuardian' | 'mapleDirector';
let sessions: Record<Who, SignedIn>;

const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, arrives: '08:00', departs: '16:30' }));

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  preschool = await createRoom(ds, acorns.id, 'Preschool');
  const mapleRoom = await createRoom(ds, maple.id, 'Maple Room');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  omar = await createChild(ds, acorns.id, { firstName: 'Omar', lastName: 'Other', homeRoomId: preschool.id });
  mapleKid = await createChild(ds, maple.id, { firstName: 'Ava', lastName: 'Maple', homeRoomId: mapleRoom.id });
  const guardian = await createGuardian(ds, acorns.id, emma.familyId);
  const otherGuardian = await createGuardian(ds, acorns.id, omar.familyId);
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id });
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, staff.email),
    guardian: await signIn(gateway, guardian.email),
    otherGuardian: await signIn(gateway, otherGuardian.email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterEach(async () => {
  gateway.app.get(ClockService).set(undefined);
  await ds.query('DELETE FROM schedule_request');
  await ds.query('DELETE FROM child_schedule');
});

afterAll(async () => {
  await gateway.close();
});

const get = (who: Who, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: sessions[who].headers });
const post = (who: Who, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: sessions[who].headers, payload });
const del = (who: Who, url: string, query: Record<string, number>) =>
  gateway.request({ method: 'DELETE', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: sessions[who].headers });
const create = async (payload: object) => {
  const res = await post('director', '/api/schedule/create', payload);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const count = async (table: string) => Number((await ds.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

describe('schedules', () => {
  it('a director creates a FullTime schedule; everyone allowed reads it back in the same shape', async () => {
    const res = await post('director', '/api/schedule/create', {
      childId: emma.id,
      plan: 1,
      validFrom: '2026-09-01',
      days: [...WEEKDAYS].reverse(),
      note: '  Naps after lunch ',
    });
    expect(res.statusCode).toBe(200);
    const schedule = res.json();
    expect(schedule).toEqual({
      id: expect.any(Number),
      child: { id: emma.id, label: 'Emma Thompson' },
      plan: 1,
      validFrom: '2026-09-01',
      validTo: null,
      days: WEEKDAYS,
      note: 'Naps after lunch',
      current: true,
    });
    for (const who of ['director', 'staff', 'guardian'] as const) {
      expect((await get(who, '/api/schedule/list', { childId: emma.id })).json()).toEqual([schedule]);
    }
    expect((await get('guardian', '/api/schedule/byId', { id: schedule.id })).json()).toEqual(schedule);
  });

  it('updates the whole schedule, and deletes it', async () => {
    const schedule = await create({ childId: emma.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS });
    const res = await post('director', '/api/schedule/update', {
      id: schedule.id,
      plan: 2,
      validFrom: '2026-09-01',
      validTo: '2026-12-31',
      days: [{ weekday: 2, arrives: '09:00', departs: '12:00' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 2, validTo: '2026-12-31', days: [{ weekday: 2, arrives: '09:00', departs: '12:00' }], note: null });
    expect((await del('director', '/api/schedule/delete', { id: schedule.id })).statusCode).toBe(204);
    expect((await get('director', '/api/schedule/list', { childId: emma.id })).json()).toEqual([]);
    expect(await count('child_schedule_day')).toBe(0);
  });

  it('refuses overlapping periods and bad input with a clear 400, writing nothing', async () => {
    await create({ childId: emma.id, plan: 1, validFrom: '2026-09-01', validTo: '2026-12-31', days: WEEKDAYS });
    const bad = async (payload: object) => {
      const res = await post('director', '/api/schedule/create', { childId: emma.id, plan: 1, validFrom: '2027-01-01', days: WEEKDAYS, ...payload });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await bad({ validFrom: '2026-12-01' })).toBe(
      'This child already has a schedule for some of these days; end that schedule first or change its dates',
    );
    expect(await bad({ plan: 4 })).toEqual(['plan must be 1 (FullTime), 2 (PartTime) or 3 (DropIn)']);
    expect(await bad({ validFrom: '2027-02-30' })).toBe('validFrom must be a real date like 2026-11-23');
    expect(await bad({ validTo: '2026-12-31' })).toBe('validTo must be on or after validFrom');
    expect(await bad({ days: [] })).toBe('A FullTime or PartTime schedule needs at least one weekday with times');
    expect(await bad({ days: [{ weekday: 1, arrives: '09:00', departs: '08:00' }] })).toBe('On weekday 1 the departure (08:00) must be after the arrival (09:00)');
    expect(await bad({ days: [WEEKDAYS[0], WEEKDAYS[0]] })).toBe('Weekday 1 is listed twice; give each weekday once');
    expect(await bad({ days: [{ weekday: 8, arrives: '9:00', departs: '25:00' }] })).toEqual([
      'weekday must be a whole number from 1 (Monday) to 7 (Sunday)',
      'arrives must be a time of day like 08:30 (24-hour)',
      'departs must be a time of day like 08:30 (24-hour)',
    ]);
    expect(await count('child_schedule')).toBe(1);
    expect(await count('child_schedule_day')).toBe(5);
    // A DropIn plan may have no fixed days.
    expect((await create({ childId: emma.id, plan: 3, validFrom: '2027-01-01', days: [] })).days).toEqual([]);
  });

  it("keeps other families and other daycares out: 404, and writes need a director", async () => {
    const schedule = await create({ childId: omar.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS });
    expect((await get('guardian', '/api/schedule/list', { childId: omar.id })).statusCode).toBe(404);
    expect((await get('guardian', '/api/schedule/byId', { id: schedule.id })).statusCode).toBe(404);
    expect((await get('mapleDirector', '/api/schedule/byId', { id: schedule.id })).statusCode).toBe(404);
    expect((await post('mapleDirector', '/api/schedule/update', { id: schedule.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS })).statusCode).toBe(404);
    expect((await del('mapleDirector', '/api/schedule/delete', { id: schedule.id })).statusCode).toBe(404);
    expect((await post('mapleDirector', '/api/schedule/create', { childId: emma.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS })).statusCode).toBe(404);
    expect((await post('staff', '/api/schedule/create', { childId: emma.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS })).statusCode).toBe(403);
    expect((await post('guardian', '/api/schedule/create', { childId: emma.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS })).statusCode).toBe(403);
    expect((await get('director', '/api/schedule/list', { childId: mapleKid.id })).statusCode).toBe(404);
    expect(await count('child_schedule')).toBe(1);
  });
});

describe('schedule requests', () => {
  it('a guardian asks for a change; the director sees it pending and approves it, which applies it', async () => {
    const schedule = await create({ childId: emma.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS });
    const asked = await post('guardian', '/api/schedule/request', {
      childId: emma.id,
      scheduleId: schedule.id,
      plan: 2,
      validFrom: '2026-09-01',
      days: [{ weekday: 3, arrives: '08:30', departs: '15:00' }, { weekday: 1, arrives: '08:30', departs: '15:00' }],
      note: 'Mondays and Wednesdays from January',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      child: { id: emma.id, label: 'Emma Thompson' },
      scheduleId: schedule.id,
      requestedBy: { id: sessions.guardian.user.id, label: 'Sarah Guardian' },
      plan: 2,
      days: [{ weekday: 1, arrives: '08:30', departs: '15:00' }, { weekday: 3, arrives: '08:30', departs: '15:00' }],
      status: 'pending',
      responseNote: null,
      respondedBy: null,
    });
    const { id } = asked.json();
    expect((await get('director', '/api/schedule/requests', { status: 'pending' })).json().map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await get('otherGuardian', '/api/schedule/requests')).json()).toEqual([]);
    expect((await get('mapleDirector', '/api/schedule/requests')).json()).toEqual([]);
    const answered = await post('director', '/api/schedule/respond', { id, approve: true, note: 'From next week' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'approved', responseNote: 'From next week', respondedBy: { id: sessions.director.user.id } });
    expect((await get('guardian', '/api/schedule/byId', { id: schedule.id })).json()).toMatchObject({ plan: 2, days: asked.json().days });
    expect((await get('guardian', '/api/schedule/requests')).json()[0].status).toBe('approved');
    expect((await post('director', '/api/schedule/respond', { id, approve: false })).json().message).toBe('This request has already been answered');
  });

  it('declining changes nothing; approving a new one that overlaps answers 400 and leaves it pending', async () => {
    await create({ childId: emma.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS });
    const ask = async () => (await post('guardian', '/api/schedule/request', { childId: emma.id, plan: 3, validFrom: '2026-10-01', days: [] })).json().id;
    const first = await ask();
    expect((await post('director', '/api/schedule/respond', { id: first, approve: false, note: 'We are full on Fridays' })).json()).toMatchObject({
      status: 'declined',
      responseNote: 'We are full on Fridays',
    });
    const second = await ask();
    const res = await post('director', '/api/schedule/respond', { id: second, approve: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/already has a schedule/);
    expect((await get('director', '/api/schedule/requests', { status: 'pending' })).json().map((r: { id: number }) => r.id)).toEqual([second]);
    expect(await count('child_schedule')).toBe(1);
  });

  it("only a child's guardian asks; only directors answer", async () => {
    const body = { childId: emma.id, plan: 1, validFrom: '2026-09-01', days: WEEKDAYS };
    expect((await post('otherGuardian', '/api/schedule/request', body)).statusCode).toBe(404);
    expect((await post('director', '/api/schedule/request', body)).statusCode).toBe(403);
    expect((await post('guardian', '/api/schedule/request', { ...body, plan: 0 })).statusCode).toBe(400);
    const { id } = (await post('guardian', '/api/schedule/request', body)).json();
    expect((await post('guardian', '/api/schedule/respond', { id, approve: true })).statusCode).toBe(403);
    expect((await post('mapleDirector', '/api/schedule/respond', { id, approve: true })).statusCode).toBe(404);
    expect((await get('staff', '/api/schedule/requests')).statusCode).toBe(403);
    expect((await post('director', '/api/schedule/respond', { id, approve: 'yes' })).json().message).toEqual(['approve must be true or false']);
  });
});

describe('GET /api/schedule/report', () => {
  it('counts the children expected per room, weekday and hour from the schedules that apply on the day', async () => {
    await create({ childId: emma.id, plan: 1, validFrom: '2026-09-01', days: [{ weekday: 1, arrives: '08:00', departs: '10:30' }] });
    await create({ childId: omar.id, plan: 2, validFrom: '2026-09-01', days: [{ weekday: 1, arrives: '09:15', departs: '10:00' }] });
    // Ended before the day: not counted.
    const other = await createChild(ds, acorns.id, { firstName: 'Old', lastName: 'Plan', homeRoomId: toddlers.id });
    await create({ childId: other.id, plan: 1, validFrom: '2026-01-01', validTo: '2026-06-30', days: WEEKDAYS });
    const res = await get('staff', '/api/schedule/report', { date: '2026-11-23' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-11-23',
      rooms: [
        { room: { id: preschool.id, label: 'Preschool' }, children: 1, cells: [{ weekday: 1, hour: 9, count: 1 }] },
        {
          room: { id: toddlers.id, label: 'Toddlers' },
          children: 1,
          cells: [8, 9, 10].map((hour) => ({ weekday: 1, hour, count: 1 })),
        },
      ],
    });
    expect((await get('director', '/api/schedule/report', { date: '2026-11-23', roomId: toddlers.id })).json().rooms).toHaveLength(1);
    expect((await get('mapleDirector', '/api/schedule/report', { roomId: toddlers.id })).statusCode).toBe(404);
    expect((await get('guardian', '/api/schedule/report')).statusCode).toBe(403);
    expect((await get('director', '/api/schedule/report', { date: 'monday' })).json().message).toEqual(['date must be a date like 2026-11-23']);
  });
});
