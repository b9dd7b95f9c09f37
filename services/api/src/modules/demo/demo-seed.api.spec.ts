import { RelationshipKind, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { RoomsService } from '../rooms/rooms.service';
import { DEMO_PASSWORD, DEMO_USERS, LITTLE_ACORNS, MAPLE_GROVE } from './demo-data';
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

const daycareId = async (label: string): Promise<number> =>
  (await dataSource.query(`SELECT id FROM daycare WHERE label = $1`, [label]))[0].id;

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
  const users = await dataSource.query(`SELECT email, type, email_confirmed, created_at FROM "user" ORDER BY email`);
  expect(users.map((u: { email: string; type: number }) => [u.email, u.type])).toEqual([
    ['director@demo.test', UserType.Admin],
    ['newparent@demo.test', UserType.User],
    ['parent@demo.test', UserType.User],
    ['staff@demo.test', UserType.Staff],
    ['super@demo.test', UserType.Super],
    ['tablet@demo.test', UserType.Tablet],
  ]);
  expect(users.every((u: { created_at: Date }) => u.created_at.getTime() === SEEDED_AT.getTime())).toBe(true);
});

it('links people to their daycares with the right relationship and home room', async () => {
  const links = await dataSource.query(
    `SELECT u.email, d.label, ud.relationship, r.label AS room FROM user_daycare ud
       JOIN "user" u ON u.id = ud.user_id JOIN daycare d ON d.id = ud.daycare_id LEFT JOIN room r ON r.id = ud.room_id
     ORDER BY u.email, d.label`,
  );
  expect(links).toEqual([
    { email: 'director@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Admin, room: null },
    { email: 'director@demo.test', label: MAPLE_GROVE, relationship: RelationshipKind.Admin, room: null },
    { email: 'newparent@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Guardian, room: null },
    { email: 'parent@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Guardian, room: null },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room: 'Toddlers' },
    { email: 'tablet@demo.test', label: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room: 'Infants' },
  ]);
});

it('gives the director DIRECTOR in both daycares and the educator the day-to-day roles', async () => {
  const roles = await dataSource.query(
    `SELECT u.email, d.label, r.code FROM user_role r JOIN "user" u ON u.id = r.user_id JOIN daycare d ON d.id = r.daycare_id
     ORDER BY u.email, d.label, r.code`,
  );
  expect(roles).toEqual([
    { email: 'director@demo.test', label: LITTLE_ACORNS, code: 'DIRECTOR' },
    { email: 'director@demo.test', label: MAPLE_GROVE, code: 'DIRECTOR' },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, code: 'ATTENDANCE_CHILD' },
    { email: 'staff@demo.test', label: LITTLE_ACORNS, code: 'ATTENDANCE_STAFF' },
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
    `SELECT email, register_progress, registration_complete, profile_complete FROM "user" WHERE type = $1 ORDER BY email`,
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

it('keeps what people changed when it runs again', async () => {
  await dataSource.query(`UPDATE "user" SET theme = 'dark' WHERE email = 'parent@demo.test'`);
  await dataSource.query(`DELETE FROM child WHERE first_name = 'Noah'`);
  await gateway.app.get(DemoSeedService).seed();
  const [{ theme }] = await dataSource.query(`SELECT theme FROM "user" WHERE email = 'parent@demo.test'`);
  expect(theme).toBe('dark');
  const children = await dataSource.query(`SELECT first_name FROM child`);
  expect(children).toEqual([{ first_name: 'Emma' }]);
  const [{ roles }] = await dataSource.query(`SELECT count(*)::int AS roles FROM user_role`);
  expect(roles).toBe(5);
});
