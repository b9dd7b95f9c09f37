// One row per endpoint the gateway serves (see isolation-matrix.ts). A new endpoint adds its row
// here, in the section of its module; isolation.api.spec.ts fails while one is missing.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FEATURE_FLAGS, UserType } from '@daycare/shared';
import sharp from 'sharp';
import { AccessRequest } from '../src/modules/accounts/access-request.entity';
import { AuditLog } from '../src/modules/audit/audit-log.entity';
import { SessionService } from '../src/modules/auth/session.service';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-data';
import { Room } from '../src/modules/rooms/room.entity';
import { UserRole } from '../src/modules/users/user-role.entity';
import { User } from '../src/modules/users/user.entity';
import { createUser, type CreatedDaycare, type CreatedUser } from './factories';
import { createChild, createFamily, createGuardian, createRoom, type CreatedRoom } from './people-factories';
import { anySignedIn, everyone, type IsolationRow, type IsolationWorld, signedIn, signedInWithRole } from './isolation-matrix';

let uniqueNumber = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${(uniqueNumber += 1)}-${Date.now()}@isolation.test`;

const staffOfA = (world: IsolationWorld) => createUser(world.ds, { type: UserType.Staff, daycareId: world.daycareA.id });

async function refreshTokenOfA(world: IsolationWorld): Promise<string> {
  return (await world.gateway.app.get(SessionService).start({ userId: world.adminA.id, daycareId: world.daycareA.id })).refreshToken;
}

/** A guardian of the other daycare waiting to join `daycare`: what grantAccess takes. */
async function pendingRequest(world: IsolationWorld, daycare: CreatedDaycare): Promise<{ gId: number; accessId: number }> {
  const home = daycare.id === world.daycareA.id ? world.daycareB : world.daycareA;
  const guardian = await createUser(world.ds, { type: UserType.User, daycareId: home.id });
  const { identifiers } = await world.ds.getRepository(AccessRequest).insert({ userId: guardian.id, daycareId: daycare.id, createdAt: new Date() });
  return { gId: guardian.id, accessId: identifiers[0].id };
}

const memberOfA = async (userId: number, world: IsolationWorld) =>
  (await world.ds.query('SELECT 1 FROM user_daycare WHERE user_id = $1 AND daycare_id = $2', [userId, world.daycareA.id])).length > 0;

const platform: IsolationRow[] = [
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  { method: 'GET', path: '/api/appVersion/check', expect: everyone(200) },
  { method: 'POST', path: '/api/appVersion/releaseCache', body: () => ({ cacheKey: 'appVersion' }), expect: anySignedIn(403) },
  { method: 'GET', path: '/api/remotes', expect: everyone(200) },
];

const rooms: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/room/list',
    setup: async ({ ds, daycareA, daycareB }) => {
      await ds.getRepository(Room).insert([{ daycareId: daycareA.id, label: 'Toddlers' }, { daycareId: daycareB.id, label: 'Toddlers' }]);
    },
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: async (room: { id: number }, { ds, daycareA }) => (await ds.getRepository(Room).findOneByOrFail({ id: room.id })).daycareId === daycareA.id },
  },
];

/** Rooms, children and attendance in both daycares, made once per world for the people rows. */
interface PeopleWorld {
  roomA: CreatedRoom;
  gymA: CreatedRoom;
  roomB: CreatedRoom;
  childA: number;
}

const peopleWorlds = new WeakMap<IsolationWorld, Promise<PeopleWorld>>();

function peopleOf(world: IsolationWorld): Promise<PeopleWorld> {
  if (!peopleWorlds.has(world)) {
    peopleWorlds.set(
      world,
      (async () => {
        const { ds, daycareA, daycareB } = world;
        const roomA = await createRoom(ds, daycareA.id, 'People Room');
        const gymA = await createRoom(ds, daycareA.id, 'People Gym', false);
        const roomB = await createRoom(ds, daycareB.id, 'People Room');
        const childA = await createChild(ds, daycareA.id, { firstName: 'Ada', lastName: 'Alpha', homeRoomId: roomA.id, allergies: 'Peanuts' });
        const childB = await createChild(ds, daycareB.id, { firstName: 'Bea', lastName: 'Beta', homeRoomId: roomB.id, allergies: 'Eggs' });
        for (const [child, daycareId] of [[childA.id, daycareA.id], [childB.id, daycareB.id]]) {
          await ds.query(`INSERT INTO child_medication (daycare_id, child_id, label) VALUES ($1, $2, 'Inhaler')`, [daycareId, child]);
        }
        await ds.query(`UPDATE user_daycare SET room_id = $1 WHERE user_id = $2 AND daycare_id = $3`, [roomA.id, world.staff.id, daycareA.id]);
        await ds.query(`UPDATE user_daycare SET room_id = $1 WHERE user_id = $2 AND daycare_id = $3`, [roomB.id, world.staffB.id, daycareB.id]);
        // Earlier today in each daycare, ended: the day's lists have something to show on both sides.
        await ds.query(
          `INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at, ended_at) VALUES
             ($1, 'child', $2, $3, now() - interval '2 minutes', now() - interval '1 minute'),
             ($4, 'child', $5, $6, now() - interval '2 minutes', now() - interval '1 minute')`,
          [daycareA.id, childA.id, roomA.id, daycareB.id, childB.id, roomB.id],
        );
        return { roomA, gymA, roomB, childA: childA.id };
      })(),
    );
  }
  return peopleWorlds.get(world)!;
}

/** A fresh child of daycare A, signed in to its room when `signedIn`. */
async function freshChildOfA(world: IsolationWorld, signedIn: boolean): Promise<number> {
  const { roomA } = await peopleOf(world);
  const child = await createChild(world.ds, world.daycareA.id, { firstName: 'Fresh', lastName: `Child ${(uniqueNumber += 1)}`, homeRoomId: roomA.id });
  if (signedIn) {
    await world.ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, now() - interval '1 minute')`, [
      world.daycareA.id,
      child.id,
      roomA.id,
    ]);
  }
  return child.id;
}

const childOfA = async (child: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM child WHERE id = $1 AND daycare_id = $2', [child.id, daycareA.id])).length > 0;
const staffOfDaycareA = (staff: { id: number }, world: IsolationWorld) => memberOfA(staff.id, world);
const roomOfA = async ({ world }: { world: IsolationWorld }) => ({ roomId: (await peopleOf(world)).roomA.id });
const setupPeople = async (world: IsolationWorld) => {
  await peopleOf(world);
};

const people: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/tablet/childrenList',
    setup: setupPeople,
    // A guardian gets their own children (none in this world).
    expect: signedIn({ guardian: 200, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: childOfA },
  },
  {
    method: 'GET',
    path: '/api/tablet/childById',
    query: async ({ world }) => ({ id: (await peopleOf(world)).childA }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/tablet/childGuardians',
    // A child of A in a family of its own with a guardian (who has a PIN) in A.
    query: async ({ world }) => {
      const { roomA } = await peopleOf(world);
      const familyId = await createFamily(world.ds, world.daycareA.id);
      const child = await createChild(world.ds, world.daycareA.id, { firstName: 'Gia', lastName: `Guarded ${(uniqueNumber += 1)}`, homeRoomId: roomA.id, familyId });
      await createGuardian(world.ds, world.daycareA.id, familyId, '1234');
      return { childId: child.id };
    },
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: (guardian: { id: number }, world) => memberOfA(guardian.id, world) },
  },
  { method: 'GET', path: '/api/tablet/staffList', setup: setupPeople, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }), list: { belongsToA: staffOfDaycareA } },
  {
    method: 'GET',
    path: '/api/tablet/homeRoomStaff',
    query: roomOfA,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: staffOfDaycareA },
  },
  {
    method: 'GET',
    path: '/api/tablet/staffById',
    query: ({ world }) => ({ id: world.staff.id }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/tablet/staffSelectList',
    setup: setupPeople,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: staffOfDaycareA },
  },
  {
    method: 'POST',
    path: '/api/tablet/movePeople',
    body: async ({ world }) => ({ roomId: (await peopleOf(world)).gymA.id, children: [await freshChildOfA(world, true)] }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/tablet/updateAttendance',
    body: async ({ world }) => ({ clientId: randomUUID(), personType: 'child', personId: await freshChildOfA(world, false), action: 'signIn' }),
    expect: signedInWithRole({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/tablet/weeklyRoomAttendance',
    body: roomOfA,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/tablet/dailyChildAttendances',
    setup: setupPeople,
    body: () => ({}),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: {
      belongsToA: async (entry: { attendanceId: number }, { ds, daycareA }) =>
        (await ds.query('SELECT 1 FROM attendance WHERE id = $1 AND daycare_id = $2', [entry.attendanceId, daycareA.id])).length > 0,
    },
  },
  {
    method: 'GET',
    path: '/api/medical/roomAllergyList',
    query: roomOfA,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: (entry: { child: { id: number } }, world) => childOfA(entry.child, world) },
  },
  {
    method: 'GET',
    path: '/api/medical/roomMedicationList',
    query: roomOfA,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: (entry: { child: { id: number } }, world) => childOfA(entry.child, world) },
  },
  { method: 'POST', path: '/api/user/setPin', body: () => ({ pin: '8306' }), expect: anySignedIn(204) },
];

/** Streams, age groups and tags in both daycares, made once per world. */
interface SettingsWorld {
  streamA: number;
  groupA: number;
  tagA: number;
}

