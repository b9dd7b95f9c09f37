import { RelationshipKind, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { RoomsService } from '../rooms/rooms.service';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_ROSTER, DEMO_STAFF, DEMO_USERS, LITTLE_ACORNS, MAPLE_GROVE } from './demo-data';
import { DemoSeedService } from './demo-seed.service';

let gateway: TestApp;
let dataSource: DataSource;
const SEEDED_AT = new Date('2026-09-01T08:00:00Z');

beforeAll(async () => {
  gateway = await startTestApp();
  dataSource = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(SEEDED_AT);
  await gateway.app.get(DemoSeedService).seed();
});

afterAll(async () => {
  await gateway.close();
});

const STAFF_EMAILS = DEMO_STAFF.map((user) => user.email);

const daycareId = async (label: string): Promise<number> =>
  (await dataSource.query(`SELECT id FROM daycare WHERE label = $1`, [label]))[0].id;

/** The demo seeded afresh at `now` on a day without attendance: when the first and last were signed in, and how many. */
async function seedAttendanceAt(now: Date): Promise<{ first: Date; last: Date; people: number }> {
  await dataSource.query(`DELETE FROM attendance`);
  gateway.app.get(ClockService).set(now);
  try {
    await gateway.app.get(DemoSeedService).seed();
  } finally {
    gateway.app.get(ClockService).set(SEEDED_AT);
  }
  const [signedIn] = await dataSource.query(`SELECT min(started_at) AS first, max(started_at) AS last, count(*)::int AS people FROM attendance WHERE ended_at IS NULL`);
  return signedIn;
}

it('creates both demo daycares with their feature control, every feature on', async () => {
  const rows = await dataSource.query(
    `SELECT d.label, f.messages, f.invoices, f.daily_checklist FROM daycare d JOIN feature_control f ON f.daycare_id = d.id ORDER BY d.label`,
  );
  expect(rows).toEqual([
    { label: LITTLE_ACORNS, messages: true, invoices: true, daily_checklist: true },
    { label: MAPLE_GROVE, messages: true, invoices: true, daily_checklist: true },
  ]);
});

it('gives each daycare its rooms in label order, the gym outside the ratio', async () => {
  const rooms = gateway.app.get(RoomsService);
  for (const label of [LITTLE_ACORNS, MAPLE_GROVE]) {
    const list = await rooms.listForDaycare(await daycareId(label));
    expect(list.map(({ label: room, inRatio }) => ({ room, inRatio }))).toEqual([
      { room: 'Gym', inRatio: false },
      { room: 'Infants', inRatio: true },
      { room: 'Preschool', inRatio: true },
      { room: 'Toddlers', inRatio: true },
    ]);
  }
});

it('creates one account per kind of person, stamped with the clock time', async () => {
  const users = await dataSource.query(`SELECT email, type, email_confirmed, created_at FROM "user" WHERE email <> ALL($1) AND email LIKE '%@demo.test' ORDER BY email`, [STAFF_EMAILS]);
  expect(users.map((u: { email: string; type: number }) => [u.email, u.type])).toEqual([
    ['director@demo.test', UserType.Admin],
    ['newparent@demo.test', UserType.User],
    ['parent@demo.test', UserType.User],
    ['staff@demo.test', UserType.Staff],
    ['super@demo.test', UserType.Super],
    ['tablet@demo.test', UserType.Tablet],
    ['toddlers-tablet@demo.test', UserType.Tablet],
  ]);
  expect(users.every((u: { created_at: Date }) => u.created_at.getTime() === SEEDED_AT.getTime())).toBe(true);
});

