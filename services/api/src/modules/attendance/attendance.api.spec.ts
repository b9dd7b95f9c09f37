import { randomUUID } from 'node:crypto';
import { UserType } from '@daycare/shared';
import { DataSource, QueryFailedError } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { accessTokenFor, connectHub, type HubClient, type ListeningGateway, startListeningGateway, stopAll } from '../../../test/hub/hub-clients';
import {
  createChild,
  createFamily,
  createGuardian,
  createRoom,
  createStaff,
  createTablet,
  type CreatedChild,
  type CreatedRoom,
} from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, signIn } from '../../../test/sessions';
import { HubEvents } from '../hub';
import type { MovedPersonDto, WeeklyRoomAttendanceDto } from './dto/attendance.dto';
import type { PeopleChildDto, PeopleStaffDto } from '../people';

let gateway: ListeningGateway;
let ds: DataSource;
let clock: ClockService;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let rooms: Record<'infants' | 'toddlers' | 'gym' | 'mapleRoom', CreatedRoom>;
let kids: Record<'emma' | 'noah' | 'liam' | 'mapleKid', CreatedChild>;
let daniel: CreatedUser & { label: string };
let priya: CreatedUser & { label: string };
let noPin: CreatedUser & { label: string };
let mapleStaff: CreatedUser & { label: string };
let guardian: CreatedUser & { label: string };
let otherGuardian: CreatedUser & { label: string };
let sessions: Record<'director' | 'staff' | 'tablet' | 'guardian' | 'mapleDirector' | 'infantsTablet', SignedIn>;

/** The tests pin the clock and move it on; it starts at the real time so tokens and the hub agree. */
let now = Date.now();
/** Moves the pinned clock on by `minutes`. */
const later = (minutes: number) => clock.set(new Date((now += minutes * 60_000)));

