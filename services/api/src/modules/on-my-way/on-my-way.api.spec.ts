import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild, type CreatedRoom } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { HubEvents } from '../hub';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let toddlers: CreatedRoom;
let preschool: CreatedRoom;
let mapleRoom: CreatedRoom;
let emma: CreatedChild;
let liam: CreatedChild;
let roomless: CreatedChild;
let otherKid: CreatedChild;
let mapleKid: CreatedChild;
let guardianLabel: string;
let toddlerStaffId: number;
type Who = 'director' | 'toddlerStaff' | 'preschoolStaff' | 'tablet' | 'guardian' | 'otherGuardian' | 'mapleDirector';
let sessions: Record<Who, SignedIn>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  preschool = await createRoom(ds, acorns.id, 'Preschool');
  mapleRoom = await createRoom(ds, maple.id, 'Maple Room');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  // Liam's home room is Toddlers, but today he is signed in to Preschool: the notice goes there.
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: emma.familyId });
  await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, now() - interval '1 hour')`, [
    acorns.id,
    liam.id,
    preschool.id,
  ]);
  roomless = await createChild(ds, acorns.id, { firstName: 'Nora', lastName: 'Thompson', familyId: emma.familyId });
  otherKid = await createChild(ds, acorns.id, { firstName: 'Omar', lastName: 'Other', homeRoomId: toddlers.id });
  mapleKid = await createChild(ds, maple.id, { firstName: 'Ava', lastName: 'Maple', homeRoomId: mapleRoom.id });
  const guardian = await createGuardian(ds, acorns.id, emma.familyId);
  guardianLabel = guardian.label;
  const otherGuardian = await createGuardian(ds, acorns.id, otherKid.familyId);
  const toddlerStaff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id });
  toddlerStaffId = toddlerStaff.id;
  const preschoolStaff = await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: preschool.id });
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    toddlerStaff: await signIn(gateway, toddlerStaff.email),
    preschoolStaff: await signIn(gateway, preschoolStaff.email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    guardian: await signIn(gateway, guardian.email),
    otherGuardian: await signIn(gateway, otherGuardian.email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterEach(async () => {
  jest.restoreAllMocks();
  gateway.app.get(ClockService).set(undefined);
  await ds.query('DELETE FROM on_my_way');
});

afterAll(async () => {
  await gateway.close();
});

const get = (who: Who, url: string, query: Record<string, number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: sessions[who].headers });
const post = (who: Who, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: sessions[who].headers, payload });
const send = async (childId: number, minutes = 10, note?: string, who: Who = 'guardian') => {
  const res = await post(who, '/api/onmyway/send', note === undefined ? { childId, minutes } : { childId, minutes, note });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = (res: { json(): { id: number }[] }) => res.json().map((notice) => notice.id);
const rowCount = async () => Number((await ds.query('SELECT count(*) AS n FROM on_my_way'))[0].n);

describe('POST /api/onmyway/send', () => {
  it("tells the child's home room when the guardian arrives, with the note, and publishes OnMyWay", async () => {
    const now = new Date();
    gateway.app.get(ClockService).set(now);
    const myWay = jest.spyOn(gateway.app.get(HubEvents), 'myWay');
    const res = await post('guardian', '/api/onmyway/send', { childId: emma.id, minutes: 15, note: '  Grandma picks up today ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      child: { id: emma.id, label: 'Emma Thompson' },
      room: { id: toddlers.id, label: 'Toddlers' },
      guardian: { id: sessions.guardian.user.id, label: guardianLabel },
      arrivingAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      note: 'Grandma picks up today',
      createdAt: now.toISOString(),
      readAt: null,
      readBy: null,
    });
    expect(myWay).toHaveBeenCalledTimes(1);
    expect(myWay).toHaveBeenCalledWith({ daycareId: acorns.id, roomId: toddlers.id, child: { id: emma.id, label: 'Emma Thompson' }, guardian: { label: guardianLabel } });
  });

  it('goes to the room the child is signed in to; 0 minutes means arriving now; a blank note is no note', async () => {
    const notice = await send(liam.id, 0, '   ');
    expect(notice.room).toEqual({ id: preschool.id, label: 'Preschool' });
    expect(notice.arrivingAt).toBe(notice.createdAt);
    expect(notice.note).toBeNull();
    expect((await send(emma.id, 240)).room.id).toBe(toddlers.id);
  });

  it('answers 400 with a clear message for bad input and writes nothing', async () => {
    const myWay = jest.spyOn(gateway.app.get(HubEvents), 'myWay');
    const bad = async (payload: object) => {
      const res = await post('guardian', '/api/onmyway/send', payload);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await bad({ childId: emma.id, minutes: 241 })).toEqual(['minutes must be at most 240 (4 hours)']);
    expect(await bad({ childId: emma.id, minutes: -5 })).toEqual(['minutes must be 0 or more']);
    expect(await bad({ childId: emma.id, minutes: 7.5 })).toEqual(['minutes must be a whole number of minutes']);
    expect(await bad({ childId: emma.id })).toContain('minutes must be a whole number of minutes');
    expect(await bad({ minutes: 10 })).toContain('childId must be a whole number from 1 to 2147483647');
    expect(await bad({ childId: emma.id, minutes: 10, note: 'x'.repeat(201) })).toEqual(['note must be at most 200 characters']);
    expect(await bad({ childId: emma.id, minutes: 10, roomId: preschool.id })).toEqual(['roomId is not a field this request accepts; remove it']);
    expect(await bad({ childId: roomless.id, minutes: 10 })).toBe('This child has no room yet; please ask the daycare to set a home room');
    expect(await rowCount()).toBe(0);
    expect(myWay).not.toHaveBeenCalled();
  });

  it("answers 404 for another family's or another daycare's child, and 403 to anyone but a guardian", async () => {
    expect((await post('guardian', '/api/onmyway/send', { childId: otherKid.id, minutes: 10 })).statusCode).toBe(404);
    expect((await post('guardian', '/api/onmyway/send', { childId: mapleKid.id, minutes: 10 })).json().message).toBe('This child was not found');
    expect((await post('guardian', '/api/onmyway/send', { childId: 999_999, minutes: 10 })).statusCode).toBe(404);
    for (const who of ['director', 'toddlerStaff', 'tablet', 'mapleDirector'] as const) {
      expect((await post(who, '/api/onmyway/send', { childId: emma.id, minutes: 10 })).statusCode).toBe(403);
    }
    expect(await rowCount()).toBe(0);
  });
});

describe('lists and the count', () => {
  it("shows today's notices newest first: directors all, staff and tablets their room's, guardians their own", async () => {
    const first = await send(emma.id, 30);
    const second = await send(liam.id, 10);
    const third = await send(otherKid.id, 5, undefined, 'otherGuardian');
    // Yesterday's notice is no longer on the day's lists.
    await ds.query(
      `INSERT INTO on_my_way (daycare_id, room_id, child_id, guardian_user_id, arriving_at, created_at) VALUES ($1, $2, $3, $4, now() - interval '2 days', now() - interval '2 days')`,
      [acorns.id, toddlers.id, emma.id, sessions.guardian.user.id],
    );
    expect(ids(await get('director', '/api/onmyway/list'))).toEqual([third.id, second.id, first.id]);
    expect(ids(await get('toddlerStaff', '/api/onmyway/list'))).toEqual([third.id, first.id]);
    expect(ids(await get('preschoolStaff', '/api/onmyway/list'))).toEqual([second.id]);
    expect(ids(await get('tablet', '/api/onmyway/list'))).toEqual([third.id, first.id]);
    expect(ids(await get('guardian', '/api/onmyway/list'))).toEqual([second.id, first.id]);
    expect(ids(await get('otherGuardian', '/api/onmyway/list'))).toEqual([third.id]);
    expect((await get('mapleDirector', '/api/onmyway/list')).json()).toEqual([]);

    expect((await get('director', '/api/onmyway/count')).json()).toEqual({ count: 3 });
    expect((await get('toddlerStaff', '/api/onmyway/count')).json()).toEqual({ count: 2 });
    expect((await get('tablet', '/api/onmyway/count')).json()).toEqual({ count: 2 });
    expect((await get('guardian', '/api/onmyway/count')).json()).toEqual({ count: 2 });
    expect((await get('mapleDirector', '/api/onmyway/count')).json()).toEqual({ count: 0 });
  });

  it("roomOmw: a room's unread notices; staff and tablets only their own room, another daycare's room is 404", async () => {
    const toddlerNotice = await send(emma.id, 30);
    const preschoolNotice = await send(liam.id, 10);
    expect(ids(await get('tablet', '/api/onmyway/roomOmw'))).toEqual([toddlerNotice.id]);
    expect(ids(await get('tablet', '/api/onmyway/roomOmw', { roomId: toddlers.id }))).toEqual([toddlerNotice.id]);
    expect((await get('tablet', '/api/onmyway/roomOmw', { roomId: preschool.id })).statusCode).toBe(404);
    expect(ids(await get('preschoolStaff', '/api/onmyway/roomOmw'))).toEqual([preschoolNotice.id]);
    expect((await get('preschoolStaff', '/api/onmyway/roomOmw', { roomId: toddlers.id })).statusCode).toBe(404);
    expect(ids(await get('director', '/api/onmyway/roomOmw', { roomId: preschool.id }))).toEqual([preschoolNotice.id]);
    expect(ids(await get('director', '/api/onmyway/roomOmw'))).toEqual([preschoolNotice.id, toddlerNotice.id]);
    expect((await get('director', '/api/onmyway/roomOmw', { roomId: mapleRoom.id })).json().message).toBe('This room was not found');
    expect((await get('mapleDirector', '/api/onmyway/roomOmw', { roomId: toddlers.id })).statusCode).toBe(404);
    expect((await get('director', '/api/onmyway/roomOmw', { roomId: 0 })).json().message).toContain('roomId must be a whole number from 1 to 2147483647');
    expect((await get('guardian', '/api/onmyway/roomOmw')).statusCode).toBe(403);
  });
});

describe('POST /api/onmyway/readOmw', () => {
  it('marks a notice read once (staff of the room, its tablet, directors) and publishes OnMyWayComplete', async () => {
    const notice = await send(emma.id, 20);
    const complete = jest.spyOn(gateway.app.get(HubEvents), 'myWayComplete');
    expect((await post('preschoolStaff', '/api/onmyway/readOmw', { id: notice.id })).statusCode).toBe(404);
    expect((await post('mapleDirector', '/api/onmyway/readOmw', { id: notice.id })).json().message).toBe('This on-my-way notice was not found');
    expect((await post('guardian', '/api/onmyway/readOmw', { id: notice.id })).statusCode).toBe(403);
    expect((await post('toddlerStaff', '/api/onmyway/readOmw', { id: 'five' })).json().message).toContain('id must be a whole number from 1 to 2147483647');
    expect(complete).not.toHaveBeenCalled();

    const read = await post('toddlerStaff', '/api/onmyway/readOmw', { id: notice.id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...notice, readAt: expect.any(String), readBy: { id: toddlerStaffId, label: 'Daniel Okafor' } });
    expect(complete).toHaveBeenCalledWith({ daycareId: acorns.id, roomId: toddlers.id, child: { id: emma.id, label: 'Emma Thompson' }, guardian: { label: guardianLabel } });
    // Reading it again (the tablet, a director) keeps the first reader and raises nothing new.
    expect((await post('tablet', '/api/onmyway/readOmw', { id: notice.id })).json().readBy.label).toBe('Daniel Okafor');
    expect((await post('director', '/api/onmyway/readOmw', { id: notice.id })).json().readAt).toBe(read.json().readAt);
    expect(complete).toHaveBeenCalledTimes(1);

    expect((await get('toddlerStaff', '/api/onmyway/count')).json()).toEqual({ count: 0 });
    expect((await get('tablet', '/api/onmyway/roomOmw')).json()).toEqual([]);
    expect((await get('guardian', '/api/onmyway/list')).json()[0].readAt).toBe(read.json().readAt);
  });

  it("lets the room's tablet and a director read too", async () => {
    const byTablet = await send(emma.id, 20);
    const byDirector = await send(liam.id, 20);
    expect((await post('tablet', '/api/onmyway/readOmw', { id: byTablet.id })).statusCode).toBe(200);
    expect((await post('director', '/api/onmyway/readOmw', { id: byDirector.id })).statusCode).toBe(200);
    expect((await get('director', '/api/onmyway/count')).json()).toEqual({ count: 0 });
  });
});

describe('POST /api/onmyway/deleteOmw', () => {
  it('removes a notice for the guardian who sent it or a director, and publishes OnMyWayComplete', async () => {
    const mine = await send(emma.id, 20);
    const other = await send(otherKid.id, 20, undefined, 'otherGuardian');
    const complete = jest.spyOn(gateway.app.get(HubEvents), 'myWayComplete');
    expect((await post('toddlerStaff', '/api/onmyway/deleteOmw', { id: mine.id })).statusCode).toBe(403);
    expect((await post('tablet', '/api/onmyway/deleteOmw', { id: mine.id })).statusCode).toBe(403);
    expect((await post('otherGuardian', '/api/onmyway/deleteOmw', { id: mine.id })).statusCode).toBe(404);
    expect((await post('mapleDirector', '/api/onmyway/deleteOmw', { id: mine.id })).statusCode).toBe(404);
    expect((await post('guardian', '/api/onmyway/deleteOmw', {})).json().message).toContain('id must be a whole number from 1 to 2147483647');
    expect(complete).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(2);

    expect((await post('guardian', '/api/onmyway/deleteOmw', { id: mine.id })).statusCode).toBe(204);
    expect(complete).toHaveBeenCalledWith({ daycareId: acorns.id, roomId: toddlers.id, child: { id: emma.id, label: 'Emma Thompson' }, guardian: { label: guardianLabel } });
    expect((await post('guardian', '/api/onmyway/deleteOmw', { id: mine.id })).statusCode).toBe(404);
    expect((await post('director', '/api/onmyway/deleteOmw', { id: other.id })).statusCode).toBe(204);
    expect(complete).toHaveBeenCalledTimes(2);
    expect(await rowCount()).toBe(0);
  });
});