it('links people to their daycares with the right relationship and home room', async () => {
  const links = await dataSource.query(
    `SELECT u.email, d.label, ud.relationship, r.label AS room FROM user_daycare ud
       JOIN "user" u ON u.id = ud.user_id JOIN daycare d ON d.id = ud.daycare_id LEFT JOIN room r ON r.id = ud.room_id
      WHERE u.email <> ALL($1) AND u.email LIKE '%@demo.test'
     ORDER BY u.email, d.label`,
    [STAFF_EMAILS],
  );
  expect(links).toEqual([
    { email: 'director@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Admin, room: null },
    { email: 'director@demo.test', label: MAPLE_GROVE, relationship: RelationshipKind.Admin, room: null },
    { email: 'newparent@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Guardian, room: null },
    { email: 'parent@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Guardian, room: null },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room: 'Toddlers' },
    { email: 'tablet@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room: 'Infants' },
    { email: 'toddlers-tablet@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room: 'Toddlers' },
  ]);
});

it('gives the director DIRECTOR in both daycares and the educator the day-to-day roles', async () => {
  const roles = await dataSource.query(
    `SELECT u.email, d.label, r.code FROM user_role r JOIN "user" u ON u.id = r.user_id JOIN daycare d ON d.id = r.daycare_id
      WHERE u.email <> ALL($1)
     ORDER BY u.email, d.label, r.code`,
    [STAFF_EMAILS],
  );
  expect(roles).toEqual([
    { email: 'director@demo.test', label: LITTLE_ACORNS, code: 'DIRECTOR' },
    { email: 'director@demo.test', label: MAPLE_GROVE, code: 'DIRECTOR' },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, code: 'ATTENDANCE_CHILD' },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, code: 'ATTENDANCE_STAFF' },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, code: 'CHILD_DAILY_REPORT' },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, code: 'INCIDENTS' },
  ]);
});

it('gives the parent a family with Emma and Noah in Little Acorns, and leaves the new parent mid-registration', async () => {
  const children = await dataSource.query(
    `SELECT c.first_name, c.last_name, d.label FROM child c JOIN "user" u ON u.family_id = c.family_id JOIN daycare d ON d.id = c.daycare_id
      WHERE u.email = 'parent@demo.test' ORDER BY c.first_name`,
  );
  expect(children).toEqual([
    { first_name: 'Emma', last_name: 'Thompson', label: LITTLE_ACORNS },
    { first_name: 'Noah', last_name: 'Thompson', label: LITTLE_ACORNS },
  ]);
  const progress = await dataSource.query(
    `SELECT email, register_progress, registration_complete, profile_complete FROM "user" WHERE type = $1 AND email LIKE '%@demo.test' ORDER BY email`,
    [UserType.User],
  );
  expect(progress).toEqual([
    { email: 'newparent@demo.test', register_progress: 2, registration_complete: false, profile_complete: false },
    { email: 'parent@demo.test', register_progress: 7, registration_complete: true, profile_complete: true },
  ]);
});

it('lets every demo account sign in with Demo!2026', async () => {
  for (const { email } of DEMO_USERS) {
    const { user } = await signIn(gateway, email, DEMO_PASSWORD);
    expect(user.email).toBe(email);
  }
});

describe('people and attendance', () => {
  const acornsId = () => daycareId(LITTLE_ACORNS);

  it('gives Little Acorns 40 children over the three ratio rooms, Emma and Noah included, with a few alerts', async () => {
    const rooms = await dataSource.query(
      `SELECT r.label, count(*)::int AS children FROM child c JOIN room r ON r.id = c.home_room_id WHERE c.daycare_id = $1 GROUP BY r.label ORDER BY r.label`,
      [await acornsId()],
    );
    expect(rooms.map((row: { label: string }) => row.label)).toEqual(['Infants', 'Preschool', 'Toddlers']);
    expect(rooms.reduce((sum: number, row: { children: number }) => sum + row.children, 0)).toBe(DEMO_ROSTER.length + 2);
    expect(DEMO_ROSTER.length + 2).toBe(40);
    const thompsons = await dataSource.query(
      `SELECT c.first_name, r.label FROM child c JOIN room r ON r.id = c.home_room_id WHERE c.last_name = 'Thompson' ORDER BY c.first_name`,
    );
    expect(thompsons).toEqual([
      { first_name: 'Emma', label: 'Preschool' },
      { first_name: 'Noah', label: 'Toddlers' },
    ]);
    const [{ allergies, medications }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM child_allergy) AS allergies, (SELECT count(*)::int FROM child_medication) AS medications`,
    );
    expect(allergies).toBeGreaterThan(0);
    expect(medications).toBeGreaterThan(0);
  });

  it('gives every room but the gym an age group with its ratio, its safe-sleep check interval and a capacity', async () => {
    const rooms = await dataSource.query(
      `SELECT r.label, r.capacity, g.children_per_staff AS ratio, g.sleep_check_minutes AS "sleepChecks"
         FROM room r LEFT JOIN age_group g ON g.id = r.age_group_id WHERE r.daycare_id = $1 ORDER BY r.label`,
      [await acornsId()],
    );
    expect(rooms).toEqual([
      { label: 'Gym', capacity: null, ratio: null, sleepChecks: null },
      { label: 'Infants', capacity: 10, ratio: 3, sleepChecks: 15 },
      { label: 'Preschool', capacity: 24, ratio: 8, sleepChecks: 30 },
      { label: 'Toddlers', capacity: 15, ratio: 5, sleepChecks: 30 },
    ]);
  });

  it('gives Little Acorns 8 educators with home rooms, each signing in on a tablet with the demo PIN', async () => {
    const staff = await gateway.request({
      method: 'GET',
      url: '/api/tablet/staffList',
      headers: (await signIn(gateway, 'director@demo.test', DEMO_PASSWORD)).headers,
    });
    const list = staff.json<{ label: string; homeRoomId: number | null; hasPin: boolean }[]>();
    expect(list).toHaveLength(8);
    expect(list.map((person) => person.label)).toContain('Daniel Okafor');
    expect(list.every((person) => person.homeRoomId !== null && person.hasPin)).toBe(true);
    for (const { email } of DEMO_STAFF) expect((await signIn(gateway, email, DEMO_PASSWORD)).user.email).toBe(email);
    expect(DEMO_PIN).toBe('1234');
  });

  it("lists the demo parent as a guardian of the Thompson children who confirms a sign-in with the demo PIN", async () => {
    const headers = (await signIn(gateway, 'director@demo.test', DEMO_PASSWORD)).headers;
    const [noah] = await dataSource.query(`SELECT id FROM child WHERE first_name = 'Noah' AND last_name = 'Thompson'`);
    const guardians = await gateway.request({ method: 'GET', url: '/api/tablet/childGuardians', query: { childId: String(noah.id) }, headers });
    expect(guardians.json()).toContainEqual({ id: expect.any(Number), label: 'Sarah Thompson', hasPin: true });
  });

  it('gives most families a second guardian, every guardian a mobile, each family a grandparent who may pick up and a friend, each emergency contact a phone, and Noah a never-release entry', async () => {
    const acorns = await daycareId(LITTLE_ACORNS);
    const families: { guardians: number; mobiles: number; contacts: number; pickUp: number; holder: boolean }[] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM "user" u WHERE u.family_id = f.id AND u.type = 1) AS guardians,
              (SELECT count(*)::int FROM "user" u WHERE u.family_id = f.id AND u.type = 1 AND u.mobile_phone IS NOT NULL) AS mobiles,
              (SELECT count(*)::int FROM contact r WHERE r.family_id = f.id) AS contacts,
              (SELECT count(DISTINCT cc.contact_id)::int FROM contact r JOIN child_contact cc ON cc.contact_id = r.id WHERE r.family_id = f.id AND cc.may_pick_up) AS "pickUp",
              f.account_holder_id IS NOT NULL AS holder
         FROM family f WHERE f.daycare_id = $1 AND EXISTS (SELECT 1 FROM child c WHERE c.family_id = f.id)`,
      [acorns],
    );
    expect(families.filter((family) => family.guardians === 2).length).toBeGreaterThan(families.length / 2);
    expect(families.every((family) => family.guardians >= 1 && family.mobiles === family.guardians && family.contacts === 2 && family.pickUp === 1 && family.holder)).toBe(true);
    const [{ withoutPhone }] = await dataSource.query(
      `SELECT count(*)::int AS "withoutPhone" FROM contact r WHERE r.daycare_id = $1 AND r.mobile_phone IS NULL AND r.home_phone IS NULL AND r.work_phone IS NULL
          AND EXISTS (SELECT 1 FROM child_contact cc WHERE cc.contact_id = r.id AND cc.emergency)`,
      [acorns],
    );
    expect(withoutPhone).toBe(0);
    const headers = (await signIn(gateway, 'director@demo.test', DEMO_PASSWORD)).headers;
    const [noah] = await dataSource.query(`SELECT id FROM child WHERE first_name = 'Noah' AND last_name = 'Thompson'`);
    const pickup = (await gateway.request({ method: 'GET', url: '/api/pickup/child', query: { childId: String(noah.id) }, headers })).json();
    const toddlersTablet = (await signIn(gateway, 'toddlers-tablet@demo.test')).headers;
    expect((await gateway.request({ method: 'GET', url: '/api/pickup/child', query: { childId: String(noah.id) }, headers: toddlersTablet })).json()).toEqual(pickup);
    expect(pickup.authorised.map((person: { kind: string; relation: string }) => `${person.kind}:${person.relation}`)).toEqual(['guardian:father', 'guardian:mother', 'contact:Grandmother']);
    expect(pickup.neverRelease).toEqual([expect.objectContaining({ name: 'Richard Hale', documentNote: expect.stringMatching(/^Court order/) })]);
  });

  it('gives the 40 children a record: gender, languages, start dates, one starting next month, one withdrawn, medical details and routines', async () => {
    const children = await dataSource.query(
      `SELECT c.first_name || ' ' || c.last_name AS name, c.gender, c.languages, c.routines, c.doctor_name AS doctor,
              to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.withdrawn_on, 'YYYY-MM-DD') AS "withdrawnOn",
              (SELECT count(*)::int FROM child_immunisation i WHERE i.child_id = c.id) AS shots
         FROM child c WHERE c.daycare_id = $1 ORDER BY c.id`,
      [await acornsId()],
    );
    expect(children).toHaveLength(40);
    expect(children.every((child: { gender: string | null; languages: string[]; routines: string | null; doctor: string | null; shots: number }) =>
      child.gender !== null && child.languages.length > 0 && child.routines && child.doctor && child.shots > 0)).toBe(true);
    // The demo is seeded on 2026-09-01 (Toronto).
    expect(children.filter((child: { startDate: string }) => child.startDate > '2026-09-01').map((child: { startDate: string }) => child.startDate)).toEqual(['2026-10-01']);
    expect(children.filter((child: { withdrawnOn: string | null }) => child.withdrawnOn).map((child: { withdrawnOn: string }) => child.withdrawnOn)).toEqual(['2026-08-18']);
    const [severe] = await dataSource.query(`SELECT label, reaction FROM child_allergy WHERE severity = 'severe' ORDER BY id LIMIT 1`);
    expect(severe).toEqual({ label: expect.any(String), reaction: expect.stringContaining('EpiPen') });
  });

  it('gives every educator a start date and the three certifications, one first aid expiring within 60 days and one background check missing, and invites one more', async () => {
    const res = await gateway.request({ method: 'GET', url: '/api/staff/list', query: { pageSize: '100' }, headers: (await signIn(gateway, 'director@demo.test', DEMO_PASSWORD)).headers });
    const { items, alerts } = res.json<{ items: { startedOn: string | null; certifications: { kind: string; state: string; expiresOn: string | null }[] }[]; alerts: object }>();
    expect(items).toHaveLength(8);
    expect(items.every((educator) => educator.startedOn !== null && educator.startedOn < '2026-09-01')).toBe(true);
    const states = items.flatMap((educator) => educator.certifications.map(({ kind, state }) => `${kind} ${state}`));
    expect(states.filter((state) => !state.endsWith(' valid')).sort()).toEqual(['background-check missing', 'first-aid expiring']);
    expect(alerts).toEqual({ expiring: 1, expired: 0 });
    expect(await dataSource.query(`SELECT email, expires_at > $1 AS open FROM staff_invitation`, [SEEDED_AT])).toEqual([{ email: 'olivia.bennett@example.com', open: true }]);
  });

  it('signs in three of four roster children and the educators other than Daniel this morning, in their home rooms', async () => {
    const signedIn = await dataSource.query(
      `SELECT a.person_kind AS kind, count(*)::int AS people,
              bool_and(a.room_id = coalesce(c.home_room_id, ud.room_id)) AS home, max(a.started_at) AS latest
         FROM attendance a LEFT JOIN child c ON c.id = a.child_id LEFT JOIN user_daycare ud ON ud.user_id = a.staff_id AND ud.daycare_id = a.daycare_id
        WHERE a.ended_at IS NULL GROUP BY a.person_kind ORDER BY a.person_kind`,
    );
    expect(signedIn).toEqual([
      // Of the 38, the child starting next month and the withdrawn one stay home.
      { kind: 'child', people: 27, home: true, latest: expect.any(Date) },
      { kind: 'staff', people: 6, home: true, latest: expect.any(Date) },
    ]);
    expect(signedIn.every((row: { latest: Date }) => row.latest < SEEDED_AT)).toBe(true);
  });

  it("starts today's daily report of each child signed in, recorded by Daniel, nothing after now", async () => {
    const entries = await dataSource.query(
      `SELECT e.kind, e.meal, count(*)::int AS entries, bool_and(e.at > a.started_at AND e.at < $1) AS "whileIn", bool_and(u.email = 'staff@demo.test') AS "byDaniel"
         FROM daily_entry e JOIN attendance a ON a.child_id = e.child_id AND a.ended_at IS NULL JOIN "user" u ON u.id = e.recorded_by
        GROUP BY e.kind, e.meal ORDER BY e.kind`,
      [SEEDED_AT],
    );
    // Seeded at 4:00 in Toronto; arrivals from 3:00, two minutes apart: the ten who came by 3:20 had their snack,
    // and no diaper change is due yet.
    expect(entries).toEqual([{ kind: 'meal', meal: 'morning_snack', entries: 10, whileIn: true, byDaniel: true }]);
  });

  it("holds an incident report of Noah's, reported by Daniel and phoned through to Sarah, waiting for her signature", async () => {
    const incidents = await dataSource.query(
      `SELECT c.first_name AS child, i.occurred_at AS "occurredAt", i.told_how AS "toldHow", g.email AS told, u.email AS "reportedBy", i.closed_at AS "closedAt"
         FROM child_incident i JOIN child c ON c.id = i.child_id JOIN "user" g ON g.id = i.told_guardian_id JOIN "user" u ON u.id = i.reported_by`,
    );
    expect(incidents).toEqual([
      { child: 'Noah', occurredAt: new Date(SEEDED_AT.getTime() - 2 * 3600_000), toldHow: 'phone', told: 'parent@demo.test', reportedBy: 'staff@demo.test', closedAt: null },
    ]);
  });

  it("holds yesterday's fever of the roster's first child, over by now, and Sarah's sunscreen and repellent permissions", async () => {
    const illnesses = await dataSource.query(
      `SELECT c.first_name || ' ' || c.last_name AS child, r.symptoms, r.return_after < $1 AS "mayAttend" FROM illness_report r JOIN child c ON c.id = r.child_id`,
      [SEEDED_AT],
    );
    expect(illnesses).toEqual([{ child: `${DEMO_ROSTER[0].firstName} ${DEMO_ROSTER[0].lastName}`, symptoms: ['fever'], mayAttend: true }]);
    const consents = await dataSource.query(
      `SELECT c.first_name AS child, s.product, u.email AS "grantedBy" FROM sun_protection_consent s JOIN child c ON c.id = s.child_id JOIN "user" u ON u.id = s.granted_by
        ORDER BY c.first_name, s.product`,
    );
    expect(consents).toEqual([
      { child: 'Emma', product: 'repellent', grantedBy: 'parent@demo.test' },
      { child: 'Emma', product: 'sunscreen', grantedBy: 'parent@demo.test' },
      { child: 'Noah', product: 'sunscreen', grantedBy: 'parent@demo.test' },
    ]);
  });

  it("holds Emma's antibiotic, signed by Sarah, due three times a day, with its medicine expiring within the month", async () => {
    const medications = await dataSource.query(
      `SELECT c.first_name AS child, m.label, u.email AS "signedBy", m.signature IS NOT NULL AS drawn, m.ongoing, m.expires_on - m.starts_on AS "expiresAfter",
              (SELECT array_agg(to_char(i.time_of_day, 'HH24:MI') ORDER BY i.time_of_day) FROM medication_interval i WHERE i.medication_id = m.id) AS times
         FROM child_medication m JOIN child c ON c.id = m.child_id JOIN "user" u ON u.id = m.signed_by WHERE m.source = 'authorisation'`,
    );
    expect(medications).toEqual([{ child: 'Emma', label: 'Amoxicillin', signedBy: 'parent@demo.test', drawn: true, ongoing: true, expiresAfter: 22, times: ['09:00', '13:00', '17:00'] }]);
  });

  it("puts today's sign-ins in the last hours of the daycare's day, whatever the hour the demo starts", async () => {
    // Toronto is UTC-4 in September. Each run starts a day without attendance.
    const mornings = [
      { now: '2026-09-02T14:00:00Z', first: '2026-09-02T11:30:00Z' }, // 10:00: since 7:30
      { now: '2026-09-03T00:30:00Z', first: '2026-09-02T21:30:00Z' }, // 20:30: since three hours ago
      { now: '2026-09-03T12:00:00Z', first: '2026-09-03T11:00:00Z' }, // 8:00: since an hour ago
      { now: '2026-09-04T04:20:00Z', first: '2026-09-04T04:00:00Z' }, // 0:20: since midnight
    ];
    for (const { now, first } of mornings) {
      const signedIn = await seedAttendanceAt(new Date(now));
      expect(signedIn).toEqual({ first: new Date(first), last: expect.any(Date), people: 33 });
      expect(signedIn.last.getTime()).toBeLessThan(Date.parse(now));
    }
    await seedAttendanceAt(SEEDED_AT);
  });
});