beforeAll(async () => {
  // Pinned time moves on by hours in this file; access tokens must outlive it.
  gateway = await startListeningGateway({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(new Date(now));
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  rooms = {
    infants: await createRoom(ds, acorns.id, 'Infants'),
    toddlers: await createRoom(ds, acorns.id, 'Toddlers'),
    gym: await createRoom(ds, acorns.id, 'Gym', false),
    mapleRoom: await createRoom(ds, maple.id, 'Toddlers'),
  };
  const thompsons = await createFamily(ds, acorns.id);
  kids = {
    emma: await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: rooms.toddlers.id, familyId: thompsons, allergies: 'Peanuts' }),
    noah: await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: rooms.toddlers.id, familyId: thompsons }),
    liam: await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: rooms.infants.id }),
    mapleKid: await createChild(ds, maple.id, { firstName: 'Ava', lastName: 'Maple', homeRoomId: rooms.mapleRoom.id }),
  };
  await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label, severity) VALUES ($1, $2, 'Peanuts', 'severe')`, [acorns.id, kids.emma.id]);
  await ds.query(`INSERT INTO child_medication (daycare_id, child_id, label, instructions) VALUES ($1, $2, 'Salbutamol', '2 puffs')`, [acorns.id, kids.noah.id]);
  await ds.query(`INSERT INTO child_incident (daycare_id, child_id, summary, occurred_at) VALUES ($1, $2, 'Scraped knee', now())`, [acorns.id, kids.noah.id]);
  daniel = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: rooms.toddlers.id, pin: '2468' });
  priya = await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: rooms.infants.id, pin: '1357' });
  noPin = await createStaff(ds, acorns.id, { firstName: 'Zed', lastName: 'Nopin', roomId: rooms.toddlers.id });
  mapleStaff = await createStaff(ds, maple.id, { firstName: 'Mona', lastName: 'Maple', roomId: rooms.mapleRoom.id, pin: '1111' });
  guardian = await createGuardian(ds, acorns.id, thompsons, '1234');
  otherGuardian = await createGuardian(ds, acorns.id, await createFamily(ds, acorns.id), '4321');
  const director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
  const mapleDirector = await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] });
  const tablet = await createTablet(ds, acorns.id, rooms.toddlers.id);
  const infantsTablet = await createTablet(ds, acorns.id, rooms.infants.id);
  sessions = {
    director: await signIn(gateway, director.email),
    staff: await signIn(gateway, daniel.email),
    tablet: await signIn(gateway, tablet.email),
    guardian: await signIn(gateway, guardian.email),
    mapleDirector: await signIn(gateway, mapleDirector.email),
    infantsTablet: await signIn(gateway, infantsTablet.email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: session.headers });
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });

const update = (session: SignedIn, body: Record<string, unknown>) =>
  post(session, '/api/tablet/updateAttendance', { clientId: randomUUID(), ...body });

async function attendanceOf(kind: 'child' | 'staff', personId: number) {
  return ds.query(
    `SELECT id, room_id AS "roomId", started_at AS "startedAt", ended_at AS "endedAt", signed_in_by AS "signedInBy", signed_out_by AS "signedOutBy"
       FROM attendance WHERE person_kind = $1 AND person_id = $2 ORDER BY started_at`,
    [kind, personId],
  );
}

async function clearAttendance() {
  await ds.query(`DELETE FROM attendance_request`);
  await ds.query(`DELETE FROM attendance`);
}

describe('people lists', () => {
  beforeAll(async () => {
    await clearAttendance();
    later(1);
    expect((await update(sessions.director, { personType: 'child', personId: kids.emma.id, action: 'signIn' })).statusCode).toBe(200);
  });

  it("childrenList gives a tablet its room's children with status, room, counts and what the grid needs", async () => {
    const res = await get(sessions.tablet, '/api/tablet/childrenList');
    expect(res.statusCode).toBe(200);
    const list = res.json<PeopleChildDto[]>();
    expect(list.map((child) => child.label)).toEqual(['Emma Thompson', 'Noah Thompson']);
    expect(list[0]).toMatchObject({
      id: kids.emma.id,
      status: 1,
      rId: rooms.toddlers.id,
      incident: 0,
      onGoingMedication: 0,
      label: 'Emma Thompson',
      firstName: 'Emma',
      lastName: 'Thompson',
      photoUrl: null,
      hasAllergies: true,
      allergies: 'Peanuts',
      allergyCount: 1,
      homeRoomId: rooms.toddlers.id,
      birthDate: '2022-03-01',
    });
    expect(list[0].signedInAt).toEqual(expect.any(String));
    expect(list[1]).toMatchObject({ id: kids.noah.id, status: 0, rId: null, incident: 1, onGoingMedication: 1, hasAllergies: false, signedInAt: null });
  });

  it('childrenList gives staff and directors the whole daycare, or one room with roomId; another daycare’s room answers 404', async () => {
    const all = (await get(sessions.director, '/api/tablet/childrenList')).json<PeopleChildDto[]>();
    expect(all.map((child) => child.label)).toEqual(['Emma Thompson', 'Liam Nguyen', 'Noah Thompson']);
    const infants = (await get(sessions.staff, '/api/tablet/childrenList', { roomId: rooms.infants.id })).json<PeopleChildDto[]>();
    expect(infants.map((child) => child.label)).toEqual(['Liam Nguyen']);
    expect((await get(sessions.director, '/api/tablet/childrenList', { roomId: rooms.mapleRoom.id })).statusCode).toBe(404);
    expect((await get(sessions.tablet, '/api/tablet/childrenList', { roomId: rooms.infants.id })).statusCode).toBe(404);
  });

  it('childrenList answers 400 to a tablet without a room, and an empty list to one whose room has no children', async () => {
    const roomless = await signIn(gateway, (await createTablet(ds, acorns.id, null)).email);
    const res = await get(roomless, '/api/tablet/childrenList');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This tablet has no room yet; a director sets it under Tablet Access');
    const gymTablet = await signIn(gateway, (await createTablet(ds, acorns.id, rooms.gym.id)).email);
    expect((await get(gymTablet, '/api/tablet/childrenList')).json()).toEqual([]);
  });

  it('childrenList gives a guardian only their own children', async () => {
    const list = (await get(sessions.guardian, '/api/tablet/childrenList')).json<PeopleChildDto[]>();
    expect(list.map((child) => child.id)).toEqual([kids.emma.id, kids.noah.id]);
  });

  it('childById answers a child the caller may see, and 404 otherwise', async () => {
    expect((await get(sessions.tablet, '/api/tablet/childById', { id: kids.noah.id })).json()).toMatchObject({ id: kids.noah.id, status: 0 });
    expect((await get(sessions.tablet, '/api/tablet/childById', { id: kids.liam.id })).statusCode).toBe(404);
    expect((await get(sessions.guardian, '/api/tablet/childById', { id: kids.liam.id })).statusCode).toBe(404);
    expect((await get(sessions.guardian, '/api/tablet/childById', { id: kids.emma.id })).statusCode).toBe(200);
    expect((await get(sessions.director, '/api/tablet/childById', { id: kids.mapleKid.id })).statusCode).toBe(404);
    expect((await get(sessions.director, '/api/tablet/childById', { id: 'abc' } as never)).statusCode).toBe(400);
  });

  it('staffList: the daycare’s staff (type Staff) with status; a tablet its room’s; guardians are refused', async () => {
    const all = (await get(sessions.director, '/api/tablet/staffList')).json<PeopleStaffDto[]>();
    expect(all.map((staff) => staff.label)).toEqual(['Daniel Okafor', 'Priya Shah', 'Zed Nopin']);
    expect(all[0]).toEqual({
      id: daniel.id,
      status: 0,
      rId: null,
      label: 'Daniel Okafor',
      firstName: 'Daniel',
      lastName: 'Okafor',
      homeRoomId: rooms.toddlers.id,
      hasPin: true,
      signedInAt: null,
    });
    const toddlers = (await get(sessions.tablet, '/api/tablet/staffList')).json<PeopleStaffDto[]>();
    expect(toddlers.map((staff) => staff.label)).toEqual(['Daniel Okafor', 'Zed Nopin']);
    expect((await get(sessions.guardian, '/api/tablet/staffList')).statusCode).toBe(403);
  });

  it('homeRoomStaff, staffById and staffSelectList', async () => {
    expect((await get(sessions.tablet, '/api/tablet/homeRoomStaff')).json<PeopleStaffDto[]>().map((staff) => staff.id)).toEqual([daniel.id, noPin.id]);
    expect((await get(sessions.staff, '/api/tablet/homeRoomStaff')).json<PeopleStaffDto[]>().map((staff) => staff.id)).toEqual([daniel.id, noPin.id]);
    expect((await get(sessions.director, '/api/tablet/homeRoomStaff', { roomId: rooms.infants.id })).json<PeopleStaffDto[]>().map((staff) => staff.id)).toEqual([
      priya.id,
    ]);
    expect((await get(sessions.director, '/api/tablet/homeRoomStaff')).statusCode).toBe(400);
    expect((await get(sessions.tablet, '/api/tablet/staffById', { id: priya.id })).json()).toMatchObject({ id: priya.id, label: 'Priya Shah' });
    expect((await get(sessions.director, '/api/tablet/staffById', { id: mapleStaff.id })).statusCode).toBe(404);
    expect((await get(sessions.tablet, '/api/tablet/staffSelectList')).json()).toEqual([
      { id: daniel.id, label: 'Daniel Okafor' },
      { id: priya.id, label: 'Priya Shah' },
      { id: noPin.id, label: 'Zed Nopin' },
    ]);
  });

  it('roomAllergyList and roomMedicationList list the room’s children with alerts', async () => {
    expect((await get(sessions.tablet, '/api/medical/roomAllergyList')).json()).toEqual([
      { child: { id: kids.emma.id, label: 'Emma Thompson' }, allergies: 'Peanuts', items: [{ id: expect.any(Number), label: 'Peanuts', severe: true }] },
    ]);
    expect((await get(sessions.director, '/api/medical/roomMedicationList', { roomId: rooms.toddlers.id })).json()).toEqual([
      { child: { id: kids.noah.id, label: 'Noah Thompson' }, medications: [{ id: expect.any(Number), label: 'Salbutamol', instructions: '2 puffs' }] },
    ]);
    expect((await get(sessions.director, '/api/medical/roomMedicationList', { roomId: rooms.infants.id })).json()).toEqual([]);
    expect((await get(sessions.director, '/api/medical/roomAllergyList', { roomId: rooms.mapleRoom.id })).statusCode).toBe(404);
    expect((await get(sessions.director, '/api/medical/roomAllergyList')).statusCode).toBe(400);
  });

  it('a list runs the same number of queries for 3 children as for 40', async () => {
    const count = () => countQueries(() => get(sessions.tablet, '/api/tablet/childrenList'));
    const few = await count();
    const family = await createFamily(ds, acorns.id);
    for (let n = 0; n < 37; n++) await createChild(ds, acorns.id, { firstName: `Kid${String(n).padStart(2, '0')}`, lastName: 'Many', homeRoomId: rooms.toddlers.id, familyId: family });
    expect((await get(sessions.tablet, '/api/tablet/childrenList')).json<unknown[]>()).toHaveLength(39);
    expect(await count()).toBe(few);
    await ds.query(`DELETE FROM family WHERE id = $1`, [family]);
  });

  it('staff lists and the day and week views run the same number of queries however many people they hold', async () => {
    const calls = () => [
      get(sessions.director, '/api/tablet/staffList'),
      get(sessions.director, '/api/tablet/staffSelectList'),
      post(sessions.director, '/api/tablet/dailyChildAttendances', {}),
      post(sessions.director, '/api/tablet/weeklyRoomAttendance', { roomId: rooms.toddlers.id }),
      get(sessions.director, '/api/medical/roomAllergyList', { roomId: rooms.toddlers.id }),
    ];
    const count = () => countQueries(async () => {
      for (const call of calls()) await call;
    });
    const before = await count();
    const family = await createFamily(ds, acorns.id);
    for (let n = 0; n < 12; n++) {
      const child = await createChild(ds, acorns.id, { firstName: `Q${n}`, lastName: 'Count', homeRoomId: rooms.toddlers.id, familyId: family, allergies: 'Eggs' });
      await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, $4)`, [acorns.id, child.id, rooms.toddlers.id, new Date(now - 60_000)]);
      await createStaff(ds, acorns.id, { firstName: `S${n}`, lastName: 'Count', roomId: rooms.toddlers.id });
    }
    expect(await count()).toBe(before);
    await ds.query(`DELETE FROM attendance WHERE child_id IN (SELECT id FROM child WHERE family_id = $1)`, [family]);
    await ds.query(`DELETE FROM family WHERE id = $1`, [family]);
    await ds.query(`DELETE FROM user_daycare WHERE user_id IN (SELECT id FROM "user" WHERE last_name = 'Count')`);
  });
});

