import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createRoom, createStaff, type CreatedChild, type CreatedRoom } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { HubEvents } from '../hub';
import type { AttendanceRecordDto, AttendanceReportDto, AttendanceSearchDto } from './dto/corrections.dto';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let toddlers: CreatedRoom;
let gym: CreatedRoom;
let mapleRoom: CreatedRoom;
let emma: CreatedChild;
let liam: CreatedChild;
let daniel: { id: number; label: string };
let sessions: Record<'director' | 'childOnly' | 'staff' | 'mapleDirector', SignedIn>;

/** Wednesday 25 November 2026, 17:00 in Toronto. */
const NOW = new Date('2026-11-25T22:00:00Z');

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  gym = await createRoom(ds, acorns.id, 'Gym', false);
  mapleRoom = await createRoom(ds, maple.id, 'Maple Room');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id });
  daniel = staff;
  gateway.app.get(ClockService).set(NOW);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    childOnly: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['ATTENDANCE_CHILD'] })).email),
    staff: await signIn(gateway, staff.email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: session.headers });
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });

const create = (session: SignedIn, body: Record<string, unknown>) => post(session, '/api/attendance/create', { roomId: toddlers.id, ...body });

describe('creating and correcting intervals', () => {
  let monday: AttendanceRecordDto;

  it('adds a forgotten interval, recorded as signed in and out by the director', async () => {
    const res = await create(sessions.director, { personType: 'child', personId: emma.id, startedAt: '2026-11-23T08:00:00-05:00', endedAt: '2026-11-23T16:30:00-05:00' });
    expect(res.statusCode).toBe(200);
    monday = res.json();
    expect(monday).toEqual({
      id: expect.any(Number),
      personType: 'child',
      person: { id: emma.id, label: 'Emma Thompson' },
      room: { id: toddlers.id, label: 'Toddlers' },
      startedAt: '2026-11-23T13:00:00.000Z',
      endedAt: '2026-11-23T21:30:00.000Z',
      minutes: 510,
      signedInBy: expect.objectContaining({ id: expect.any(Number) }),
      signedOutBy: expect.objectContaining({ id: expect.any(Number) }),
      pickedUpBy: null,
    });
    expect((await get(sessions.director, '/api/attendance/byId', { id: monday.id })).json()).toEqual(monday);
  });

  it('answers 400 with a clear message when a correction would overlap another stay', async () => {
    const tuesday = (await create(sessions.director, { personType: 'child', personId: emma.id, startedAt: '2026-11-24T08:00:00-05:00', endedAt: '2026-11-24T12:00:00-05:00' })).json();
    const overlap = await post(sessions.director, '/api/attendance/update', {
      id: tuesday.id,
      roomId: gym.id,
      startedAt: '2026-11-23T15:00:00-05:00',
      endedAt: '2026-11-24T12:00:00-05:00',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('This would put a person in two places at once: the times overlap another attendance of the same person');
    const created = await create(sessions.director, { personType: 'child', personId: emma.id, startedAt: '2026-11-23T12:00:00-05:00', endedAt: '2026-11-23T13:00:00-05:00' });
    expect(created.statusCode).toBe(400);
    expect((await get(sessions.director, '/api/attendance/byId', { id: tuesday.id })).json()).toMatchObject({ room: { id: toddlers.id }, minutes: 240 });
  });

  it('corrects times and room, and the report shows the new hours', async () => {
    const before = (await get(sessions.director, '/api/attendance/report', { startDate: '2026-11-23', endDate: '2026-11-24' })).json<AttendanceReportDto>();
    expect(before.children).toEqual([{ id: emma.id, label: 'Emma Thompson', minutes: 750, hours: 12.5, days: 2 }]);
    const events = gateway.app.get(HubEvents);
    const spy = jest.spyOn(events, 'attendanceUpdated');
    try {
      const res = await post(sessions.director, '/api/attendance/update', { id: monday.id, roomId: gym.id, startedAt: '2026-11-23T09:00:00-05:00', endedAt: '2026-11-23T15:00:00-05:00' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ room: { id: gym.id, label: 'Gym' }, minutes: 360 });
      expect(spy).toHaveBeenCalledWith({ daycareId: acorns.id, roomId: toddlers.id, date: '2026-11-23' });
      expect(spy).toHaveBeenCalledWith({ daycareId: acorns.id, roomId: gym.id, date: '2026-11-23' });
    } finally {
      spy.mockRestore();
    }
    const after = (await get(sessions.director, '/api/attendance/report', { startDate: '2026-11-23', endDate: '2026-11-24' })).json<AttendanceReportDto>();
    expect(after.children).toEqual([{ id: emma.id, label: 'Emma Thompson', minutes: 600, hours: 10, days: 2 }]);
    const gymOnly = (await get(sessions.director, '/api/attendance/report', { startDate: '2026-11-23', endDate: '2026-11-24', roomId: gym.id })).json<AttendanceReportDto>();
    expect(gymOnly).toMatchObject({ room: { id: gym.id, label: 'Gym' }, children: [{ minutes: 360, days: 1 }] });
  });

  it('refuses times in the future, out of order, other daycares and missing records', async () => {
    const future = await create(sessions.director, { personType: 'child', personId: liam.id, startedAt: '2026-11-26T08:00:00-05:00' });
    expect(future.json().message).toBe('startedAt cannot be in the future');
    const backwards = await create(sessions.director, { personType: 'child', personId: liam.id, startedAt: '2026-11-20T08:00:00-05:00', endedAt: '2026-11-20T07:00:00-05:00' });
    expect(backwards.json().message).toBe('endedAt must be after startedAt');
    expect((await create(sessions.director, { personType: 'child', personId: liam.id, startedAt: 'yesterday' })).statusCode).toBe(400);
    expect((await create(sessions.director, { personType: 'child', personId: liam.id, roomId: mapleRoom.id, startedAt: '2026-11-20T08:00:00-05:00' })).statusCode).toBe(404);
    expect((await create(sessions.mapleDirector, { personType: 'child', personId: liam.id, startedAt: '2026-11-20T08:00:00-05:00' })).statusCode).toBe(404);
    expect((await get(sessions.mapleDirector, '/api/attendance/byId', { id: monday.id })).statusCode).toBe(404);
    expect((await get(sessions.director, '/api/attendance/byId', { id: 999999 })).statusCode).toBe(404);
  });

  it('an open interval created today signs the person in live; deleting it signs them out', async () => {
    const events = gateway.app.get(HubEvents);
    const spy = jest.spyOn(events, 'staffStatusChange');
    try {
      const res = await create(sessions.director, { personType: 'staff', personId: daniel.id, startedAt: '2026-11-25T07:30:00-05:00', endedAt: null });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ endedAt: null, minutes: 570, signedOutBy: null });
      expect(spy).toHaveBeenLastCalledWith({ daycareId: acorns.id, person: { id: daniel.id, label: 'Daniel Okafor' }, status: 1, room: { id: toddlers.id, label: 'Toddlers' } });
      expect((await get(sessions.director, '/api/tablet/staffById', { id: daniel.id })).json()).toMatchObject({ status: 1, rId: toddlers.id });
      const removed = await gateway.request({ method: 'DELETE', url: '/api/attendance/delete', query: { id: String(res.json().id) }, headers: sessions.director.headers });
      expect(removed.statusCode).toBe(204);
      expect(spy).toHaveBeenLastCalledWith({ daycareId: acorns.id, person: { id: daniel.id, label: 'Daniel Okafor' }, status: 0, room: { id: toddlers.id, label: 'Toddlers' } });
    } finally {
      spy.mockRestore();
    }
  });

  it("needs the role of the person's kind; staff are refused", async () => {
    expect((await create(sessions.childOnly, { personType: 'staff', personId: daniel.id, startedAt: '2026-11-20T08:00:00-05:00', endedAt: '2026-11-20T09:00:00-05:00' })).statusCode).toBe(403);
    expect((await create(sessions.childOnly, { personType: 'child', personId: liam.id, startedAt: '2026-11-20T08:00:00-05:00', endedAt: '2026-11-20T09:00:00-05:00' })).statusCode).toBe(200);
    expect((await get(sessions.staff, '/api/attendance/report', { startDate: '2026-11-23', endDate: '2026-11-24' })).statusCode).toBe(403);
  });
});