const settingsWorlds = new WeakMap<IsolationWorld, Promise<SettingsWorld>>();

function settingsOf(world: IsolationWorld): Promise<SettingsWorld> {
  if (!settingsWorlds.has(world)) {
    settingsWorlds.set(
      world,
      (async () => {
        const { ds, daycareA, daycareB } = world;
        const { roomA, roomB } = await peopleOf(world);
        const ids: Record<string, number> = {};
        for (const [key, daycareId, roomId] of [['A', daycareA.id, roomA.id], ['B', daycareB.id, roomB.id]] as const) {
          const [{ id: stream }] = await ds.query(`INSERT INTO room_stream (daycare_id, label) VALUES ($1, 'Full day') RETURNING id`, [daycareId]);
          await ds.query(`INSERT INTO room_stream_room (stream_id, room_id, daycare_id) VALUES ($1, $2, $3)`, [stream, roomId, daycareId]);
          const [{ id: group }] = await ds.query(`INSERT INTO age_group (daycare_id, label, min_months, children_per_staff) VALUES ($1, 'Toddlers', 18, 5) RETURNING id`, [daycareId]);
          const [{ id: tag }] = await ds.query(`INSERT INTO tag (daycare_id, label) VALUES ($1, 'Bus A') RETURNING id`, [daycareId]);
          Object.assign(ids, { [`stream${key}`]: stream, [`group${key}`]: group, [`tag${key}`]: tag });
        }
        const { childA } = await peopleOf(world);
        await ds.query(`INSERT INTO child_tag (child_id, tag_id, daycare_id) VALUES ($1, $2, $3)`, [childA, ids.tagA, daycareA.id]);
        return { streamA: ids.streamA, groupA: ids.groupA, tagA: ids.tagA };
      })(),
    );
  }
  return settingsWorlds.get(world)!;
}

const setupSettings = async (world: IsolationWorld) => {
  await settingsOf(world);
};
const ofDaycareA = (table: string) => async (item: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query(`SELECT 1 FROM ${table} WHERE id = $1 AND daycare_id = $2`, [item.id, daycareA.id])).length > 0;
const uniqueLabel = (prefix: string) => `${prefix} ${(uniqueNumber += 1)}`;

const roomSettings: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/room/byDaycare',
    setup: setupPeople,
    query: ({ world }) => ({ daycareId: world.daycareA.id }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: ofDaycareA('room') },
  },
  { method: 'GET', path: '/api/room/byId', query: roomOfA, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }) },
  {
    method: 'POST',
    path: '/api/room/update',
    body: async ({ world }) => ({ id: (await peopleOf(world)).gymA.id, label: uniqueLabel('Gym') }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/room/delete',
    query: async ({ world }) => ({ roomId: (await createRoom(world.ds, world.daycareA.id, uniqueLabel('Spare'))).id }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/room/child',
    query: async ({ world }) => ({ childId: (await peopleOf(world)).childA }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  { method: 'GET', path: '/api/room/staff', query: ({ world }) => ({ staffId: world.staff.id }), expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }) },
  {
    method: 'POST',
    path: '/api/room/updateChild',
    body: async ({ world }) => ({ childId: (await peopleOf(world)).childA, roomId: (await peopleOf(world)).roomA.id }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/room/updateStaff',
    body: async ({ world }) => ({ staffId: world.staff.id, roomId: (await peopleOf(world)).roomA.id }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/room/streamList',
    setup: setupSettings,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: ofDaycareA('room_stream') },
  },
  {
    method: 'GET',
    path: '/api/room/selectStreamList',
    setup: setupSettings,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: ofDaycareA('room_stream') },
  },
  {
    method: 'GET',
    path: '/api/room/streamRooms',
    query: async ({ world }) => ({ streamId: (await settingsOf(world)).streamA }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: ofDaycareA('room') },
  },
  {
    method: 'GET',
    path: '/api/room/selectStreamRooms',
    query: async ({ world }) => ({ streamId: (await settingsOf(world)).streamA }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: ofDaycareA('room') },
  },
  {
    method: 'POST',
    path: '/api/room/addOrUpdateStream',
    body: async ({ world }) => ({ id: (await settingsOf(world)).streamA, label: uniqueLabel('Stream'), roomIds: [(await peopleOf(world)).roomA.id] }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  { method: 'GET', path: '/api/room/settings', query: roomOfA, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }) },
  {
    method: 'POST',
    path: '/api/room/updateSettings',
    body: async ({ world }) => ({ roomId: (await peopleOf(world)).roomA.id, capacity: 12 }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  // The guardian of this world has no child in the room.
  { method: 'GET', path: '/api/room/supplyListByRoom', query: roomOfA, expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }) },
  {
    method: 'POST',
    path: '/api/room/updateSupplyList',
    body: async ({ world }) => ({ roomId: (await peopleOf(world)).roomA.id, items: [{ label: 'Diapers' }] }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/daycare/ageGroups',
    setup: setupSettings,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: ofDaycareA('age_group') },
  },
  {
    method: 'POST',
    path: '/api/daycare/updateAgeGroup',
    body: async ({ world }) => ({ id: (await settingsOf(world)).groupA, label: uniqueLabel('Group'), minMonths: 18, childrenPerStaff: 5 }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/daycare/removeAgeGroup',
    query: async ({ world }) => ({
      id: (await world.ds.query(`INSERT INTO age_group (daycare_id, label, min_months, children_per_staff) VALUES ($1, $2, 0, 3) RETURNING id`, [world.daycareA.id, uniqueLabel('Group')]))[0].id,
    }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
];

const freshTagOfA = async (world: IsolationWorld): Promise<number> =>
  (await world.ds.query(`INSERT INTO tag (daycare_id, label) VALUES ($1, $2) RETURNING id`, [world.daycareA.id, uniqueLabel('Tag')]))[0].id;

const tags: IsolationRow[] = [
  { method: 'GET', path: '/api/Tags/List', setup: setupSettings, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }), list: { belongsToA: ofDaycareA('tag') } },
  { method: 'POST', path: '/api/Tags/Create', body: () => ({ label: uniqueLabel('Tag') }), expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }) },
  {
    method: 'POST',
    path: '/api/Tags/createAndAssign',
    body: async ({ world }) => ({ childId: (await peopleOf(world)).childA, label: uniqueLabel('Tag') }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/Tags/Update',
    body: async ({ world }) => ({ id: (await settingsOf(world)).tagA, label: uniqueLabel('Tag') }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  { method: 'DELETE', path: '/api/Tags/Delete', query: async ({ world }) => ({ id: await freshTagOfA(world) }), expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }) },
  {
    method: 'GET',
    path: '/api/Tags/ChildTags',
    query: async ({ world }) => ({ childId: (await peopleOf(world)).childA }),
    setup: setupSettings,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: ofDaycareA('tag') },
  },
  {
    method: 'POST',
    path: '/api/Tags/Assign',
    body: async ({ world }) => ({ childId: (await peopleOf(world)).childA, tagId: await freshTagOfA(world) }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/Tags/Unassign',
    query: async ({ world }) => ({ childId: (await peopleOf(world)).childA, tagId: (await settingsOf(world)).tagA }),
    expect: signedIn({ guardian: 403, staff: 204, adminA: 204, adminB: 404 }),
  },
];

/** A past, closed interval of a fresh child of daycare A (ids for the correction rows). */
async function pastStayOfA(world: IsolationWorld): Promise<{ id: number; childId: number; roomId: number }> {
  const childId = await freshChildOfA(world, false);
  const { roomA } = await peopleOf(world);
  const [{ id }] = await world.ds.query(
    `INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at, ended_at) VALUES ($1, 'child', $2, $3, now() - interval '2 days', now() - interval '2 days' + interval '4 hours') RETURNING id`,
    [world.daycareA.id, childId, roomA.id],
  );
  return { id, childId, roomId: roomA.id };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const reportPeriod = () => ({ startDate: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10), endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) });

const corrections: IsolationRow[] = [
  { method: 'GET', path: '/api/attendance/byId', query: async ({ world }) => ({ id: (await pastStayOfA(world)).id }), expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }) },
  {
    method: 'POST',
    path: '/api/attendance/update',
    body: async ({ world }) => {
      const stay = await pastStayOfA(world);
      return { id: stay.id, roomId: stay.roomId, startedAt: hoursAgo(50), endedAt: hoursAgo(47) };
    },
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/attendance/create',
    body: async ({ world }) => ({ personType: 'child', personId: await freshChildOfA(world, false), roomId: (await peopleOf(world)).roomA.id, startedAt: hoursAgo(30), endedAt: hoursAgo(26) }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  { method: 'DELETE', path: '/api/attendance/delete', query: async ({ world }) => ({ id: (await pastStayOfA(world)).id }), expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }) },
  {
    method: 'GET',
    path: '/api/attendance/search',
    query: async ({ world }) => ({ personType: 'child', personId: (await pastStayOfA(world)).childId }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
    list: {
      items: (page) => (page as { items: unknown[] }).items,
      belongsToA: async (entry: { id: number }, { ds, daycareA }) => (await ds.query('SELECT 1 FROM attendance WHERE id = $1 AND daycare_id = $2', [entry.id, daycareA.id])).length > 0,
    },
  },
  {
    method: 'GET',
    path: '/api/attendance/report',
    setup: setupPeople,
    query: reportPeriod,
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { items: (report) => (report as { children: unknown[] }).children, belongsToA: childOfA },
  },
  { method: 'GET', path: '/api/attendance/reportCsv', query: reportPeriod, expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }) },
];