describe('POST /api/tablet/updateAttendance', () => {
  beforeEach(clearAttendance);

  it('a staff member signs in on the tablet with their PIN; the answer says who, where and when', async () => {
    later(1);
    const clientId = randomUUID();
    const res = await post(sessions.tablet, '/api/tablet/updateAttendance', { clientId, personType: 'staff', personId: daniel.id, action: 'signIn', pin: '2468' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clientId,
      attendanceId: expect.any(Number),
      personType: 'staff',
      person: { id: daniel.id, label: 'Daniel Okafor' },
      status: 1,
      room: { id: rooms.toddlers.id, label: 'Toddlers' },
      at: clock.now().toISOString(),
      signedInAt: clock.now().toISOString(),
      signedOutAt: null,
      by: { kind: 'staff', id: daniel.id, label: 'Daniel Okafor' },
      pickup: null,
    });
    expect((await get(sessions.tablet, '/api/tablet/staffById', { id: daniel.id })).json()).toMatchObject({ status: 1, rId: rooms.toddlers.id });
  });

  it('a wrong or missing PIN answers 400 naming the person and records nothing; five wrong PINs lock it for a while', async () => {
    later(1);
    const wrong = await update(sessions.tablet, { personType: 'staff', personId: priya.id, action: 'signIn', pin: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The PIN of Priya Shah is not correct');
    const missing = await update(sessions.tablet, { personType: 'staff', personId: priya.id, action: 'signIn' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter the PIN of Priya Shah');
    const notSet = await update(sessions.tablet, { personType: 'staff', personId: noPin.id, action: 'signIn', pin: '1234' });
    expect(notSet.json().message).toBe('Zed Nopin has no PIN yet; set one in the profile first');
    expect((await update(sessions.tablet, { personType: 'staff', personId: priya.id, action: 'signIn', pin: '12' })).json().message).toEqual([
      'pin must be 4 to 6 digits',
    ]);
    expect(await attendanceOf('staff', priya.id)).toEqual([]);
    for (let attempt = 0; attempt < 4; attempt++) await update(sessions.tablet, { personType: 'staff', personId: priya.id, action: 'signIn', pin: '0000' });
    const locked = await update(sessions.tablet, { personType: 'staff', personId: priya.id, action: 'signIn', pin: '1357' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many wrong PINs for Priya Shah; try again in 5 minutes$/);
    later(6);
    expect((await update(sessions.tablet, { personType: 'staff', personId: priya.id, action: 'signIn', pin: '1357' })).statusCode).toBe(200);
  });

  it('the same clientId sent twice records one interval and answers the first result both times', async () => {
    later(1);
    const body = { clientId: randomUUID(), personType: 'child', personId: kids.noah.id, action: 'signIn', signedById: daniel.id, pin: '2468' };
    const first = await post(sessions.tablet, '/api/tablet/updateAttendance', body);
    later(1);
    const again = await post(sessions.tablet, '/api/tablet/updateAttendance', body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await attendanceOf('child', kids.noah.id)).toHaveLength(1);
  });

  it('the same clientId sent twice at once still records one interval', async () => {
    later(1);
    const body = { clientId: randomUUID(), personType: 'child', personId: kids.emma.id, action: 'signIn' };
    const [a, b] = await Promise.all([post(sessions.director, '/api/tablet/updateAttendance', body), post(sessions.director, '/api/tablet/updateAttendance', body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await attendanceOf('child', kids.emma.id)).toHaveLength(1);
  });

  it("a child's sign-in and sign-out record by whom: the session's staff member, a tablet's staff with PIN, or a guardian with PIN", async () => {
    later(1);
    const byStaff = await update(sessions.staff, { personType: 'child', personId: kids.emma.id, action: 'signIn' });
    expect(byStaff.json()).toMatchObject({ status: 1, room: { id: rooms.toddlers.id }, by: { kind: 'staff', id: daniel.id, label: 'Daniel Okafor' } });
    later(60);
    const byGuardian = await update(sessions.tablet, { personType: 'child', personId: kids.emma.id, action: 'signOut', guardianId: guardian.id, pin: '1234' });
    expect(byGuardian.statusCode).toBe(200);
    expect(byGuardian.json()).toMatchObject({ status: 0, signedOutAt: clock.now().toISOString(), by: { kind: 'guardian', id: guardian.id } });
    const [interval] = await attendanceOf('child', kids.emma.id);
    expect(interval).toMatchObject({ signedInBy: daniel.id, signedOutBy: guardian.id, roomId: rooms.toddlers.id });

    later(1);
    const tabletAlone = await update(sessions.tablet, { personType: 'child', personId: kids.emma.id, action: 'signIn' });
    expect(tabletAlone.statusCode).toBe(400);
    expect(tabletAlone.json().message).toMatch(/staff member signing \(signedById\)/);
    const wrongGuardian = await update(sessions.tablet, { personType: 'child', personId: kids.emma.id, action: 'signIn', guardianId: otherGuardian.id, pin: '4321' });
    expect(wrongGuardian.json().message).toBe('Only a guardian of Emma Thompson can confirm this');
    const wrongPin = await update(sessions.tablet, { personType: 'child', personId: kids.emma.id, action: 'signIn', guardianId: guardian.id, pin: '9999' });
    expect(wrongPin.statusCode).toBe(400);
    expect(await attendanceOf('child', kids.emma.id)).toHaveLength(1);
  });

  it('signing in twice or out when not in answers 400 with a clear message', async () => {
    later(1);
    await update(sessions.director, { personType: 'child', personId: kids.liam.id, action: 'signIn' });
    const twice = await update(sessions.director, { personType: 'child', personId: kids.liam.id, action: 'signIn', roomId: rooms.gym.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Liam Nguyen is already signed in (Infants)');
    const out = await update(sessions.director, { personType: 'child', personId: kids.noah.id, action: 'signOut' });
    expect(out.json().message).toBe('Noah Thompson is not signed in');
  });

  it("a tablet reaches only its room's children, signs into its own room, and guardians cannot sign anyone", async () => {
    later(1);
    const other = await update(sessions.tablet, { personType: 'child', personId: kids.liam.id, action: 'signIn', signedById: daniel.id, pin: '2468' });
    expect(other.statusCode).toBe(404);
    const elsewhere = await update(sessions.tablet, { personType: 'child', personId: kids.noah.id, action: 'signIn', roomId: rooms.gym.id, signedById: daniel.id, pin: '2468' });
    expect(elsewhere.json().message).toBe('A tablet signs people in to its own room only');
    expect((await update(sessions.guardian, { personType: 'child', personId: kids.noah.id, action: 'signIn' })).statusCode).toBe(403);
    expect((await update(sessions.mapleDirector, { personType: 'child', personId: kids.noah.id, action: 'signIn' })).statusCode).toBe(404);
    expect((await update(sessions.director, { personType: 'child', personId: kids.noah.id, action: 'signIn', roomId: rooms.mapleRoom.id })).statusCode).toBe(404);
  });

  it('tries a sign-in again once when PostgreSQL aborts it as a deadlock with a concurrent one', async () => {
    later(1);
    const deadlock = new QueryFailedError('INSERT INTO attendance', [], Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    const transaction = jest.spyOn(ds, 'transaction').mockRejectedValueOnce(deadlock);
    try {
      const res = await update(sessions.director, { personType: 'child', personId: kids.liam.id, action: 'signIn' });
      expect(res.statusCode).toBe(200);
      expect(transaction).toHaveBeenCalledTimes(2);
      expect(await attendanceOf('child', kids.liam.id)).toHaveLength(1);
    } finally {
      transaction.mockRestore();
    }
  });

  it('two sign-ins of one child with different clientIds at once record one stay; the other answers 400', async () => {
    later(1);
    const [a, b] = await Promise.all([
      update(sessions.director, { personType: 'child', personId: kids.liam.id, action: 'signIn' }),
      update(sessions.director, { personType: 'child', personId: kids.liam.id, action: 'signIn', roomId: rooms.gym.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((a.statusCode === 400 ? a : b).json().message).toMatch(/^(Liam Nguyen is already signed in|This would put a person in two places at once)/);
    expect(await attendanceOf('child', kids.liam.id)).toHaveLength(1);
  });

  it('rejects unknown fields and a clientId that is not a UUID', async () => {
    const res = await post(sessions.director, '/api/tablet/updateAttendance', { clientId: 'abc', personType: 'child', personId: kids.noah.id, action: 'signIn', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.arrayContaining(['clientId must be a UUID made by the client', 'extra is not a field this request accepts; remove it']));
  });

  it('publishes OnChildStatusChange and OnAttendanceUpdated to a live client of the daycare', async () => {
    const clients: HubClient[] = [];
    try {
      const director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
      const hubUser = { ...director, daycareId: acorns.id, accessToken: await accessTokenFor(gateway, director.id, UserType.Admin, acorns.id) };
      clock.set(undefined);
      const live = await connectHub(gateway.baseUrl, hubUser);
      clients.push(live);
      now = Math.max(now, Date.now()) + 60_000;
      later(0);
      await update(sessions.staff, { personType: 'child', personId: kids.noah.id, action: 'signIn' });
      const status = await live.next('OnChildStatusChange');
      expect(status.payload).toEqual({ daycareId: acorns.id, person: { id: kids.noah.id, label: 'Noah Thompson' }, status: 1, room: { id: rooms.toddlers.id, label: 'Toddlers' } });
      const updated = await live.next('OnAttendanceUpdated');
      expect(updated.payload).toEqual({ daycareId: acorns.id, roomId: rooms.toddlers.id, date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(clock.now()) });
    } finally {
      await stopAll(clients);
    }
  });

  it('publishes OnStaffStatusChange when staff sign out, and nothing for a replay or a refusal', async () => {
    const events = gateway.app.get(HubEvents);
    later(1);
    await update(sessions.tablet, { personType: 'staff', personId: daniel.id, action: 'signIn', pin: '2468' });
    const staffSpy = jest.spyOn(events, 'staffStatusChange');
    const updatedSpy = jest.spyOn(events, 'attendanceUpdated');
    try {
      later(30);
      const body = { clientId: randomUUID(), personType: 'staff', personId: daniel.id, action: 'signOut', pin: '2468' };
      expect((await post(sessions.tablet, '/api/tablet/updateAttendance', body)).statusCode).toBe(200);
      expect((await post(sessions.tablet, '/api/tablet/updateAttendance', body)).statusCode).toBe(200);
      expect((await update(sessions.tablet, { personType: 'staff', personId: daniel.id, action: 'signOut', pin: '2468' })).statusCode).toBe(400);
      expect(staffSpy.mock.calls).toEqual([[{ daycareId: acorns.id, person: { id: daniel.id, label: 'Daniel Okafor' }, status: 0, room: { id: rooms.toddlers.id, label: 'Toddlers' } }]]);
      expect(updatedSpy).toHaveBeenCalledTimes(1);
    } finally {
      staffSpy.mockRestore();
      updatedSpy.mockRestore();
    }
  });
});

describe('the exclusion constraint', () => {
  beforeEach(clearAttendance);

  it('refuses a second open interval or an overlapping one for the same person, in any room', async () => {
    const insert = (roomId: number, start: string, end: string | null) =>
      ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at, ended_at) VALUES ($1, 'child', $2, $3, $4, $5)`, [
        acorns.id,
        kids.noah.id,
        roomId,
        start,
        end,
      ]);
    await insert(rooms.toddlers.id, '2026-11-23T13:00:00Z', '2026-11-23T15:00:00Z');
    await expect(insert(rooms.gym.id, '2026-11-23T14:00:00Z', '2026-11-23T14:30:00Z')).rejects.toThrow(/attendance_no_overlap/);
    await insert(rooms.gym.id, '2026-11-23T15:00:00Z', null);
    await expect(insert(rooms.infants.id, '2026-11-23T18:00:00Z', null)).rejects.toThrow(/attendance_no_overlap|attendance_one_open_per_person/);
    await expect(insert(rooms.infants.id, '2026-11-23T12:00:00Z', '2026-11-23T12:00:00Z')).rejects.toThrow(/attendance_ends_after_start/);
  });

  it('answers 400 with a clear message when a change would overlap (the database error 23P01 mapped)', async () => {
    later(1);
    await ds.query(
      `INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at, ended_at) VALUES ($1, 'child', $2, $3, $4, $5)`,
      [acorns.id, kids.liam.id, rooms.infants.id, new Date(now - 30 * 60_000), new Date(now + 60 * 60_000)],
    );
    const res = await update(sessions.director, { personType: 'child', personId: kids.liam.id, action: 'signIn' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This would put a person in two places at once: the times overlap another attendance of the same person');
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM attendance_request`);
    expect(count).toBe(0);
  });
});

describe('POST /api/tablet/movePeople', () => {
  beforeEach(clearAttendance);

  it('moves signed-in children and staff keeping one continuous attendance', async () => {
    later(1);
    await update(sessions.director, { personType: 'child', personId: kids.emma.id, action: 'signIn' });
    await update(sessions.director, { personType: 'child', personId: kids.noah.id, action: 'signIn' });
    await update(sessions.tablet, { personType: 'staff', personId: daniel.id, action: 'signIn', pin: '2468' });
    later(45);
    const events = gateway.app.get(HubEvents);
    const childSpy = jest.spyOn(events, 'childStatusChange');
    try {
      const res = await post(sessions.director, '/api/tablet/movePeople', { roomId: rooms.gym.id, children: [kids.emma.id, kids.noah.id], staff: [daniel.id] });
      expect(res.statusCode).toBe(200);
      const moved = res.json<MovedPersonDto[]>();
      expect(moved).toHaveLength(3);
      expect(moved[0]).toMatchObject({ from: { id: rooms.toddlers.id, label: 'Toddlers' }, room: { id: rooms.gym.id, label: 'Gym' }, at: clock.now().toISOString() });
      for (const [kind, id] of [['child', kids.emma.id], ['child', kids.noah.id], ['staff', daniel.id]] as const) {
        const [first, second] = await attendanceOf(kind, id);
        expect(first.endedAt).toEqual(second.startedAt);
        expect([first.roomId, second.roomId, second.endedAt]).toEqual([rooms.toddlers.id, rooms.gym.id, null]);
      }
      expect(childSpy).toHaveBeenCalledWith({ daycareId: acorns.id, person: { id: kids.emma.id, label: 'Emma Thompson' }, status: 1, room: { id: rooms.gym.id, label: 'Gym' } });
    } finally {
      childSpy.mockRestore();
    }
    const gymKids = (await get(sessions.director, '/api/tablet/childrenList', { roomId: rooms.gym.id })).json<PeopleChildDto[]>();
    expect(gymKids.map((child) => [child.label, child.rId])).toEqual([
      ['Emma Thompson', rooms.gym.id],
      ['Noah Thompson', rooms.gym.id],
    ]);
  });

  it('refuses people who are not signed in (400, nothing moved), another daycare’s (404), and non-directors (403)', async () => {
    later(1);
    await update(sessions.director, { personType: 'child', personId: kids.emma.id, action: 'signIn' });
    later(10);
    const res = await post(sessions.director, '/api/tablet/movePeople', { roomId: rooms.gym.id, children: [kids.emma.id, kids.noah.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only signed-in people can be moved; not signed in: Noah Thompson');
    expect(await attendanceOf('child', kids.emma.id)).toHaveLength(1);
    expect((await post(sessions.director, '/api/tablet/movePeople', { roomId: rooms.gym.id, children: [kids.mapleKid.id] })).statusCode).toBe(404);
    expect((await post(sessions.director, '/api/tablet/movePeople', { roomId: rooms.mapleRoom.id, children: [kids.emma.id] })).statusCode).toBe(404);
    expect((await post(sessions.director, '/api/tablet/movePeople', { roomId: rooms.gym.id })).statusCode).toBe(400);
    expect((await post(sessions.staff, '/api/tablet/movePeople', { roomId: rooms.gym.id, children: [kids.emma.id] })).statusCode).toBe(403);
    expect((await post(sessions.tablet, '/api/tablet/movePeople', { roomId: rooms.gym.id, children: [kids.emma.id] })).statusCode).toBe(403);
  });

  it("needs the attendance role of each kind of person moved: an admin with ATTENDANCE_STAFF moves staff, not children", async () => {
    later(1);
    await update(sessions.director, { personType: 'child', personId: kids.emma.id, action: 'signIn' });
    await update(sessions.tablet, { personType: 'staff', personId: daniel.id, action: 'signIn', pin: '2468' });
    later(10);
    const staffAttendance = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['ATTENDANCE_STAFF'] })).email);
    const refused = await post(staffAttendance, '/api/tablet/movePeople', { roomId: rooms.gym.id, children: [kids.emma.id], staff: [daniel.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Moving children needs the ATTENDANCE_CHILD role');
    expect(await attendanceOf('child', kids.emma.id)).toHaveLength(1);
    expect((await post(staffAttendance, '/api/tablet/movePeople', { roomId: rooms.gym.id, staff: [daniel.id] })).statusCode).toBe(200);
  });
});

describe('an admin holding no attendance role', () => {
  beforeEach(clearAttendance);

  it('cannot sign a child in, nor a staff member without their PIN (403, nothing recorded)', async () => {
    later(1);
    const roleless = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['INVOICING'] })).email);
    const child = await update(roleless, { personType: 'child', personId: kids.emma.id, action: 'signIn' });
    expect(child.statusCode).toBe(403);
    expect(child.json().message).toBe('Signing children in and out needs the ATTENDANCE_CHILD role');
    const staff = await update(roleless, { personType: 'staff', personId: daniel.id, action: 'signIn' });
    expect(staff.statusCode).toBe(403);
    expect(await attendanceOf('child', kids.emma.id)).toEqual([]);
    expect(await attendanceOf('staff', daniel.id)).toEqual([]);
  });
});

describe('attendance views', () => {
  beforeAll(async () => {
    await clearAttendance();
    // Monday 08:00 to 12:00 in Toddlers, then Gym 12:00 to 13:30; Tuesday 09:00 to 11:00 (Toronto time).
    const stay = (childId: number, roomId: number, start: string, end: string | null, by: number | null = null) =>
      ds.query(
        `INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at, ended_at, signed_in_by, signed_out_by) VALUES ($1, 'child', $2, $3, $4, $5, $6, $6)`,
        [acorns.id, childId, roomId, start, end, by],
      );
    await stay(kids.emma.id, rooms.toddlers.id, '2026-11-30T13:00:00Z', '2026-11-30T17:00:00Z', guardian.id);
    await stay(kids.emma.id, rooms.gym.id, '2026-11-30T17:00:00Z', '2026-11-30T18:30:00Z');
    await stay(kids.emma.id, rooms.toddlers.id, '2026-12-01T14:00:00Z', '2026-12-01T16:00:00Z');
    await ds.query(`INSERT INTO attendance (daycare_id, person_kind, staff_id, room_id, started_at, ended_at) VALUES ($1, 'staff', $2, $3, $4, $5)`, [
      acorns.id,
      daniel.id,
      rooms.toddlers.id,
      '2026-11-30T12:30:00Z',
      '2026-11-30T20:30:00Z',
    ]);
  });

  it('weeklyRoomAttendance answers minutes per person and day, Monday first, for the week holding the date', async () => {
    const res = await post(sessions.tablet, '/api/tablet/weeklyRoomAttendance', { date: '2026-12-02' });
    expect(res.statusCode).toBe(200);
    const week = res.json<WeeklyRoomAttendanceDto>();
    expect(week.room).toEqual({ id: rooms.toddlers.id, label: 'Toddlers' });
    expect(week.weekStart).toBe('2026-11-30');
    expect(week.days).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(week.children).toEqual([{ id: kids.emma.id, label: 'Emma Thompson', minutes: [240, 120, 0, 0, 0, 0, 0], totalMinutes: 360 }]);
    expect(week.staff).toEqual([{ id: daniel.id, label: 'Daniel Okafor', minutes: [480, 0, 0, 0, 0, 0, 0], totalMinutes: 480 }]);
    const gym = (await post(sessions.director, '/api/tablet/weeklyRoomAttendance', { roomId: rooms.gym.id, date: '2026-11-30' })).json<WeeklyRoomAttendanceDto>();
    expect(gym.children[0].minutes[0]).toBe(90);
    expect((await post(sessions.director, '/api/tablet/weeklyRoomAttendance', { roomId: rooms.mapleRoom.id })).statusCode).toBe(404);
    expect((await post(sessions.director, '/api/tablet/weeklyRoomAttendance', { date: '30/11/2026', roomId: rooms.gym.id })).statusCode).toBe(400);
  });

  it("dailyChildAttendances lists a day's stays with who signed in and out", async () => {
    const res = await post(sessions.director, '/api/tablet/dailyChildAttendances', { date: '2026-11-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        attendanceId: expect.any(Number),
        child: { id: kids.emma.id, label: 'Emma Thompson' },
        room: { id: rooms.toddlers.id, label: 'Toddlers' },
        startedAt: '2026-11-30T13:00:00.000Z',
        endedAt: '2026-11-30T17:00:00.000Z',
        signedInBy: { id: guardian.id, label: 'Sarah Guardian' },
        signedOutBy: { id: guardian.id, label: 'Sarah Guardian' },
      },
      expect.objectContaining({ room: { id: rooms.gym.id, label: 'Gym' }, signedInBy: null, signedOutBy: null }),
    ]);
    expect((await post(sessions.tablet, '/api/tablet/dailyChildAttendances', { date: '2026-11-30' })).json<unknown[]>()).toHaveLength(1);
    expect((await post(sessions.infantsTablet, '/api/tablet/dailyChildAttendances', { date: '2026-11-30' })).json()).toEqual([]);
    expect((await post(sessions.guardian, '/api/tablet/dailyChildAttendances', {})).statusCode).toBe(403);
  });
});

describe('POST /api/user/setPin', () => {
  it('sets my PIN, stored hashed, which then signs me in on a tablet', async () => {
    await clearAttendance();
    const res = await post(sessions.staff, '/api/user/setPin', { pin: '97531' });
    expect(res.statusCode).toBe(204);
    const [{ pinHash }] = await ds.query(`SELECT pin_hash AS "pinHash" FROM "user" WHERE id = $1`, [daniel.id]);
    expect(pinHash).toMatch(/^\$argon2id\$/);
    later(1);
    expect((await update(sessions.tablet, { personType: 'staff', personId: daniel.id, action: 'signIn', pin: '97531' })).statusCode).toBe(200);
    expect((await post(sessions.staff, '/api/user/setPin', { pin: 'abcd' })).statusCode).toBe(400);
    expect((await post(sessions.tablet, '/api/user/setPin', { pin: '1234' })).statusCode).toBe(403);
  });
});
