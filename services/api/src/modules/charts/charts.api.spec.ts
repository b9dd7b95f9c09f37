import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let emma: CreatedChild;
let liam: CreatedChild;
let omar: CreatedChild;
type Who = 'director' | 'staff' | 'tablet' | 'guardian' | 'otherGuardian' | 'mapleDirector';
let sessions: Record<Who, SignedIn>;

/** The twelve months to October 2026, oldest first. */
const MONTHS = ['2025-11', '2025-12', ...Array.from({ length: 10 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)];
const zeroes = (overrides: Record<string, number>) => MONTHS.map((month) => ({ month, count: overrides[month] ?? 0 }));

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const gym = await createRoom(ds, acorns.id, 'Gym', false);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: emma.familyId });
  omar = await createChild(ds, acorns.id, { firstName: 'Omar', lastName: 'Other', homeRoomId: toddlers.id });
  const mapleRoom = await createRoom(ds, maple.id, 'Maple Room');
  const mapleKid = await createChild(ds, maple.id, { firstName: 'Ava', lastName: 'Maple', homeRoomId: mapleRoom.id });
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id });
  // Emma: 30 Sep–1 Oct (Wed, Thu) and 5–11 Oct (five weekdays and a weekend); Omar: 15 Oct; Maple's child: all October.
  await ds.query(
    `INSERT INTO absence (daycare_id, child_id, start_date, end_date, reason) VALUES
       ($1, $2, '2026-09-30', '2026-10-01', 'Sick'), ($1, $2, '2026-10-05', '2026-10-11', 'Holiday'), ($1, $3, '2026-10-15', '2026-10-15', 'Dentist'),
       ($4, $5, '2026-10-01', '2026-10-31', 'Away')`,
    [acorns.id, emma.id, omar.id, maple.id, mapleKid.id],
  );
  // 15 Oct (Toronto): Liam in twice (a move to the gym), Daniel once; 16 Oct: Liam; Maple's child on 15 Oct.
  await ds.query(
    `INSERT INTO attendance (daycare_id, person_kind, child_id, staff_id, room_id, started_at, ended_at) VALUES
       ($1, 'child', $2, NULL, $3, '2026-10-15T12:00:00Z', '2026-10-15T15:00:00Z'),
       ($1, 'child', $2, NULL, $4, '2026-10-15T15:00:00Z', '2026-10-15T20:00:00Z'),
       ($1, 'staff', NULL, $5, $3, '2026-10-15T11:30:00Z', '2026-10-15T21:00:00Z'),
       ($1, 'child', $2, NULL, $3, '2026-10-16T12:00:00Z', '2026-10-16T20:00:00Z'),
       ($6, 'child', $7, NULL, $8, '2026-10-15T12:00:00Z', '2026-10-15T20:00:00Z')`,
    [acorns.id, liam.id, toddlers.id, gym.id, staff.id, maple.id, mapleKid.id, mapleRoom.id],
  );
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, staff.email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    guardian: await signIn(gateway, (await createGuardian(ds, acorns.id, emma.familyId)).email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, omar.familyId)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (who: Who, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: sessions[who].headers });

describe('GET /api/chartdata/absences', () => {
  it('answers {data, notify}: absent weekdays per month for the twelve months to the selected one, and who is absent that day', async () => {
    const res = await get('director', '/api/chartdata/absences', { selectedDate: '2026-10-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: zeroes({ '2026-09': 1, '2026-10': 7 }), notify: 1 });
    expect((await get('staff', '/api/chartdata/absences', { selectedDate: '2026-10-06' })).json().notify).toBe(1);
    expect((await get('mapleDirector', '/api/chartdata/absences', { selectedDate: '2026-10-15' })).json().data.at(-1)).toEqual({ month: '2026-10', count: 22 });
    expect((await get('guardian', '/api/chartdata/absences')).statusCode).toBe(403);
    expect((await get('director', '/api/chartdata/absences', { selectedDate: '2026-13-01' })).json().message).toBe('selectedDate must be a real date like 2026-11-23');
    expect((await get('director', '/api/chartdata/absences')).json().data).toHaveLength(12);
  });
});

describe('GET /api/chartdata/events and dailyEvents', () => {
  it('counts attendance days per month, each person once a day', async () => {
    const res = await get('director', '/api/chartdata/events', { selectedDate: '2026-10-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(MONTHS.map((month) => (month === '2026-10' ? { month, children: 2, staff: 1 } : { month, children: 0, staff: 0 })));
  });

  it('gives each day of the month its children and staff in and children absent', async () => {
    const days = (await get('staff', '/api/chartdata/dailyEvents', { selectedDate: '2026-10-15' })).json();
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-10-01', children: 0, staff: 0, absences: 1 });
    expect(days[14]).toEqual({ date: '2026-10-15', children: 1, staff: 1, absences: 1 });
    expect(days[15]).toEqual({ date: '2026-10-16', children: 1, staff: 0, absences: 0 });
    expect(days.slice(4, 11).map((day: { absences: number }) => day.absences)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect((await get('tablet', '/api/chartdata/dailyEvents')).statusCode).toBe(403);
  });
});

describe('GET /api/chartdata/familyAbsences and childAbsences', () => {
  it("gives a family's months with each child's count; guardians only their own family", async () => {
    const res = await get('guardian', '/api/chartdata/familyAbsences', { familyId: emma.familyId });
    expect(res.statusCode).toBe(200);
    const months = res.json();
    expect(months).toHaveLength(12);
    // The months end with this month; Emma's October and September absences are in them while this month is before October 2027.
    const october = months.find((entry: { month: string }) => entry.month === '2026-10');
    expect(october).toEqual({
      month: '2026-10',
      count: 6,
      children: [
        { id: emma.id, label: 'Emma Thompson', count: 6 },
        { id: liam.id, label: 'Liam Thompson', count: 0 },
      ],
    });
    expect((await get('director', '/api/chartdata/familyAbsences', { familyId: emma.familyId })).json()).toEqual(months);
    expect((await get('otherGuardian', '/api/chartdata/familyAbsences', { familyId: emma.familyId })).statusCode).toBe(404);
    expect((await get('mapleDirector', '/api/chartdata/familyAbsences', { familyId: emma.familyId })).statusCode).toBe(404);
    expect((await get('director', '/api/chartdata/familyAbsences', { familyId: 'x' })).json().message).toContain('familyId must be a whole number from 1 to 2147483647');
  });

  it("gives a child's months to the selected one", async () => {
    const res = await get('guardian', '/api/chartdata/childAbsences', { childId: emma.id, selectedDate: '2026-10-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(zeroes({ '2026-09': 1, '2026-10': 6 }));
    expect((await get('staff', '/api/chartdata/childAbsences', { childId: omar.id, selectedDate: '2026-10-15' })).json()).toEqual(zeroes({ '2026-10': 1 }));
    expect((await get('guardian', '/api/chartdata/childAbsences', { childId: omar.id })).statusCode).toBe(404);
    expect((await get('mapleDirector', '/api/chartdata/childAbsences', { childId: emma.id })).statusCode).toBe(404);
  });
});