/** A fresh staff member of the daycare whose PIN is locked on the daycare's admin's device. */
async function pinLockedStaff(world: IsolationWorld, daycare: CreatedDaycare, device: CreatedUser): Promise<number> {
  const person = await createUser(world.ds, { type: UserType.Staff, daycareId: daycare.id });
  await world.ds.query(
    `INSERT INTO pin_throttle (person_id, device_id, daycare_id, failures, lockouts, last_failure_at, locked_until) VALUES ($1, $2, $3, 0, 1, now(), now() + interval '1 day')`,
    [person.id, device.id, daycare.id],
  );
  return person.id;
}

const pinAlerts: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/attendance/pinAlerts',
    setup: async (world) => {
      await pinLockedStaff(world, world.daycareA, world.adminA);
      await pinLockedStaff(world, world.daycareB, world.adminB);
    },
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: async (alert: { personId: number }, world) => memberOfA(alert.personId, world) },
  },
  {
    method: 'POST',
    path: '/api/attendance/clearPinLock',
    body: async ({ world }) => ({ personId: await pinLockedStaff(world, world.daycareA, world.adminA) }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
];

const auth: IsolationRow[] = [
  { method: 'POST', path: '/api/auth/login', body: ({ world }) => ({ email: world.staff.email, password: DEMO_PASSWORD }), expect: everyone(200) },
  { method: 'POST', path: '/api/auth/refreshTokenV2', body: async ({ world }) => ({ token: await refreshTokenOfA(world) }), expect: everyone(200) },
  { method: 'POST', path: '/api/auth/logout', body: async ({ world }) => ({ token: await refreshTokenOfA(world) }), expect: everyone(204) },
  { method: 'GET', path: '/api/auth/csrf', expect: everyone(204) },
  { method: 'POST', path: '/api/auth/logoutEverywhere', expect: anySignedIn(204) },
  {
    method: 'POST',
    path: '/api/auth/endSessions',
    body: ({ world }) => ({ userId: world.staff.id }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/auth/impersonate',
    body: ({ world }) => ({ userId: world.guardian.id }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  { method: 'POST', path: '/api/auth/stopImpersonation', expect: anySignedIn(400) },
];

const users: IsolationRow[] = [
  { method: 'GET', path: '/api/user/loggedInUser', expect: anySignedIn(200) },
  { method: 'POST', path: '/api/user/setTheme', body: () => ({ theme: 'dark' }), expect: anySignedIn(200) },
  { method: 'POST', path: '/api/user/setLanguage', body: () => ({ language: 'pt-BR' }), expect: anySignedIn(200) },
  { method: 'POST', path: '/api/user/confirmEmail', body: ({ world }) => ({ email: world.guardian.email, code: '000000' }), expect: everyone(400) },
];

const accounts: IsolationRow[] = [
  {
    method: 'POST',
    path: '/api/register/createUser',
    body: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('register'), password: 'Analytical-Engine-1843' }),
    expect: everyone(201),
  },
  { method: 'POST', path: '/api/register/resendConfirmEmail', body: ({ world }) => ({ email: world.guardian.email }), expect: everyone(202) },
  { method: 'GET', path: '/api/register/referral', expect: anySignedIn(200) },
  {
    method: 'POST',
    path: '/api/register/updateReferral',
    query: async ({ world }) => ({ referralCode: (await world.ds.getRepository(User).findOneByOrFail({ id: world.staffB.id })).referralCode }),
    expect: anySignedIn(200),
  },
  { method: 'GET', path: '/api/register/profile', expect: signedIn({ guardian: 200, staff: 403, adminA: 403, adminB: 403 }) },
  {
    method: 'POST',
    path: '/api/register/saveProfile',
    body: () => ({ phone: '(613) 555-0142', address: '24 Sussex Drive', city: 'Ottawa', province: 'Ontario', postalCode: 'K1A 0B1' }),
    expect: signedIn({ guardian: 200, staff: 403, adminA: 403, adminB: 403 }),
  },
  { method: 'POST', path: '/api/account/forgotPassword', body: ({ world }) => ({ email: world.guardian.email }), expect: everyone(202) },
  {
    method: 'POST',
    path: '/api/account/resetPassword',
    body: ({ world }) => ({ email: world.guardian.email, code: '000000', password: 'Analytical-Engine-1843' }),
    expect: everyone(400),
  },
  {
    method: 'POST',
    path: '/api/account/requestAccess',
    body: ({ world }) => ({ daycareId: world.daycareB.id }),
    expect: signedIn({ guardian: 201, staff: 403, adminA: 403, adminB: 403 }),
  },
  {
    method: 'GET',
    path: '/api/account/pendingAccess',
    setup: async (world) => {
      await pendingRequest(world, world.daycareA);
      await pendingRequest(world, world.daycareB);
    },
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: (request: { daycare: { id: number } }, { daycareA }) => request.daycare.id === daycareA.id },
  },
  {
    method: 'POST',
    path: '/api/account/grantAccess',
    body: ({ world }) => pendingRequest(world, world.daycareA),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  { method: 'GET', path: '/api/admin/outbox', expect: anySignedIn(403) },
];

const daycares: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/daycare/myDaycares',
    expect: anySignedIn(200),
    list: { belongsToA: (daycare: { id: number }, { daycareA }) => daycare.id === daycareA.id },
  },
  { method: 'GET', path: '/api/daycare/list', expect: anySignedIn(403) },
  {
    method: 'POST',
    path: '/api/daycare/changeCenter',
    body: ({ world }) => ({ id: world.daycareA.id }),
    expect: signedIn({ guardian: 200, staff: 200, adminA: 200, adminB: 404 }),
  },
  { method: 'GET', path: '/api/daycare/featureControl', expect: anySignedIn(200) },
  { method: 'GET', path: '/api/admin/featurecontrol', query: ({ world }) => ({ daycareId: world.daycareA.id }), expect: anySignedIn(403) },
  {
    method: 'POST',
    path: '/api/admin/updateFeaturecontrol',
    body: ({ world }) => ({ daycareId: world.daycareA.id, ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) }),
    expect: anySignedIn(403),
  },
];

const roles: IsolationRow[] = [
  { method: 'GET', path: '/api/userrole/list', expect: anySignedIn(200) },
  {
    method: 'GET',
    path: '/api/userrole/listGrouped',
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: (person: { userId: number }, world) => memberOfA(person.userId, world) },
  },
  { method: 'GET', path: '/api/userrole/myroles', expect: anySignedIn(200) },
  {
    method: 'POST',
    path: '/api/userrole/create',
    body: async ({ world }) => ({ userId: (await staffOfA(world)).id, code: 'MESSAGES' }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 201, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/userrole/remove',
    query: async ({ world }) => {
      const staff = await createUser(world.ds, { type: UserType.Staff, daycareId: world.daycareA.id, roles: ['EMAILS'] });
      return { id: (await world.ds.getRepository(UserRole).findOneByOrFail({ userId: staff.id })).id };
    },
    expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/userrole/listGuardianUserRoles',
    query: ({ world }) => ({ daycareId: world.daycareA.id }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
    list: { belongsToA: (guardian: { userId: number }, world) => memberOfA(guardian.userId, world) },
  },
  {
    method: 'POST',
    path: '/api/userrole/updateGuardianRoles',
    body: ({ world }) => ({ userId: world.guardian.id, codes: ['MESSAGES'] }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/userrole/addAdmin',
    body: async ({ world }) => ({ email: (await staffOfA(world)).email }),
    // Admin B may not take daycare A's staff.
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 400 }),
  },
];

const audit: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/audit/list',
    setup: async ({ ds, daycareA, daycareB, adminA, adminB }) => {
      const entry = (daycareId: number, actorId: number) => ({ daycareId, actorId, impersonatorId: null, action: 'sign-in', ip: null, createdAt: new Date() });
      await ds.getRepository(AuditLog).insert([entry(daycareA.id, adminA.id), entry(daycareB.id, adminB.id)]);
    },
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: {
      items: (page) => (page as { items: unknown[] }).items,
      belongsToA: async (entry: { id: number }, { ds, daycareA }) => (await ds.getRepository(AuditLog).findOneByOrFail({ id: String(entry.id) })).daycareId === daycareA.id,
    },
  },
];

/** A notice of today in each daycare: childA's in room A (heard by world.staff), and one of B. */
async function noticeOf(world: IsolationWorld, daycare: 'A' | 'B', senderId?: number): Promise<number> {
  const { ds } = world;
  const people = await peopleOf(world);
  const [child] = await ds.query(`SELECT id, home_room_id AS "roomId", daycare_id AS "daycareId" FROM child WHERE daycare_id = $1 ORDER BY id LIMIT 1`, [
    daycare === 'A' ? world.daycareA.id : world.daycareB.id,
  ]);
  const guardianId = senderId ?? (daycare === 'A' ? world.guardian.id : world.guardianB.id);
  const roomId = daycare === 'A' ? people.roomA.id : people.roomB.id;
  const [{ id }] = await ds.query(
    `INSERT INTO on_my_way (daycare_id, room_id, child_id, guardian_user_id, arriving_at, created_at) VALUES ($1, $2, $3, $4, now() + interval '10 minutes', now()) RETURNING id`,
    [child.daycareId, roomId, daycare === 'A' ? people.childA : child.id, guardianId],
  );
  return id;
}

