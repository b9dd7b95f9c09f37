import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedChild, type CreatedRoom } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { RoomDetailDto } from './dto/room-settings.dto';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let toddlers: CreatedRoom;
let gym: CreatedRoom;
let mapleRoom: CreatedRoom;
let emma: CreatedChild;
let staffId: number;
let tabletId: number;
let sessions: Record<'director' | 'staff' | 'tablet' | 'guardian' | 'mapleDirector' | 'noSettings', SignedIn>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  gym = await createRoom(ds, acorns.id, 'Gym', false);
  mapleRoom = await createRoom(ds, maple.id, 'Maple Room');
  const family = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: family });
  for (let n = 0; n < 6; n++) await createChild(ds, acorns.id, { firstName: `Kid${n}`, lastName: 'Toddler', homeRoomId: toddlers.id });
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id });
  staffId = staff.id;
  const tablet = await createTablet(ds, acorns.id, toddlers.id);
  tabletId = tablet.id;
  const guardian = await createGuardian(ds, acorns.id, family);
  const director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
  const noSettings = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['MESSAGES'] });
  const mapleDirector = await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] });
  sessions = {
    director: await signIn(gateway, director.email),
    staff: await signIn(gateway, staff.email),
    tablet: await signIn(gateway, tablet.email),
    guardian: await signIn(gateway, guardian.email),
    mapleDirector: await signIn(gateway, mapleDirector.email),
    noSettings: await signIn(gateway, noSettings.email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: session.headers });
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });
const del = (session: SignedIn, url: string, query: Record<string, number>) =>
  gateway.request({ method: 'DELETE', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: session.headers });

