import type { MigrationInterface, QueryRunner } from 'typeorm';

const FOLD_FROM = 'áàâãäåāçćčéèêëēíìîïīñńóòôõöøōúùûüūýÿžšß';
const FOLD_TO = 'aaaaaaaccceeeeeiiiiinnooooooouuuuuyyzss';

/**
 * The centre's record of a child: preferred name, gender, languages, registration dates, address,
 * school, personal notes and medical details; allergies get a severity and a reaction; immunisations
 * get their own table. `severe` stays, computed from the severity, for what reads it already.
 */
export class AddChildRecords1796000000000 implements MigrationInterface {
  name = 'AddChildRecords1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.addChildColumns(queryRunner);
    await this.addAllergySeverity(queryRunner);
    await queryRunner.query(`
      CREATE TABLE child_immunisation (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        vaccine text NOT NULL CHECK (btrim(vaccine) <> '' AND char_length(vaccine) <= 100),
        given_on date NOT NULL,
        CONSTRAINT child_immunisation_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_immunisation_child_id ON child_immunisation (child_id)`);
    // Name search ignores case and accents, in PostgreSQL and in the embedded database alike (no extension needed).
    await queryRunner.query(`CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT translate(lower(value), '${FOLD_FROM}', '${FOLD_TO}') $$`);
  }

  private async addChildColumns(queryRunner: QueryRunner): Promise<void> {
    const text = (column: string, max: number) => `ADD COLUMN ${column} text CONSTRAINT child_${column}_length CHECK (char_length(${column}) <= ${max} AND btrim(${column}) <> '')`;
    await queryRunner.query(`
      ALTER TABLE child
        ADD CONSTRAINT child_first_name_length CHECK (char_length(first_name) <= 60),
        ADD CONSTRAINT child_last_name_length CHECK (char_length(last_name) <= 60),
        ${text('preferred_name', 60)},
        ADD COLUMN gender text CONSTRAINT child_gender_known CHECK (gender IN ('female', 'male', 'other')),
        ADD COLUMN languages text[] NOT NULL DEFAULT '{}' CONSTRAINT child_languages_count CHECK (cardinality(languages) <= 10),
        ADD COLUMN start_date date,
        ADD COLUMN withdrawn_on date,
        ADD CONSTRAINT child_withdrawn_after_start CHECK (withdrawn_on IS NULL OR start_date IS NULL OR withdrawn_on >= start_date),
        ${text('address_line', 200)},
        ${text('city', 100)},
        ${text('province', 100)},
        ${text('postal_code', 20)},
        ${text('school_name', 120)},
        ${text('school_grade', 40)},
        ${text('school_bus', 60)},
        ${text('routines', 2000)},
        ${text('comforters', 2000)},
        ${text('dietary_needs', 2000)},
        ${text('notes', 2000)},
        ${text('doctor_name', 120)},
        ${text('doctor_phone', 30)},
        ${text('health_card_number', 30)},
        ${text('conditions', 2000)}`);
  }

  private async addAllergySeverity(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE child_allergy
        ADD COLUMN severity text NOT NULL DEFAULT 'moderate' CONSTRAINT child_allergy_severity_known CHECK (severity IN ('mild', 'moderate', 'severe')),
        ADD COLUMN reaction text CONSTRAINT child_allergy_reaction_length CHECK (char_length(reaction) <= 500 AND btrim(reaction) <> '')`);
    await queryRunner.query(`UPDATE child_allergy SET severity = 'severe' WHERE severe`);
    await queryRunner.query(`ALTER TABLE child_allergy DROP COLUMN severe`);
    await queryRunner.query(`ALTER TABLE child_allergy ADD COLUMN severe boolean GENERATED ALWAYS AS (severity = 'severe') STORED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION search_fold(text)`);
    await queryRunner.query(`DROP TABLE child_immunisation`);
    await queryRunner.query(`ALTER TABLE child_allergy DROP COLUMN severe`);
    await queryRunner.query(`ALTER TABLE child_allergy ADD COLUMN severe boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE child_allergy SET severe = (severity = 'severe')`);
    await queryRunner.query(`ALTER TABLE child_allergy DROP COLUMN reaction, DROP COLUMN severity`);
    const columns = ['preferred_name', 'gender', 'languages', 'start_date', 'withdrawn_on', 'address_line', 'city', 'province', 'postal_code', 'school_name', 'school_grade', 'school_bus', 'routines', 'comforters', 'dietary_needs', 'notes', 'doctor_name', 'doctor_phone', 'health_card_number', 'conditions'];
    await queryRunner.query(`
      ALTER TABLE child
        DROP CONSTRAINT child_first_name_length,
        DROP CONSTRAINT child_last_name_length,
        ${columns.map((column) => `DROP COLUMN ${column}`).join(',\n        ')}`);
  }
}
