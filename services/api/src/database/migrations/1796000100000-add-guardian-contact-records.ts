import type { MigrationInterface, QueryRunner } from 'typeorm';

const PHONES = ['mobile_phone', 'home_phone', 'work_phone'];

/** A phone is digits with its country: US numbers have 10 digits, Brazilian ones 10 or 11 (with the area code). */
function phoneColumns(table: string, column: string): string {
  return `ADD COLUMN ${column} text,
        ADD COLUMN ${column}_country text,
        ADD CONSTRAINT ${table}_${column}_valid CHECK (
          (${column} IS NULL) = (${column}_country IS NULL)
          AND (${column} IS NULL OR (${column}_country = 'US' AND ${column} ~ '^[0-9]{10}$') OR (${column}_country = 'BR' AND ${column} ~ '^[0-9]{10,11}$')))`;
}

/** An optional text column: not blank, at most `max` characters. */
const textColumn = (table: string, column: string, max: number) => `${column} text CONSTRAINT ${table}_${column}_length CHECK (char_length(${column}) <= ${max} AND btrim(${column}) <> '')`;
const text = (table: string, column: string, max: number) => `ADD COLUMN ${textColumn(table, column, max)}`;

/**
 * Guardians' records (phones, employment, custody notes, invoices, invitation), the family's account
 * holder, each guardian's relation to each child, emergency contacts with each child's call order and
 * pick-up permission, and the people a child must never be released to.
 */
export class AddGuardianContactRecords1796000100000 implements MigrationInterface {
  name = 'AddGuardianContactRecords1796000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.addGuardianColumns(queryRunner);
    await queryRunner.query(`ALTER TABLE family ADD COLUMN account_holder_id integer REFERENCES "user" (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE TABLE guardian_relation (
        user_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        child_id integer NOT NULL REFERENCES child (id) ON DELETE CASCADE,
        relation text NOT NULL CONSTRAINT guardian_relation_known CHECK (relation IN ('mother', 'father', 'parent', 'grandparent', 'guardian', 'other')),
        PRIMARY KEY (user_id, child_id)
      )`);
    await queryRunner.query(`CREATE INDEX guardian_relation_child_id ON guardian_relation (child_id)`);
    await this.createContact(queryRunner);
    await queryRunner.query(`
      CREATE TABLE child_never_release (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 120),
        description text NOT NULL CHECK (btrim(description) <> '' AND char_length(description) <= 500),
        document_note text CHECK (btrim(document_note) <> '' AND char_length(document_note) <= 500),
        created_by_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT child_never_release_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_never_release_child_id ON child_never_release (child_id)`);
  }

  private async addGuardianColumns(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "user"
        ${PHONES.map((column) => phoneColumns('user', column)).join(',\n        ')},
        ${text('user', 'employer', 120)},
        ${text('user', 'work_address', 200)},
        ${text('user', 'custody_notes', 2000)},
        ADD COLUMN receives_invoices boolean NOT NULL DEFAULT false,
        ADD COLUMN invited_at timestamptz`);
  }

  private async createContact(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        family_id integer NOT NULL,
        first_name text NOT NULL CHECK (btrim(first_name) <> '' AND char_length(first_name) <= 60),
        last_name text NOT NULL CHECK (btrim(last_name) <> '' AND char_length(last_name) <= 60),
        relation text NOT NULL CHECK (btrim(relation) <> '' AND char_length(relation) <= 40),
        email text CONSTRAINT contact_email_lower_case CHECK (email = lower(email) AND char_length(email) <= 254),
        photo_url text,
        ${textColumn('contact', 'address_line', 200)},
        ${textColumn('contact', 'city', 100)},
        ${textColumn('contact', 'province', 100)},
        ${textColumn('contact', 'postal_code', 20)},
        ${textColumn('contact', 'notes', 2000)},
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT contact_family_fk FOREIGN KEY (family_id, daycare_id) REFERENCES family (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT contact_id_daycare_unique UNIQUE (id, daycare_id)
      )`);
    await queryRunner.query(`ALTER TABLE contact ${PHONES.map((column) => phoneColumns('contact', column)).join(', ')}`);
    await queryRunner.query(`CREATE INDEX contact_family_id ON contact (family_id)`);
    await queryRunner.query(`CREATE INDEX contact_daycare_id ON contact (daycare_id)`);
    // Both rows belong to one daycare (the composite keys), and each child's call order has no gaps twice.
    await queryRunner.query(`
      CREATE TABLE child_contact (
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        contact_id integer NOT NULL,
        call_order integer NOT NULL CONSTRAINT child_contact_call_order_positive CHECK (call_order >= 1),
        emergency boolean NOT NULL DEFAULT true,
        may_pick_up boolean NOT NULL DEFAULT false,
        PRIMARY KEY (child_id, contact_id),
        CONSTRAINT child_contact_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT child_contact_contact_fk FOREIGN KEY (contact_id, daycare_id) REFERENCES contact (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT child_contact_call_order_unique UNIQUE (child_id, call_order) DEFERRABLE INITIALLY DEFERRED
      )`);
    await queryRunner.query(`CREATE INDEX child_contact_contact_id ON child_contact (contact_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE child_never_release`);
    await queryRunner.query(`DROP TABLE child_contact`);
    await queryRunner.query(`DROP TABLE contact`);
    await queryRunner.query(`DROP TABLE guardian_relation`);
    await queryRunner.query(`ALTER TABLE family DROP COLUMN account_holder_id`);
    const columns = [...PHONES.flatMap((column) => [column, `${column}_country`]), 'employer', 'work_address', 'custody_notes', 'receives_invoices', 'invited_at'];
    await queryRunner.query(`ALTER TABLE "user" ${columns.map((column) => `DROP COLUMN ${column}`).join(', ')}`);
  }
}