describe('search and report', () => {
  it("searches a child's intervals in a period, newest first and paged, with the period's total", async () => {
    const res = await get(sessions.director, '/api/attendance/search', { personType: 'child', personId: emma.id, startDate: '2026-11-23', endDate: '2026-11-25', pageSize: 1 });
    expect(res.statusCode).toBe(200);
    const page = res.json<AttendanceSearchDto>();
    expect(page).toMatchObject({ person: { id: emma.id, label: 'Emma Thompson' }, startDate: '2026-11-23', endDate: '2026-11-25', total: 2, page: 1, pageSize: 1, totalMinutes: 600 });
    expect(page.items.map((item) => item.startedAt)).toEqual(['2026-11-24T13:00:00.000Z']);
    const second = (await get(sessions.director, '/api/attendance/search', { personType: 'child', personId: emma.id, startDate: '2026-11-23', endDate: '2026-11-25', pageSize: 1, page: 2 })).json();
    expect(second.items.map((item: AttendanceRecordDto) => item.startedAt)).toEqual(['2026-11-23T14:00:00.000Z']);
    const defaults = (await get(sessions.director, '/api/attendance/search', { personType: 'child', personId: emma.id })).json();
    expect(defaults).toMatchObject({ startDate: '2026-10-27', endDate: '2026-11-25', total: 2 });
    expect((await get(sessions.director, '/api/attendance/search', { personType: 'child', personId: emma.id, startDate: '2026-11-25', endDate: '2026-11-01' })).json().message).toBe(
      'startDate must not be after endDate',
    );
    expect((await get(sessions.mapleDirector, '/api/attendance/search', { personType: 'child', personId: emma.id })).statusCode).toBe(404);
  });

  it('reports hours per child and per staff member, and exports them as CSV', async () => {
    await create(sessions.director, { personType: 'staff', personId: daniel.id, startedAt: '2026-11-24T07:00:00-05:00', endedAt: '2026-11-24T15:15:00-05:00' });
    const report = (await get(sessions.director, '/api/attendance/report', { startDate: '2026-11-01', endDate: '2026-11-30' })).json<AttendanceReportDto>();
    expect(report.children.map((line) => [line.label, line.hours])).toEqual([
      ['Emma Thompson', 10],
      ['Liam Nguyen', 1],
    ]);
    expect(report.staff).toEqual([{ id: daniel.id, label: 'Daniel Okafor', minutes: 495, hours: 8.25, days: 1 }]);
    const childOnly = (await get(sessions.childOnly, '/api/attendance/report', { startDate: '2026-11-01', endDate: '2026-11-30' })).json<AttendanceReportDto>();
    expect([childOnly.children.length, childOnly.staff.length]).toEqual([2, 0]);
    const csv = await get(sessions.director, '/api/attendance/reportCsv', { startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')).toEqual([
      'type,id,name,days,minutes,hours',
      `child,${emma.id},Emma Thompson,2,600,10.00`,
      `child,${liam.id},Liam Nguyen,1,60,1.00`,
      `staff,${daniel.id},Daniel Okafor,1,495,8.25`,
      '',
    ]);
    expect((await get(sessions.director, '/api/attendance/report', { startDate: '2025-01-01', endDate: '2026-11-30' })).json().message).toBe('A period covers at most 366 days');
  });
});