it('keeps what people changed when it runs again', async () => {
  await dataSource.query(`UPDATE "user" SET theme = 'dark' WHERE email = 'parent@demo.test'`);
  await dataSource.query(`DELETE FROM child WHERE first_name IN ('Noah', 'Olivia')`);
  const before = await dataSource.query(`SELECT count(*)::int AS children FROM child`);
  const [{ intervals }] = await dataSource.query(`SELECT count(*)::int AS intervals FROM attendance`);
  await gateway.app.get(DemoSeedService).seed();
  const [{ theme }] = await dataSource.query(`SELECT theme FROM "user" WHERE email = 'parent@demo.test'`);
  expect(theme).toBe('dark');
  expect(await dataSource.query(`SELECT count(*)::int AS children FROM child`)).toEqual(before);
  expect(await dataSource.query(`SELECT first_name FROM child WHERE first_name IN ('Noah', 'Olivia', 'Emma')`)).toEqual([{ first_name: 'Emma' }]);
  const [{ roles }] = await dataSource.query(`SELECT count(*)::int AS roles FROM user_role`);
  expect(roles).toBe(6 + 2 * DEMO_STAFF.length);
  expect(await dataSource.query(`SELECT count(*)::int AS intervals FROM attendance`)).toEqual([{ intervals }]);
});