const noticeOfA = async (notice: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM on_my_way WHERE id = $1 AND daycare_id = $2', [notice.id, daycareA.id])).length > 0;
const setupNotices = async (world: IsolationWorld) => {
  await noticeOf(world, 'A');
  await noticeOf(world, 'B');
};

const onMyWay: IsolationRow[] = [
  {
    method: 'POST',
    path: '/api/onmyway/send',
    // Only guardians send, and only for their own children: this world's guardian has none.
    body: async ({ world }) => ({ childId: (await peopleOf(world)).childA, minutes: 10 }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 403, adminB: 403 }),
  },
  { method: 'GET', path: '/api/onmyway/list', setup: setupNotices, expect: anySignedIn(200), list: { belongsToA: noticeOfA } },
  {
    method: 'GET',
    path: '/api/onmyway/roomOmw',
    setup: setupNotices,
    query: roomOfA,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: noticeOfA },
  },
  { method: 'GET', path: '/api/onmyway/count', setup: setupNotices, expect: anySignedIn(200) },
  {
    method: 'POST',
    path: '/api/onmyway/readOmw',
    body: async ({ world }) => ({ id: await noticeOf(world, 'A') }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/onmyway/deleteOmw',
    // Another guardian of A sent it, not the world's guardian; staff never delete.
    body: async ({ world }) => ({ id: await noticeOf(world, 'A', (await createUser(world.ds, { type: UserType.User, daycareId: world.daycareA.id })).id) }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 204, adminB: 404 }),
  },
];

/** A schedule of a fresh child of daycare A (or of B's first child), starting this school year. */
async function scheduleOf(world: IsolationWorld, daycare: 'A' | 'B'): Promise<number> {
  const { ds } = world;
  const daycareId = daycare === 'A' ? world.daycareA.id : world.daycareB.id;
  const childId =
    daycare === 'A'
      ? await freshChildOfA(world, false)
      : (await ds.query(`SELECT id FROM child WHERE daycare_id = $1 ORDER BY id LIMIT 1`, [daycareId]))[0].id;
  const [{ id }] = await ds.query(
    `INSERT INTO child_schedule (daycare_id, child_id, plan, valid_from) VALUES ($1, $2, 1, current_date - 30) RETURNING id`,
    [daycareId, childId],
  );
  await ds.query(`INSERT INTO child_schedule_day (schedule_id, daycare_id, weekday, arrives, departs) VALUES ($1, $2, 1, '08:00', '16:00')`, [id, daycareId]);
  return id;
}

/** The schedule rows' own schedule of childA (once per world). */
const childASchedules = new WeakMap<IsolationWorld, Promise<number>>();
function scheduleOfChildA(world: IsolationWorld): Promise<number> {
  if (!childASchedules.has(world)) {
    childASchedules.set(
      world,
      (async () => {
        const { ds, daycareA } = world;
        const { childA } = await peopleOf(world);
        const [{ id }] = await ds.query(`INSERT INTO child_schedule (daycare_id, child_id, plan, valid_from) VALUES ($1, $2, 1, current_date - 30) RETURNING id`, [
          daycareA.id,
          childA,
        ]);
        return id;
      })(),
    );
  }
  return childASchedules.get(world)!;
}

/** A pending request of a fresh child of A (sent by another guardian of A), or of B's first child. */
async function scheduleRequestOf(world: IsolationWorld, daycare: 'A' | 'B'): Promise<number> {
  const { ds } = world;
  await peopleOf(world);
  const daycareId = daycare === 'A' ? world.daycareA.id : world.daycareB.id;
  const childId =
    daycare === 'A'
      ? await freshChildOfA(world, false)
      : (await ds.query(`SELECT id FROM child WHERE daycare_id = $1 ORDER BY id LIMIT 1`, [daycareId]))[0].id;
  const guardianId = daycare === 'A' ? (await createUser(ds, { type: UserType.User, daycareId })).id : world.guardianB.id;
  const [{ id }] = await ds.query(
    `INSERT INTO schedule_request (daycare_id, child_id, requested_by, plan, valid_from, days) VALUES ($1, $2, $3, 3, current_date + 7, '[]') RETURNING id`,
    [daycareId, childId, guardianId],
  );
  return id;
}

