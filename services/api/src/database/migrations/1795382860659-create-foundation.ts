import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first tables: daycare (the tenant), user, user-to-daycare relationship, room, feature control. */
export class CreateFoundation1795382860659 implements MigrationInterface {
  name = 'CreateFoundation1795382860659';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE daycare (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        label text NOT NULL CHECK (btrim(label) <> ''),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "user" (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL CONSTRAINT user_email_unique UNIQUE
          CONSTRAINT user_email_lower_case CHECK (email = lower(email)),
        first_name text NOT NULL,
        last_name text NOT NULL,
        type smallint NOT NULL CONSTRAINT user_type_known CHECK (type BETWEEN 1 AND 5),
        theme text NOT NULL DEFAULT 'light' CONSTRAINT user_theme_known CHECK (theme IN ('light', 'dark')),
        email_confirmed boolean NOT NULL DEFAULT false,
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE user_daycare (
        user_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        relationship smallint NOT NULL CONSTRAINT user_daycare_relationship_known CHECK (relationship BETWEEN 1 AND 5),
        PRIMARY KEY (user_id, daycare_id)
      )`);
    await queryRunner.query(`CREATE INDEX user_daycare_daycare_id ON user_daycare (daycare_id)`);
    await queryRunner.query(`
      CREATE TABLE room (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        label text NOT NULL CHECK (btrim(label) <> ''),
        in_ratio boolean NOT NULL DEFAULT true,
        CONSTRAINT room_label_unique_per_daycare UNIQUE (daycare_id, label)
      )`);
    await queryRunner.query(`
      CREATE TABLE feature_control (
        daycare_id integer PRIMARY KEY REFERENCES daycare (id) ON DELETE CASCADE,
        messages boolean NOT NULL DEFAULT true,
        registration boolean NOT NULL DEFAULT true,
        invoices boolean NOT NULL DEFAULT true,
        permission_form boolean NOT NULL DEFAULT true,
        child_daily_report boolean NOT NULL DEFAULT true,
        menu boolean NOT NULL DEFAULT true,
        supply_list boolean NOT NULL DEFAULT true,
        mobile_app boolean NOT NULL DEFAULT true,
        daily_checklist boolean NOT NULL DEFAULT true
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE feature_control`);
    await queryRunner.query(`DROP TABLE room`);
    await queryRunner.query(`DROP TABLE user_daycare`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`DROP TABLE daycare`);
  }
}
