import { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { dataSourceOptions } from './data-source';
import { type DatabaseServer, openDatabaseServer } from './database-server';
import { MIGRATIONS } from './migrations';

let database: TestDatabase;
let server: DatabaseServer;
let dataSource: DataSource;

const FOUNDATION_TABLES = ['daycare', 'feature_control', 'room', 'user', 'user_daycare'];
const SESSION_TABLES = ['audit_log', 'child', 'family', 'login_throttle', 'refresh_token', 'session', 'user_role'];
const ACCOUNT_TABLES = ['access_request', 'email_outbox', 'one_time_code'];
const ATTENDANCE_TABLES = ['attendance', 'attendance_request', 'child_allergy', 'child_incident', 'child_medication'];
const ROOM_TABLES = ['age_group', 'child_tag', 'room_stream', 'room_stream_room', 'room_supply_item', 'tag'];
const ON_MY_WAY_TABLES = ['on_my_way'];
const SCHEDULE_TABLES = ['absence', 'child_schedule', 'child_schedule_day', 'reported_attendance', 'schedule_request'];
const PIN_TABLES = ['pin_failure', 'pin_throttle'];
const CHILD_RECORD_TABLES = ['child_immunisation'];
const GUARDIAN_CONTACT_TABLES = ['child_contact', 'child_never_release', 'contact', 'guardian_relation'];
const FILE_TABLES = ['stored_file'];
const STAFF_RECORD_TABLES = ['staff_certification', 'staff_invitation'];
const NOTE_TABLES = ['child_note'];
const FAMILY_CHANGE_TABLES = ['family_change'];
const DAILY_REPORT_TABLES = ['daily_entry', 'daily_entry_photo', 'daily_summary_run', 'sleep_check'];
const INCIDENT_TABLES = ['incident_amendment', 'incident_photo'];
const ILLNESS_TABLES = ['illness_exclusion_rule', 'illness_report'];
const SUN_PROTECTION_TABLES = ['sun_protection_application', 'sun_protection_consent'];
const MEDICATION_TABLES = ['medication_dose', 'medication_interval'];
const ALL_TABLES = [...FOUNDATION_TABLES, ...SESSION_TABLES, ...ACCOUNT_TABLES, ...ATTENDANCE_TABLES, ...ROOM_TABLES, ...ON_MY_WAY_TABLES, ...SCHEDULE_TABLES, ...PIN_TABLES, ...CHILD_RECORD_TABLES, ...GUARDIAN_CONTACT_TABLES, ...FILE_TABLES, ...STAFF_RECORD_TABLES, ...NOTE_TABLES, ...FAMILY_CHANGE_TABLES, ...DAILY_REPORT_TABLES, ...MEDICATION_TABLES, ...INCIDENT_TABLES, ...ILLNESS_TABLES, ...SUN_PROTECTION_TABLES].sort();

async function tables(): Promise<string[]> {
  const rows: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await openDatabaseServer(loadConfig(database.env));
  dataSource = await new DataSource(dataSourceOptions(server)).initialize();
});

afterAll(async () => {
  await dataSource.destroy();
  await server.close();
  await database.drop();
});

it('migrates up, all the way down, and up again', async () => {
  expect(await dataSource.runMigrations()).not.toHaveLength(0);
  expect(await tables()).toEqual(ALL_TABLES);

  for (let undone = 0; undone < MIGRATIONS.length; undone++) await dataSource.undoLastMigration();
  expect(await tables()).toEqual([]);

  await dataSource.runMigrations();
  expect(await tables()).toEqual(ALL_TABLES);
  expect(await dataSource.showMigrations()).toBe(false);
});

describe('integrity kept by the database', () => {
  let daycareId: number;

  beforeAll(async () => {
    [{ id: daycareId }] = await dataSource.query(`INSERT INTO daycare (label) VALUES ('Integrity Test Daycare') RETURNING id`);
  });

  const insertUser = (email: string, type: number) =>
    dataSource.query(`INSERT INTO "user" (email, first_name, last_name, type) VALUES ($1, 'Test', 'Person', $2)`, [email, type]);

  it('rejects an unknown user type', async () => {
    await expect(insertUser('type9@demo.test', 9)).rejects.toThrow(/user_type_known/);
  });

  it('rejects an email that is not lower-case, and a second account with the same email', async () => {
    await expect(insertUser('Mixed.Case@demo.test', 1)).rejects.toThrow(/user_email_lower_case/);
    await insertUser('once@demo.test', 1);
    await expect(insertUser('once@demo.test', 2)).rejects.toThrow(/user_email_unique/);
  });

  it('rejects an unknown theme and an unknown relationship kind', async () => {
    await expect(
      dataSource.query(`INSERT INTO "user" (email, first_name, last_name, type, theme) VALUES ('blue@demo.test', 'A', 'B', 1, 'blue')`),
    ).rejects.toThrow(/user_theme_known/);
    const [{ id: userId }] = await dataSource.query(`SELECT id FROM "user" WHERE email = 'once@demo.test'`);
    await expect(
      dataSource.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, 6)`, [userId, daycareId]),
    ).rejects.toThrow(/user_daycare_relationship_known/);
  });

  it('gives a new user English, and rejects a language the product does not speak', async () => {
    await insertUser('speaks@demo.test', 1);
    expect(await dataSource.query(`SELECT language FROM "user" WHERE email = 'speaks@demo.test'`)).toEqual([{ language: 'en' }]);
    await dataSource.query(`UPDATE "user" SET language = 'pt-BR' WHERE email = 'speaks@demo.test'`);
    await expect(dataSource.query(`UPDATE "user" SET language = 'pt' WHERE email = 'speaks@demo.test'`)).rejects.toThrow(/user_language_known/);
  });

  it('rejects two rooms with one label in a daycare, and a room of a daycare that does not exist', async () => {
    await dataSource.query(`INSERT INTO room (daycare_id, label) VALUES ($1, 'Infants')`, [daycareId]);
    await expect(dataSource.query(`INSERT INTO room (daycare_id, label) VALUES ($1, 'Infants')`, [daycareId])).rejects.toThrow(
      /room_label_unique_per_daycare/,
    );
    await expect(dataSource.query(`INSERT INTO room (daycare_id, label) VALUES (999999, 'Toddlers')`)).rejects.toThrow(/foreign key/);
  });

  it('starts a daycare with every feature on', async () => {
    await dataSource.query(`INSERT INTO feature_control (daycare_id) VALUES ($1)`, [daycareId]);
    const [flags] = await dataSource.query(`SELECT * FROM feature_control WHERE daycare_id = $1`, [daycareId]);
    const { daycare_id: _id, ...features } = flags;
    expect(Object.keys(features)).toHaveLength(9);
    expect(Object.values(features).every((on) => on === true)).toBe(true);
  });
});