const scheduleOfA = async (schedule: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM child_schedule WHERE id = $1 AND daycare_id = $2', [schedule.id, daycareA.id])).length > 0;
const scheduleBody = { plan: 1, validFrom: '2026-09-01', days: [{ weekday: 1, arrives: '08:00', departs: '16:00' }] };

const schedules: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/schedule/list',
    setup: async (world) => {
      await scheduleOfChildA(world);
      await scheduleOf(world, 'B');
    },
    query: async ({ world }) => ({ childId: (await peopleOf(world)).childA }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: scheduleOfA },
  },
  {
    method: 'GET',
    path: '/api/schedule/byId',
    query: async ({ world }) => ({ id: await scheduleOfChildA(world) }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/schedule/create',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), ...scheduleBody }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/schedule/update',
    body: async ({ world }) => ({ id: await scheduleOf(world, 'A'), ...scheduleBody }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/schedule/delete',
    query: async ({ world }) => ({ id: await scheduleOf(world, 'A') }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/schedule/request',
    // Only guardians ask, and only for their own children: this world's guardian has none.
    body: async ({ world }) => ({ childId: (await peopleOf(world)).childA, ...scheduleBody }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 403, adminB: 403 }),
  },
  {
    method: 'GET',
    path: '/api/schedule/requests',
    setup: async (world) => {
      await scheduleRequestOf(world, 'A');
      await scheduleRequestOf(world, 'B');
    },
    expect: signedInWithRole({ guardian: 200, staff: 403, adminA: 200, adminB: 200 }),
    list: {
      belongsToA: async (request: { id: number }, { ds, daycareA }) =>
        (await ds.query('SELECT 1 FROM schedule_request WHERE id = $1 AND daycare_id = $2', [request.id, daycareA.id])).length > 0,
    },
  },
  {
    method: 'POST',
    path: '/api/schedule/respond',
    body: async ({ world }) => ({ id: await scheduleRequestOf(world, 'A'), approve: false }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/schedule/report',
    setup: setupPeople,
    query: roomOfA,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
    list: {
      items: (report) => (report as { rooms: unknown[] }).rooms,
      belongsToA: async (entry: { room: { id: number } }, { ds, daycareA }) =>
        (await ds.query('SELECT 1 FROM room WHERE id = $1 AND daycare_id = $2', [entry.room.id, daycareA.id])).length > 0,
    },
  },
];

/** An absence from today of a fresh child of A or of B. */
async function absenceOf(world: IsolationWorld, daycare: 'A' | 'B'): Promise<number> {
  const { ds } = world;
  const { roomB } = await peopleOf(world);
  const daycareId = daycare === 'A' ? world.daycareA.id : world.daycareB.id;
  const childId =
    daycare === 'A'
      ? await freshChildOfA(world, false)
      : (await createChild(ds, daycareId, { firstName: 'Absent', lastName: `Beta ${(uniqueNumber += 1)}`, homeRoomId: roomB.id })).id;
  const [{ id }] = await ds.query(
    `INSERT INTO absence (daycare_id, child_id, start_date, end_date, reason) VALUES ($1, $2, current_date, current_date + 1, 'Sick') RETURNING id`,
    [daycareId, childId],
  );
  return id;
}

/** A report of today for a fresh child of A, or of B's first child (once). */
async function reportedOf(world: IsolationWorld, daycare: 'A' | 'B'): Promise<number> {
  const { ds } = world;
  await peopleOf(world);
  const daycareId = daycare === 'A' ? world.daycareA.id : world.daycareB.id;
  const childId =
    daycare === 'A'
      ? await freshChildOfA(world, false)
      : (await ds.query(`SELECT id FROM child WHERE daycare_id = $1 ORDER BY id LIMIT 1`, [daycareId]))[0].id;
  const [{ id }] = await ds.query(
    `INSERT INTO reported_attendance (daycare_id, child_id, day, arrives) VALUES ($1, $2, current_date + 1, '09:30')
       ON CONFLICT (child_id, day) DO UPDATE SET arrives = EXCLUDED.arrives RETURNING id`,
    [daycareId, childId],
  );
  return id;
}

const childAReported = new WeakMap<IsolationWorld, Promise<number>>();
function reportedOfChildA(world: IsolationWorld): Promise<number> {
  if (!childAReported.has(world)) {
    childAReported.set(
      world,
      (async () => {
        const { childA } = await peopleOf(world);
        const [{ id }] = await world.ds.query(
          `INSERT INTO reported_attendance (daycare_id, child_id, day, arrives) VALUES ($1, $2, current_date + 1, '09:30') RETURNING id`,
          [world.daycareA.id, childA],
        );
        return id;
      })(),
    );
  }
  return childAReported.get(world)!;
}

const absenceRowOfA = async (absence: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM absence WHERE id = $1 AND daycare_id = $2', [absence.id, daycareA.id])).length > 0;

const absences: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/absence/list',
    setup: async (world) => {
      await absenceOf(world, 'A');
      await absenceOf(world, 'B');
    },
    expect: signedIn({ guardian: 200, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: absenceRowOfA },
  },
  {
    method: 'POST',
    path: '/api/absence/create',
    // Guardians report only for their own children: this world's guardian has none.
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), startDate: '2099-01-05', reason: 'Holiday' }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/absence/delete',
    query: async ({ world }) => ({ id: await absenceOf(world, 'A') }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/attendance/reported/list',
    setup: async (world) => {
      await reportedOfChildA(world);
      await reportedOf(world, 'B');
    },
    query: async ({ world }) => ({ childId: (await peopleOf(world)).childA }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
    list: {
      belongsToA: async (entry: { id: number }, { ds, daycareA }) =>
        (await ds.query('SELECT 1 FROM reported_attendance WHERE id = $1 AND daycare_id = $2', [entry.id, daycareA.id])).length > 0,
    },
  },
  {
    method: 'GET',
    path: '/api/attendance/reported/byId',
    query: async ({ world }) => ({ id: await reportedOfChildA(world) }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/attendance/reported/save',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), arrives: '09:30' }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/attendance/reported/delete',
    query: async ({ world }) => ({ id: await reportedOf(world, 'A') }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/attendance/expected',
    setup: async (world) => {
      // A child of each daycare who has not been in today and is reported for today.
      const { roomB } = await peopleOf(world);
      const childA = await freshChildOfA(world, false);
      const childB = (await createChild(world.ds, world.daycareB.id, { firstName: 'Expected', lastName: 'Beta', homeRoomId: roomB.id })).id;
      for (const [daycareId, childId] of [[world.daycareA.id, childA], [world.daycareB.id, childB]]) {
        await world.ds.query(
          `INSERT INTO reported_attendance (daycare_id, child_id, day, arrives) SELECT $1, $2, (now() AT TIME ZONE time_zone)::date, '00:00' FROM daycare WHERE id = $1`,
          [daycareId, childId],
        );
      }
    },
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: (entry: { child: { id: number } }, world) => childOfA(entry.child, world) },
  },
];

/** The family of a fresh child of daycare A. */
const freshFamilyOfA = async (world: IsolationWorld) => (await world.ds.query('SELECT family_id AS "familyId" FROM child WHERE id = $1', [await freshChildOfA(world, false)]))[0].familyId;
const childUpdate = (path: string, fields: object): IsolationRow => ({
  method: 'POST',
  path,
  body: async ({ world }) => ({ childId: await freshChildOfA(world, false), ...fields }),
  // A guardian of A reaches only their own family's children (none here); staff may not change records.
  expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
});
const directorsOnChildrenOfA = (path: string, fields: (world: IsolationWorld) => Promise<object>): IsolationRow => ({
  method: 'POST',
  path,
  body: async ({ world }) => ({ childIds: [await freshChildOfA(world, false)], ...(await fields(world)) }),
  expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
});

const children: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/child/list',
    setup: setupPeople,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { items: (body) => (body as { items: unknown[] }).items, belongsToA: childOfA },
  },
  {
    method: 'GET',
    path: '/api/child/byId',
    query: async ({ world }) => ({ childId: (await peopleOf(world)).childA }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/child/create',
    body: async ({ world }) => ({ familyId: await freshFamilyOfA(world), firstName: 'New', lastName: 'Sibling', birthDate: '2024-01-01' }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  childUpdate('/api/child/updateName', { firstName: 'Renamed', lastName: 'Child', preferredName: null }),
  childUpdate('/api/child/updatePersonal', { birthDate: '2023-01-01', gender: null, languages: ['English'], routines: null, comforters: null, dietaryNeeds: null, notes: null }),
  childUpdate('/api/child/updateAddress', { line: '1 Main Street', city: null, province: null, postalCode: null }),
  childUpdate('/api/child/updateSchool', { name: null, grade: null, bus: null }),
  childUpdate('/api/child/updateMedical', { doctorName: null, doctorPhone: null, healthCardNumber: null, conditions: null, allergies: [], medications: [], immunisations: [] }),
  {
    method: 'POST',
    path: '/api/child/updateRegistration',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), startDate: '2025-09-02', withdrawnOn: null, homeRoomId: null }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  directorsOnChildrenOfA('/api/child/bulkMove', async (world) => ({ roomId: (await peopleOf(world)).gymA.id })),
  directorsOnChildrenOfA('/api/child/bulkTag', async (world) => ({ tagId: await freshTagOfA(world) })),
  directorsOnChildrenOfA('/api/child/bulkWithdraw', async () => ({ withdrawnOn: '2030-01-01' })),
  {
    method: 'GET',
    path: '/api/family/list',
    setup: setupPeople,
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: async (family: { id: number }, { ds, daycareA }) => (await ds.query('SELECT 1 FROM family WHERE id = $1 AND daycare_id = $2', [family.id, daycareA.id])).length > 0 },
  },
];

/** A family of a fresh child of daycare A, withdrawn already. */
const withdrawnFamilyOfA = async (world: IsolationWorld) => {
  const familyId = await freshFamilyOfA(world);
  await world.ds.query(`UPDATE family SET archived_on = '2030-01-01' WHERE id = $1`, [familyId]);
  return familyId;
};

/** A change a guardian made to a fresh child (of daycare A unless named), not yet seen. */
async function familyChangeOfA(world: IsolationWorld, childId?: number): Promise<number> {
  const [{ id }] = await world.ds.query(
    `INSERT INTO family_change (daycare_id, family_id, child_id, subject_kind, subject_id, subject_label, part, changes, important, created_at)
     SELECT daycare_id, family_id, id, 'child', id, first_name || ' ' || last_name, 'medical', '{"before": {}, "after": {}}', true, now() FROM child WHERE id = $1 RETURNING id`,
    [childId ?? (await freshChildOfA(world, false))],
  );
  return id;
}

const familyChangeBelongsToA = async (change: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM family_change WHERE id = $1 AND daycare_id = $2', [change.id, daycareA.id])).length > 0;

// Families: directors of the family's daycare (and for reads and the archive, its own guardians); a
// daycare the director does not belong to answers 404 like a foreign family.
const families: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/family/changes',
    setup: async (world) => {
      await familyChangeOfA(world);
      await familyChangeOfA(world, (await createChild(world.ds, world.daycareB.id, { firstName: 'Bo', lastName: 'Changed' })).id);
    },
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { items: (body) => (body as { items: unknown[] }).items, belongsToA: familyChangeBelongsToA },
  },
  {
    method: 'POST',
    path: '/api/family/changes/seen',
    body: async ({ world }) => ({ ids: [await familyChangeOfA(world)] }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/family/byId',
    query: async ({ world }) => ({ familyId: await freshFamilyOfA(world) }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/family/export',
    query: async ({ world }) => ({ familyId: await freshFamilyOfA(world) }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/family/archive',
    body: async ({ world }) => ({ familyId: await freshFamilyOfA(world), withdrawnOn: '2030-01-01' }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/family/restore',
    body: async ({ world }) => ({ familyId: await withdrawnFamilyOfA(world) }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/daycare/changeDaycare',
    // Neither director belongs to both daycares: B is out of A's reach, A's family out of B's.
    body: async ({ world }) => ({ familyId: await freshFamilyOfA(world), daycareId: world.daycareB.id }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 404, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/daycare/moveDaycare',
    body: ({ world }) => ({ daycareId: world.daycareB.id }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 403, adminB: 403 }),
  },
];

/** An absence today in each daycare, so the charts of both have something (absenceOf is above). */
/** A photo upload as a browser sends it: multipart, with a small PNG. */
/** A small PNG as `file`, beside the fields that say whose it is. */
const photoForm = async (fields: Record<string, string | number>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  return form;
};

const files: IsolationRow[] = [
  {
    method: 'POST',
    path: '/api/images/upload',
    body: async ({ world }) => photoForm({ ownerKind: 'child', ownerId: (await peopleOf(world)).childA }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  // Only a signed URL minted after the access policy opens a file; without one every caller gets 404.
  { method: 'GET', path: '/api/files/:fileId/:variant', expect: everyone(404) },
];

const setupChartData = async (world: IsolationWorld) => {
  await absenceOf(world, 'A');
  await absenceOf(world, 'B');
};

const charts: IsolationRow[] = [
  { method: 'GET', path: '/api/chartdata/absences', setup: setupChartData, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }) },
  { method: 'GET', path: '/api/chartdata/events', setup: setupChartData, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }) },
  { method: 'GET', path: '/api/chartdata/dailyEvents', setup: setupChartData, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }) },
  {
    method: 'GET',
    path: '/api/chartdata/familyAbsences',
    // The family of childA: not this world's guardian's.
    query: async ({ world }) => ({ familyId: (await world.ds.query('SELECT family_id AS "familyId" FROM child WHERE id = $1', [(await peopleOf(world)).childA]))[0].familyId }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/chartdata/childAbsences',
    query: async ({ world }) => ({ childId: (await peopleOf(world)).childA }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
];

/** A pending invitation of a daycare, fresh for each call; answers its id and the token of its link. */
async function invitationOf(world: IsolationWorld, daycare: CreatedDaycare): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [{ id }] = await world.ds.query(
    `INSERT INTO staff_invitation (daycare_id, email, first_name, last_name, language, token_hash, invited_at, expires_at)
     VALUES ($1, $2, 'Ina', 'Invited', 'en', $3, now(), now() + interval '7 days') RETURNING id`,
    [daycare.id, uniqueEmail('invited'), createHash('sha256').update(token).digest('hex')],
  );
  return { id, token };
}
const directorsOnStaffOfA = (path: string, fields: object): IsolationRow => ({
  method: 'POST',
  path,
  body: ({ world }) => ({ staffId: world.staff.id, ...fields }),
  expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
});
const directorsOnInvitationOfA = (path: string): IsolationRow => ({
  method: 'POST',
  path,
  body: async ({ world }) => ({ id: (await invitationOf(world, world.daycareA)).id }),
  expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
});

const staffRecords: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/staff/list',
    setup: setupPeople,
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { items: (body) => (body as { items: unknown[] }).items, belongsToA: staffOfDaycareA },
  },
  // The staff persona reads their own record.
  { method: 'GET', path: '/api/staff/byId', query: ({ world }) => ({ staffId: world.staff.id }), expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }) },
  directorsOnStaffOfA('/api/staff/updateEmployment', { startedOn: '2025-01-06', endedOn: null }),
  directorsOnStaffOfA('/api/staff/updateCertification', { kind: 'cpr', issuedOn: '2025-01-06', expiresOn: '2027-01-06' }),
  {
    method: 'POST',
    path: '/api/invitation/create',
    body: () => ({ email: uniqueEmail('invite'), firstName: 'Ina', lastName: 'Invited' }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
  },
  {
    method: 'GET',
    path: '/api/invitation/list',
    setup: async (world) => {
      await invitationOf(world, world.daycareA);
      await invitationOf(world, world.daycareB);
    },
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: async (invitation: { id: number }, { ds, daycareA }) => (await ds.query('SELECT 1 FROM staff_invitation WHERE id = $1 AND daycare_id = $2', [invitation.id, daycareA.id])).length > 0 },
  },
  directorsOnInvitationOfA('/api/invitation/resend'),
  directorsOnInvitationOfA('/api/invitation/revoke'),
  // The link is the credential: whoever holds it, signed in or not.
  { method: 'GET', path: '/api/invitation/byToken', query: async ({ world }) => ({ token: (await invitationOf(world, world.daycareA)).token }), expect: everyone(200) },
  {
    method: 'POST',
    path: '/api/invitation/accept',
    body: async ({ world }) => ({ token: (await invitationOf(world, world.daycareA)).token, password: 'maple syrup on pancakes' }),
    expect: everyone(204),
  },
];