it('gives the demo children schedules (mostly FullTime, some PartTime) and a few absences in the month it ran', async () => {
  const acorns = { id: await daycareId(LITTLE_ACORNS) };
  const plans: { plan: number; n: number }[] = await dataSource.query(
    `SELECT plan::int, count(*)::int AS n FROM child_schedule WHERE daycare_id = $1 GROUP BY plan ORDER BY plan`,
    [acorns.id],
  );
  const byPlan = Object.fromEntries(plans.map((row) => [row.plan, row.n]));
  expect(byPlan[1]).toBeGreaterThan(byPlan[2]);
  expect(byPlan[2]).toBeGreaterThan(0);
  const [{ unscheduled }] = await dataSource.query(
    `SELECT count(*)::int AS unscheduled FROM child c WHERE c.daycare_id = $1 AND c.home_room_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM child_schedule s WHERE s.child_id = c.id)`,
    [acorns.id],
  );
  expect(unscheduled).toBe(0);
  const [{ thisMonth }] = await dataSource.query(
    `SELECT count(*)::int AS "thisMonth" FROM absence WHERE daycare_id = $1 AND date_trunc('month', start_date) = date_trunc('month', (SELECT ($2::timestamptz AT TIME ZONE time_zone)::date FROM daycare WHERE id = $1))`,
    [acorns.id, SEEDED_AT],
  );
  expect(thisMonth).toBeGreaterThanOrEqual(3);
});