describe('age groups and the live ratio', () => {
  it('creates, lists, changes and removes age groups; bad ranges and duplicates answer 400', async () => {
    const created = await post(sessions.director, '/api/daycare/updateAgeGroup', { label: 'Toddlers', minMonths: 18, maxMonths: 30, childrenPerStaff: 5 });
    expect(created.statusCode).toBe(200);
    // Safe-sleep checks: every 30 minutes from 18 months, every 15 for infants, unless the director says otherwise.
    expect(created.json()).toEqual({ id: expect.any(Number), label: 'Toddlers', minMonths: 18, maxMonths: 30, childrenPerStaff: 5, sleepCheckMinutes: 30 });
    const infants = (await post(sessions.director, '/api/daycare/updateAgeGroup', { label: 'Infants', minMonths: 0, maxMonths: 18, childrenPerStaff: 3 })).json();
    expect(infants.sleepCheckMinutes).toBe(15);
    expect((await get(sessions.staff, '/api/daycare/ageGroups')).json().map((group: { label: string }) => group.label)).toEqual(['Infants', 'Toddlers']);
    expect((await post(sessions.director, '/api/daycare/updateAgeGroup', { label: 'Toddlers', minMonths: 0, childrenPerStaff: 4 })).json().message).toBe(
      'An age group with this name already exists',
    );
    expect((await post(sessions.director, '/api/daycare/updateAgeGroup', { label: 'Odd', minMonths: 20, maxMonths: 10, childrenPerStaff: 4 })).json().message).toBe(
      'maxMonths must be more than minMonths',
    );
    expect((await post(sessions.director, '/api/daycare/updateAgeGroup', { id: infants.id, label: 'Babies', minMonths: 0, maxMonths: 18, childrenPerStaff: 4 })).json()).toMatchObject({
      label: 'Babies',
      childrenPerStaff: 4,
      sleepCheckMinutes: 15,
    });
    const tenMinutes = await post(sessions.director, '/api/daycare/updateAgeGroup', { id: infants.id, label: 'Babies', minMonths: 0, childrenPerStaff: 4, sleepCheckMinutes: 10 });
    expect(tenMinutes.json()).toMatchObject({ sleepCheckMinutes: 10 });
    const tooRare = await post(sessions.director, '/api/daycare/updateAgeGroup', { id: infants.id, label: 'Babies', minMonths: 0, childrenPerStaff: 4, sleepCheckMinutes: 240 });
    expect(tooRare.json().message).toEqual(['sleepCheckMinutes must be a whole number from 5 to 120']);
    expect((await del(sessions.mapleDirector, '/api/daycare/removeAgeGroup', { id: infants.id })).statusCode).toBe(404);
    expect((await del(sessions.director, '/api/daycare/removeAgeGroup', { id: infants.id })).statusCode).toBe(204);
    expect((await post(sessions.staff, '/api/daycare/updateAgeGroup', { label: 'X', minMonths: 0, childrenPerStaff: 4 })).statusCode).toBe(403);
    expect((await post(sessions.noSettings, '/api/daycare/updateAgeGroup', { label: 'X', minMonths: 0, childrenPerStaff: 4 })).statusCode).toBe(403);
  });

  it("room settings: capacity, age group, own ratio and hours; byId shows children in, staff in and staff required", async () => {
    const [group] = (await get(sessions.director, '/api/daycare/ageGroups')).json();
    const saved = await post(sessions.director, '/api/room/updateSettings', { roomId: toddlers.id, capacity: 12, ageGroupId: group.id, opensAt: '07:00', closesAt: '18:00' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      roomId: toddlers.id,
      label: 'Toddlers',
      inRatio: true,
      capacity: 12,
      ageGroupId: group.id,
      childrenPerStaff: null,
      opensAt: '07:00',
      closesAt: '18:00',
    });
    expect((await get(sessions.tablet, '/api/room/settings', { roomId: toddlers.id })).json()).toEqual(saved.json());
    const children = await ds.query(`SELECT id FROM child WHERE home_room_id = $1 ORDER BY id LIMIT 6`, [toddlers.id]);
    for (const { id } of children) {
      await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, now())`, [acorns.id, id, toddlers.id]);
    }
    await ds.query(`INSERT INTO attendance (daycare_id, person_kind, staff_id, room_id, started_at) VALUES ($1, 'staff', $2, $3, now())`, [acorns.id, staffId, toddlers.id]);
    expect((await get(sessions.tablet, '/api/room/byId', { roomId: toddlers.id })).json()).toEqual({
      id: toddlers.id,
      label: 'Toddlers',
      inRatio: true,
      capacity: 12,
      ageGroupId: group.id,
      ageGroupLabel: 'Toddlers',
      childrenPerStaff: 5,
      enrolled: 7,
      childrenIn: 6,
      staffIn: 1,
      requiredStaff: 2,
    });
    await post(sessions.director, '/api/room/updateSettings', { roomId: toddlers.id, capacity: 12, ageGroupId: group.id, childrenPerStaff: 6 });
    expect((await get(sessions.director, '/api/room/byId', { roomId: toddlers.id })).json()).toMatchObject({ childrenPerStaff: 6, requiredStaff: 1 });
    expect((await post(sessions.director, '/api/room/updateSettings', { roomId: toddlers.id, opensAt: '18:00', closesAt: '07:00' })).json().message).toBe(
      'closesAt must be after opensAt',
    );
    expect((await post(sessions.director, '/api/room/updateSettings', { roomId: mapleRoom.id })).statusCode).toBe(404);
    expect((await post(sessions.mapleDirector, '/api/room/updateSettings', { roomId: mapleRoom.id, ageGroupId: group.id })).statusCode).toBe(404);
    expect((await post(sessions.director, '/api/room/updateSettings', { roomId: toddlers.id, capacity: 0 })).statusCode).toBe(400);
  });

  it('byDaycare lists every room of the current daycare with its ratio in one query; another daycare answers 404', async () => {
    const res = await get(sessions.director, '/api/room/byDaycare', { daycareId: acorns.id });
    expect(res.json<RoomDetailDto[]>().map((room) => [room.label, room.requiredStaff])).toEqual([
      ['Gym', 0],
      ['Toddlers', 1],
    ]);
    expect((await get(sessions.director, '/api/room/byDaycare', { daycareId: maple.id })).statusCode).toBe(404);
    const queries = await countQueries(() => get(sessions.director, '/api/room/byDaycare', { daycareId: acorns.id }), /\bFROM room r\b/);
    expect(queries).toBe(1);
  });
});

describe('rooms', () => {
  it('creates a room, renames it, refuses a duplicate name, and deletes it', async () => {
    const created = await post(sessions.director, '/api/room/update', { label: '  Preschool ', inRatio: true });
    expect(created.statusCode).toBe(200);
    const room = created.json<RoomDetailDto>();
    expect(room).toMatchObject({ label: 'Preschool', inRatio: true, capacity: null, childrenIn: 0, requiredStaff: 0 });
    expect((await post(sessions.director, '/api/room/update', { id: room.id, label: 'Pre-K', inRatio: false })).json()).toMatchObject({ label: 'Pre-K', inRatio: false });
    expect((await post(sessions.director, '/api/room/update', { id: room.id, label: 'Toddlers' })).json().message).toBe('A room with this name already exists');
    expect((await post(sessions.director, '/api/room/update', { id: mapleRoom.id, label: 'Mine now' })).statusCode).toBe(404);
    expect((await post(sessions.staff, '/api/room/update', { label: 'Staff room' })).statusCode).toBe(403);
    expect((await del(sessions.director, '/api/room/delete', { roomId: room.id })).statusCode).toBe(204);
    expect((await get(sessions.director, '/api/room/byId', { roomId: room.id })).statusCode).toBe(404);
  });

  it('refuses to delete a room with attendance records, with a message saying why', async () => {
    const res = await del(sessions.director, '/api/room/delete', { roomId: toddlers.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This room has attendance records, so it cannot be deleted; rename it instead');
    expect((await del(sessions.director, '/api/room/delete', { roomId: mapleRoom.id })).statusCode).toBe(404);
  });

  it("reads and sets a child's and a staff member's home room", async () => {
    expect((await get(sessions.staff, '/api/room/child', { childId: emma.id })).json()).toEqual({
      child: { id: emma.id, label: 'Emma Thompson' },
      room: { id: toddlers.id, label: 'Toddlers' },
    });
    expect((await post(sessions.director, '/api/room/updateChild', { childId: emma.id, roomId: gym.id })).json()).toMatchObject({ room: { id: gym.id } });
    expect((await post(sessions.director, '/api/room/updateChild', { childId: emma.id, roomId: null })).json()).toMatchObject({ room: null });
    expect((await post(sessions.director, '/api/room/updateChild', { childId: emma.id, roomId: mapleRoom.id })).statusCode).toBe(404);
    await post(sessions.director, '/api/room/updateChild', { childId: emma.id, roomId: toddlers.id });
    expect((await get(sessions.director, '/api/room/staff', { staffId })).json()).toEqual({ staff: { id: staffId, label: 'Daniel Okafor' }, room: { id: toddlers.id, label: 'Toddlers' } });
    expect((await post(sessions.director, '/api/room/updateStaff', { staffId: tabletId, roomId: gym.id })).json()).toMatchObject({ room: { id: gym.id, label: 'Gym' } });
    expect((await get(sessions.mapleDirector, '/api/room/staff', { staffId })).statusCode).toBe(404);
    expect((await get(sessions.mapleDirector, '/api/room/child', { childId: emma.id })).statusCode).toBe(404);
    await post(sessions.director, '/api/room/updateStaff', { staffId: tabletId, roomId: toddlers.id });
  });

  it('streams: create with rooms, change, list, choices, and their rooms', async () => {
    const created = await post(sessions.director, '/api/room/addOrUpdateStream', { label: 'Full day', roomIds: [toddlers.id, gym.id] });
    expect(created.statusCode).toBe(200);
    const stream = created.json();
    expect(stream).toEqual({ id: expect.any(Number), label: 'Full day', active: true, rooms: [{ id: gym.id, label: 'Gym' }, { id: toddlers.id, label: 'Toddlers' }] });
    const closed = (await post(sessions.director, '/api/room/addOrUpdateStream', { label: 'Summer camp', active: false, roomIds: [] })).json();
    expect((await get(sessions.staff, '/api/room/streamList')).json().map((s: { label: string }) => s.label)).toEqual(['Full day', 'Summer camp']);
    expect((await get(sessions.staff, '/api/room/selectStreamList')).json()).toEqual([{ id: stream.id, label: 'Full day' }]);
    expect((await post(sessions.director, '/api/room/addOrUpdateStream', { id: stream.id, label: 'Full day', roomIds: [toddlers.id] })).json().rooms).toEqual([
      { id: toddlers.id, label: 'Toddlers' },
    ]);
    expect((await get(sessions.tablet, '/api/room/streamRooms', { streamId: stream.id })).json()).toEqual([{ id: toddlers.id, label: 'Toddlers', inRatio: true }]);
    expect((await get(sessions.tablet, '/api/room/selectStreamRooms', { streamId: stream.id })).json()).toEqual([{ id: toddlers.id, label: 'Toddlers' }]);
    expect((await post(sessions.director, '/api/room/addOrUpdateStream', { id: closed.id, label: 'Camp', roomIds: [mapleRoom.id] })).statusCode).toBe(404);
    expect((await get(sessions.mapleDirector, '/api/room/streamRooms', { streamId: stream.id })).statusCode).toBe(404);
    expect((await post(sessions.director, '/api/room/addOrUpdateStream', { label: 'Full day', roomIds: [] })).json().message).toBe('A stream with this name already exists');
  });

  it('supply lists: replaced in order; guardians read their children’s rooms only', async () => {
    const saved = await post(sessions.director, '/api/room/updateSupplyList', {
      roomId: toddlers.id,
      items: [{ label: 'Diapers', note: 'One pack a week' }, { label: 'Spare clothes' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      { id: expect.any(Number), label: 'Diapers', note: 'One pack a week' },
      { id: expect.any(Number), label: 'Spare clothes', note: null },
    ]);
    expect((await get(sessions.guardian, '/api/room/supplyListByRoom', { roomId: toddlers.id })).json()).toEqual(saved.json());
    expect((await get(sessions.guardian, '/api/room/supplyListByRoom', { roomId: gym.id })).statusCode).toBe(404);
    expect((await post(sessions.director, '/api/room/updateSupplyList', { roomId: toddlers.id, items: [{ label: 'Sunscreen' }] })).json()).toHaveLength(1);
    expect((await post(sessions.director, '/api/room/updateSupplyList', { roomId: toddlers.id, items: [{ label: ' ' }] })).statusCode).toBe(400);
    expect((await get(sessions.mapleDirector, '/api/room/supplyListByRoom', { roomId: toddlers.id })).statusCode).toBe(404);
  });
});