/** A guardian (with a password) of a fresh family of daycare A. */
async function freshGuardianOfA(world: IsolationWorld): Promise<number> {
  return (await createGuardian(world.ds, world.daycareA.id, await freshFamilyOfA(world))).id;
}

/** A contact of a fresh child of daycare A (first in its call order). */
async function freshContactOfA(world: IsolationWorld): Promise<{ contactId: number; childId: number }> {
  const childId = await freshChildOfA(world, false);
  const [{ id: contactId }] = await world.ds.query(
    `INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) SELECT daycare_id, family_id, 'Carla', 'Contact', 'Aunt' FROM child WHERE id = $1 RETURNING id`,
    [childId],
  );
  await world.ds.query(`INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order) VALUES ($1, $2, $3, 1)`, [world.daycareA.id, childId, contactId]);
  return { contactId, childId };
}

/** Guardians and contacts in both daycares, for the lists. */
const setupGuardiansAndContacts = async (world: IsolationWorld) => {
  for (const daycare of [world.daycareA, world.daycareB]) {
    const child = await createChild(world.ds, daycare.id, { firstName: 'Gia', lastName: `Family ${(uniqueNumber += 1)}` });
    await createGuardian(world.ds, daycare.id, child.familyId);
    const [{ id }] = await world.ds.query(`INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, 'Cora', 'Contact', 'Aunt') RETURNING id`, [daycare.id, child.familyId]);
    await world.ds.query(`INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order) VALUES ($1, $2, $3, 1)`, [daycare.id, child.id, id]);
  }
};

const guardianOfA = async (guardian: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM "user" u JOIN family f ON f.id = u.family_id WHERE u.id = $1 AND f.daycare_id = $2', [guardian.id, daycareA.id])).length > 0;
const contactOfA = async (contact: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM contact WHERE id = $1 AND daycare_id = $2', [contact.id, daycareA.id])).length > 0;

/** Directors and the guardian themself change a guardian; the guardian of A is not one of this family. */
const guardianUpdate = (path: string, fields: object): IsolationRow => ({
  method: 'POST',
  path,
  body: async ({ world }) => ({ guardianId: await freshGuardianOfA(world), ...fields }),
  expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
});
/** Directors and the family's guardians change a contact; the guardian of A is not of this family. */
const contactUpdate = (path: string, fields: (childId: number) => object): IsolationRow => ({
  method: 'POST',
  path,
  body: async ({ world }) => {
    const { contactId, childId } = await freshContactOfA(world);
    return { contactId, ...fields(childId) };
  },
  expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
});
const freshNeverReleaseOfA = async (world: IsolationWorld) =>
  (await world.ds.query(`INSERT INTO child_never_release (daycare_id, child_id, name, description) VALUES ($1, $2, 'John Doe', 'Tall') RETURNING id`, [world.daycareA.id, await freshChildOfA(world, false)]))[0].id;

const guardiansAndContacts: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/guardian/list',
    setup: setupGuardiansAndContacts,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { items: (body) => (body as { items: unknown[] }).items, belongsToA: guardianOfA },
  },
  {
    method: 'GET',
    path: '/api/guardian/byId',
    query: async ({ world }) => ({ guardianId: await freshGuardianOfA(world) }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/guardian/create',
    body: async ({ world }) => ({ familyId: await freshFamilyOfA(world), firstName: 'New', lastName: 'Guardian', email: uniqueEmail('guardian'), relation: 'parent', sendInvitation: false }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  guardianUpdate('/api/guardian/updateName', { firstName: 'Renamed', lastName: 'Guardian' }),
  guardianUpdate('/api/guardian/updateAddress', { line: '1 Main Street', city: null, province: null, postalCode: null }),
  guardianUpdate('/api/guardian/updateEmployment', { employer: 'Acme', workPhone: { country: 'US', number: '4165550100' }, workAddress: null }),
  guardianUpdate('/api/guardian/updateGeneral', { language: 'en', relations: [], custodyNotes: null, accountHolder: true, receivesInvoices: false }),
  guardianUpdate('/api/phone/update', { mobile: { country: 'BR', number: '11987654321' }, home: null, work: null }),
  {
    method: 'POST',
    path: '/api/guardian/updateAccount',
    body: async ({ world }) => ({ guardianId: await freshGuardianOfA(world), email: uniqueEmail('changed') }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/guardian/resendInvitation',
    body: async ({ world }) => {
      const guardianId = await freshGuardianOfA(world);
      await world.ds.query(`UPDATE "user" SET password_hash = NULL WHERE id = $1`, [guardianId]);
      return { guardianId };
    },
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/contact/list',
    setup: setupGuardiansAndContacts,
    expect: signedIn({ guardian: 200, staff: 200, adminA: 200, adminB: 200 }),
    list: { items: (body) => (body as { items: unknown[] }).items, belongsToA: contactOfA },
  },
  {
    method: 'GET',
    path: '/api/contact/byId',
    query: async ({ world }) => ({ contactId: (await freshContactOfA(world)).contactId }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/contact/create',
    body: async ({ world }) => {
      const childId = await freshChildOfA(world, false);
      const [{ familyId }] = await world.ds.query('SELECT family_id AS "familyId" FROM child WHERE id = $1', [childId]);
      return { familyId, firstName: 'New', lastName: 'Contact', relation: 'Neighbour', mobile: { country: 'US', number: '4165550100' }, children: [{ childId, emergency: true, mayPickUp: true }] };
    },
    expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  contactUpdate('/api/contact/updateName', () => ({ firstName: 'Renamed', lastName: 'Contact', relation: 'Uncle' })),
  contactUpdate('/api/contact/updateAddress', () => ({ line: '1 Main Street', city: null, province: null, postalCode: null })),
  contactUpdate('/api/contact/updatePhones', () => ({ mobile: { country: 'US', number: '4165550100' }, home: null, work: null, email: null })),
  contactUpdate('/api/contact/updateChildren', (childId) => ({ children: [{ childId, emergency: false, mayPickUp: true }] })),
  {
    method: 'DELETE',
    path: '/api/contact/delete',
    query: async ({ world }) => ({ contactId: (await freshContactOfA(world)).contactId }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/contact/reorder',
    body: async ({ world }) => {
      const { contactId, childId } = await freshContactOfA(world);
      return { childId, contactIds: [contactId] };
    },
    expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/pickup/child',
    // The staff member of A works in the child's home room.
    query: async ({ world }) => ({ childId: await freshChildOfA(world, false) }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/pickup/neverRelease',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), name: 'John Doe', description: 'Tall, dark hair' }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/pickup/neverRelease',
    query: async ({ world }) => ({ id: await freshNeverReleaseOfA(world) }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
];

/** Whether a person the search found belongs to daycare A. */
async function personOfA(person: { kind: string; id: number }, world: IsolationWorld): Promise<boolean> {
  if (person.kind === 'contact') return contactOfA(person, world);
  if (person.kind === 'guardian') return guardianOfA(person, world);
  if (person.kind === 'staff') return memberOfA(person.id, world);
  return (await world.ds.query('SELECT 1 FROM child WHERE id = $1 AND daycare_id = $2', [person.id, world.daycareA.id])).length > 0;
}

const search: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/search/people',
    // Every user the factories make is a "Tester"; the contacts are all "Cora Contact".
    setup: setupGuardiansAndContacts,
    query: () => ({ q: 'Tester' }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 200 }),
    list: { items: (body) => body as unknown[], belongsToA: personOfA },
  },
];

/** A note by the staff member of A about a fresh child of A; the world's guardian is of no family of A. */
async function freshNoteOfA(world: IsolationWorld): Promise<{ noteId: number; childId: number }> {
  const childId = await freshChildOfA(world, false);
  const [{ id }] = await world.ds.query(`INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility) VALUES ($1, $2, $3, 'A note', 'family') RETURNING id`, [
    world.daycareA.id,
    childId,
    world.staff.id,
  ]);
  return { noteId: id, childId };
}

const noteOfA = async (note: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM child_note WHERE id = $1 AND daycare_id = $2', [note.id, daycareA.id])).length > 0;

const notes: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/note/list',
    query: async ({ world }) => ({ childId: (await freshNoteOfA(world)).childId }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
    list: { belongsToA: noteOfA },
  },
  {
    method: 'GET',
    path: '/api/note/byId',
    query: async ({ world }) => ({ noteId: (await freshNoteOfA(world)).noteId }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/note/create',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), body: 'Slept well', visibility: 'staff' }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/note/update',
    body: async ({ world }) => ({ noteId: (await freshNoteOfA(world)).noteId, body: 'Changed', visibility: 'family' }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/note/delete',
    query: async ({ world }) => ({ noteId: (await freshNoteOfA(world)).noteId }),
    expect: signedIn({ guardian: 403, staff: 204, adminA: 204, adminB: 404 }),
  },
];

/** A lunch entry of a fresh child of A, recorded by A's staff member. */
async function freshEntryOfA(world: IsolationWorld): Promise<{ entryId: number; childId: number; familyId: number }> {
  const childId = await freshChildOfA(world, false);
  const [{ id, familyId }] = await world.ds.query(
    `INSERT INTO daily_entry (daycare_id, child_id, kind, at, meal, portion, recorded_by) SELECT daycare_id, id, 'meal', now(), 'lunch', 'all', $2 FROM child WHERE id = $1
     RETURNING id, (SELECT family_id FROM child WHERE id = $1) AS "familyId"`,
    [childId, world.staff.id],
  );
  return { entryId: id, childId, familyId };
}

/** A nap in progress of a fresh child of A, begun an hour ago. */
async function freshNapOfA(world: IsolationWorld): Promise<number> {
  const childId = await freshChildOfA(world, false);
  const [{ id }] = await world.ds.query(`INSERT INTO daily_entry (daycare_id, child_id, kind, at, recorded_by) SELECT daycare_id, id, 'nap', now() - interval '1 hour', $2 FROM child WHERE id = $1 RETURNING id`, [childId, world.staff.id]);
  return id;
}

const entryOfA = async (entry: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM daily_entry WHERE id = $1 AND daycare_id = $2', [entry.id, daycareA.id])).length > 0;

const dailyReports: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/dailyreport/child',
    query: async ({ world }) => ({ childId: (await freshEntryOfA(world)).childId }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
    list: { items: (body) => (body as { entries: unknown[] }).entries, belongsToA: entryOfA },
  },
  {
    method: 'GET',
    path: '/api/dailyreport/byId',
    query: async ({ world }) => ({ entryId: (await freshEntryOfA(world)).entryId }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/dailyreport/room',
    query: roomOfA,
    // Room A is the world's staff member's home room.
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/dailyreport/family',
    query: async ({ world }) => ({ familyId: (await freshEntryOfA(world)).familyId }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
    list: { items: (body) => (body as { entries: unknown[] }).entries, belongsToA: entryOfA },
  },
  {
    method: 'GET',
    path: '/api/dailyreport/review',
    setup: async (world) => {
      await freshEntryOfA(world);
    },
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: entryOfA },
  },
  {
    method: 'POST',
    path: '/api/dailyreport/create',
    body: async ({ world }) => ({ childIds: [await freshChildOfA(world, false)], kind: 'note', note: 'Painted a rainbow' }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/dailyreport/update',
    body: async ({ world }) => ({ entryId: (await freshEntryOfA(world)).entryId, meal: 'lunch', portion: 'some' }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/dailyreport/wake',
    body: async ({ world }) => ({ entryId: await freshNapOfA(world) }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/dailyreport/sleepChecks',
    query: async ({ world }) => ({ napId: await freshNapOfA(world) }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/dailyreport/sleepLog',
    query: roomOfA,
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/dailyreport/sleepCheck',
    body: async ({ world }) => ({ napId: await freshNapOfA(world), position: 'back', breathing: true }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/dailyreport/hold',
    body: async ({ world }) => ({ entryId: (await freshEntryOfA(world)).entryId, held: true }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/dailyreport/delete',
    query: async ({ world }) => ({ entryId: (await freshEntryOfA(world)).entryId }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/dailyreport/photo',
    body: async ({ world }) => photoForm({ entryId: (await freshEntryOfA(world)).entryId }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/dailyreport/photo',
    query: async ({ world }) => ({ entryId: (await freshEntryOfA(world)).entryId, fileId: 1 }),
    // A director reaches the entry, which holds no such photo.
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 404, adminB: 404 }),
  },
  // Guardians without a family (the world's) have nothing to listen to; the daycare side has the hub.
  { method: 'GET', path: '/api/family/live', expect: signedIn({ guardian: 403, staff: 403, adminA: 403, adminB: 403 }) },
];

/** A fever reported yesterday for a fresh child of A (home room: the world's staff member's). */
async function freshIllnessOfA(world: IsolationWorld): Promise<number> {
  const childId = await freshChildOfA(world, false);
  const [{ id }] = await world.ds.query(
    `INSERT INTO illness_report (daycare_id, child_id, symptoms, noticed_at, last_symptom_at, return_after, return_rule, return_rule_hours, reported_by, by_family, created_at)
     SELECT daycare_id, id, '{fever}', now() - interval '1 day', now() - interval '1 day', now(), 'fever', 24, $2, false, now() FROM child WHERE id = $1 RETURNING id`,
    [childId, world.staff.id],
  );
  return id;
}

const illnessOfA = async (report: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM illness_report WHERE id = $1 AND daycare_id = $2', [report.id, daycareA.id])).length > 0;

const illnessFields = { symptoms: ['vomiting'], noticedAt: '2026-01-05T09:00:00Z' };

const illness: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/illness/list',
    setup: async (world) => {
      await freshIllnessOfA(world);
    },
    // The world's guardian has no family: an empty list, never A's reports.
    expect: signedIn({ guardian: 200, staff: 200, adminA: 200, adminB: 200 }),
    list: { belongsToA: illnessOfA },
  },
  {
    method: 'GET',
    path: '/api/illness/byId',
    query: async ({ world }) => ({ reportId: await freshIllnessOfA(world) }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/illness/create',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), ...illnessFields }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/illness/update',
    body: async ({ world }) => ({ reportId: await freshIllnessOfA(world), ...illnessFields }),
    expect: signedIn({ guardian: 404, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/illness/delete',
    query: async ({ world }) => ({ reportId: await freshIllnessOfA(world) }),
    expect: signedIn({ guardian: 403, staff: 403, adminA: 204, adminB: 404 }),
  },
  { method: 'GET', path: '/api/illness/rules', expect: signedIn({ guardian: 200, staff: 200, adminA: 200, adminB: 200 }) },
  { method: 'POST', path: '/api/illness/rules', body: () => ({ rules: [{ symptom: 'cough', hours: 0 }] }), expect: signedIn({ guardian: 403, staff: 403, adminA: 200, adminB: 200 }) },
];

/** An open incident report of a fresh child of A, written by A's director. */
async function freshIncidentOfA(world: IsolationWorld): Promise<{ incidentId: number; childId: number }> {
  const childId = await freshChildOfA(world, false);
  const [{ id }] = await world.ds.query(
    `INSERT INTO child_incident (daycare_id, child_id, summary, location, occurred_at, reported_by) VALUES ($1, $2, 'Bumped his head', 'Playroom', now() - interval '1 hour', $3) RETURNING id`,
    [world.daycareA.id, childId, world.adminA.id],
  );
  return { incidentId: id, childId };
}

const incidentOfA = async (incident: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM child_incident WHERE id = $1 AND daycare_id = $2', [incident.id, daycareA.id])).length > 0;

const incidentFields = { occurredAt: new Date(Date.now() - 3600_000).toISOString(), summary: 'Bumped his head on the table', location: 'Playroom', injuries: [], witnesses: [] };
const signaturePng = async () =>
  `data:image/png;base64,${(await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><path d="M5 30 L115 10" stroke="black" stroke-width="3"/></svg>')).png().toBuffer()).toString('base64')}`;

// Reading and writing need the incidents role (the world's staff member has none); guardians reach only their own family's.
const incidents: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/incident/byId',
    query: async ({ world }) => ({ incidentId: (await freshIncidentOfA(world)).incidentId }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/incident/child',
    query: async ({ world }) => ({ childId: (await freshIncidentOfA(world)).childId }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
    list: { belongsToA: incidentOfA },
  },
  {
    method: 'GET',
    path: '/api/incident/outstanding',
    setup: async (world) => {
      await freshIncidentOfA(world);
    },
    expect: signedInWithRole({ guardian: 200, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: incidentOfA },
  },
  {
    method: 'GET',
    path: '/api/incident/handOver',
    query: async ({ world }) => ({ childId: (await freshIncidentOfA(world)).childId }),
    // Whoever signs the child out is reminded, with or without the incidents role.
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/incident/pdf',
    query: async ({ world }) => ({ incidentId: (await freshIncidentOfA(world)).incidentId }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/incident/create',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), ...incidentFields }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/incident/update',
    body: async ({ world }) => ({ incidentId: (await freshIncidentOfA(world)).incidentId, ...incidentFields }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/incident/amend',
    body: async ({ world }) => ({ incidentId: (await freshIncidentOfA(world)).incidentId, text: 'Checked again at noon: no swelling' }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/incident/sign',
    body: async ({ world }) => ({ incidentId: (await freshIncidentOfA(world)).incidentId, name: 'Sarah Thompson', signature: await signaturePng() }),
    // Only guardians sign, and the world's guardian has no family of A.
    expect: signedIn({ guardian: 404, staff: 403, adminA: 403, adminB: 403 }),
  },
  {
    method: 'POST',
    path: '/api/incident/photo',
    body: async ({ world }) => photoForm({ incidentId: (await freshIncidentOfA(world)).incidentId }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
];

/** A signed as-needed authorisation (at least a minute apart, 24 a day) of a fresh child of `daycareId`, with its interval. */
async function freshMedication(world: IsolationWorld, daycareId: number): Promise<{ medicationId: number; intervalId: number; childId: number }> {
  const childId =
    daycareId === world.daycareA.id ? await freshChildOfA(world, false) : (await createChild(world.ds, daycareId, { firstName: 'Other', lastName: `Child ${(uniqueNumber += 1)}` })).id;
  const [{ id: medicationId }] = await world.ds.query(
    `INSERT INTO child_medication (daycare_id, child_id, label, source, dose, route, starts_on, ends_on, expires_on, as_needed, min_minutes_between, max_daily_doses,
                                   signed_name, signed_at, signature, signed_ip, ongoing)
     VALUES ($1, $2, 'Salbutamol', 'authorisation', '2 puffs', 'inhaled', current_date - 1, current_date + 30, current_date + 365, true, 1, 24,
             'Sam Guardian', now(), 'data:image/png;base64,AA==', '127.0.0.1', true) RETURNING id`,
    [daycareId, childId],
  );
  const [{ id: intervalId }] = await world.ds.query(`INSERT INTO medication_interval (daycare_id, medication_id) VALUES ($1, $2) RETURNING id`, [daycareId, medicationId]);
  return { medicationId, intervalId, childId };
}

/** A dose given an hour ago of a fresh authorisation of A, by A's staff member. */
async function freshDoseOfA(world: IsolationWorld): Promise<number> {
  const { medicationId, intervalId } = await freshMedication(world, world.daycareA.id);
  const [{ id }] = await world.ds.query(
    `INSERT INTO medication_dose (daycare_id, medication_id, interval_id, given_at, amount, given_by, recorded_by) VALUES ($1, $2, $3, now() - interval '1 hour', '2 puffs', $4, $4) RETURNING id`,
    [world.daycareA.id, medicationId, intervalId, world.staff.id],
  );
  return id;
}

const medicationOfA = async (medication: { id: number }, { ds, daycareA }: IsolationWorld) =>
  (await ds.query('SELECT 1 FROM child_medication WHERE id = $1 AND daycare_id = $2', [medication.id, daycareA.id])).length > 0;
const doseOfA = async (dose: { id: number }, { ds, daycareA }: IsolationWorld) => (await ds.query('SELECT 1 FROM medication_dose WHERE id = $1 AND daycare_id = $2', [dose.id, daycareA.id])).length > 0;

const medicationTerms = () => ({ name: 'Amoxicillin', dose: '5 ml', route: 'oral', startsOn: '2026-01-01', endsOn: '2099-12-31', expiresOn: '2099-12-31', asNeeded: false, times: ['09:00'] });

const medications: IsolationRow[] = [
  {
    method: 'GET',
    path: '/api/medication/list',
    setup: async (world) => {
      await freshMedication(world, world.daycareA.id);
      await freshMedication(world, world.daycareB.id);
    },
    // A guardian gets their own children's (none in this world).
    expect: signedInWithRole({ guardian: 200, staff: 403, adminA: 200, adminB: 200 }),
    list: { belongsToA: medicationOfA },
  },
  {
    method: 'GET',
    path: '/api/medication/byId',
    query: async ({ world }) => ({ medicationId: (await freshMedication(world, world.daycareA.id)).medicationId }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/medication/create',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), ...medicationTerms() }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/medication/update',
    body: async ({ world }) => ({ medicationId: (await freshMedication(world, world.daycareA.id)).medicationId, ...medicationTerms() }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/medication/sign',
    body: async ({ world }) => ({ medicationId: (await freshMedication(world, world.daycareA.id)).medicationId, signedName: 'Sam Guardian', signature: 'data:image/png;base64,AA==' }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 403, adminB: 403 }),
  },
  {
    method: 'GET',
    path: '/api/medication/due',
    query: roomOfA,
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/medication/interval',
    query: async ({ world }) => ({ intervalId: (await freshMedication(world, world.daycareA.id)).intervalId }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/medication/give',
    body: async ({ world }) => ({ intervalId: (await freshMedication(world, world.daycareA.id)).intervalId, amount: '2 puffs' }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/medication/dose',
    query: async ({ world }) => ({ doseId: await freshDoseOfA(world) }),
    expect: signedInWithRole({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/medication/correctDose',
    body: async ({ world }) => ({ doseId: await freshDoseOfA(world), amount: '1 puff', givenAt: new Date(Date.now() - 30 * 60_000).toISOString() }),
    expect: signedInWithRole({ guardian: 403, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'GET',
    path: '/api/medication/history',
    setup: async (world) => {
      await freshDoseOfA(world);
    },
    expect: signedInWithRole({ guardian: 200, staff: 403, adminA: 200, adminB: 200 }),
    list: { items: (body) => (body as { doses: unknown[] }).doses, belongsToA: doseOfA },
  },
];

/** A fresh child of A (home room: the world's staff member's) whose family allows sunscreen. */
async function freshSunConsentOfA(world: IsolationWorld): Promise<{ consentId: number; childId: number }> {
  const childId = await freshChildOfA(world, false);
  const [{ id }] = await world.ds.query(
    `INSERT INTO sun_protection_consent (daycare_id, child_id, product, granted_by, granted_at) SELECT daycare_id, id, 'sunscreen', $2, now() FROM child WHERE id = $1 RETURNING id`,
    [childId, world.adminA.id],
  );
  return { consentId: id, childId };
}

async function freshSunApplicationOfA(world: IsolationWorld): Promise<number> {
  const { consentId, childId } = await freshSunConsentOfA(world);
  const [{ id }] = await world.ds.query(
    `INSERT INTO sun_protection_application (daycare_id, child_id, consent_id, product, applied_at, applied_by) SELECT daycare_id, id, $2, 'sunscreen', now(), $3 FROM child WHERE id = $1 RETURNING id`,
    [childId, consentId, world.staff.id],
  );
  return id;
}

const healthLists: IsolationRow[] = [
  { method: 'GET', path: '/api/medical/roomHealthList', query: roomOfA, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }) },
  // The world's guardian has no family: no rooms, never A's allergens.
  { method: 'GET', path: '/api/medical/familyAllergenList', expect: signedIn({ guardian: 200, staff: 403, adminA: 403, adminB: 403 }) },
  { method: 'GET', path: '/api/sunprotection/room', query: roomOfA, expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }) },
  { method: 'GET', path: '/api/sunprotection/family', expect: signedIn({ guardian: 200, staff: 403, adminA: 403, adminB: 403 }) },
  {
    method: 'POST',
    path: '/api/sunprotection/consent',
    body: async ({ world }) => ({ childId: await freshChildOfA(world, false), product: 'sunscreen' }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 200, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/sunprotection/withdraw',
    body: async ({ world }) => ({ consentId: (await freshSunConsentOfA(world)).consentId }),
    expect: signedIn({ guardian: 404, staff: 403, adminA: 204, adminB: 404 }),
  },
  {
    method: 'POST',
    path: '/api/sunprotection/apply',
    body: async ({ world }) => ({ childIds: [(await freshSunConsentOfA(world)).childId], product: 'sunscreen' }),
    expect: signedIn({ guardian: 403, staff: 200, adminA: 200, adminB: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/sunprotection/application',
    query: async ({ world }) => ({ applicationId: await freshSunApplicationOfA(world) }),
    expect: signedIn({ guardian: 403, staff: 204, adminA: 204, adminB: 404 }),
  },
];

export const ISOLATION_ROWS: readonly IsolationRow[] = [...platform, ...rooms, ...roomSettings, ...people, ...children, ...families, ...files, ...guardiansAndContacts, ...corrections, ...pinAlerts, ...tags, ...auth, ...users, ...accounts, ...daycares, ...roles, ...audit, ...onMyWay, ...schedules, ...absences, ...charts, ...staffRecords, ...search, ...notes, ...dailyReports, ...illness, ...healthLists, ...incidents, ...medications];
