import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Medication authorisations and their administration record. child_medication already lists what a
 * child takes (the medical form's rows, source 'record'); a guardian's signed authorisation is a row
 * of the same table with source 'authorisation' and its details, so the people lists' ongoing count
 * and the room's medication list read both. The intervals are the times of day a scheduled medicine
 * is due; an as-needed medicine has one interval without a time. Each dose given is a
 * medication_dose row. A changed schedule retires the intervals it drops (their doses stay on record).
 * Intervals and doses follow a family's move to another daycare.
 */
export class AddMedicationAuthorisations1796001200000 implements MigrationInterface {
  name = 'AddMedicationAuthorisations1796001200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE child_medication
        ADD COLUMN source text NOT NULL DEFAULT 'record' CONSTRAINT child_medication_source_known CHECK (source IN ('record', 'authorisation')),
        ADD COLUMN dose text,
        ADD COLUMN route text,
        ADD COLUMN reason text,
        ADD COLUMN prescriber text,
        ADD COLUMN starts_on date,
        ADD COLUMN ends_on date,
        ADD COLUMN expires_on date,
        ADD COLUMN as_needed boolean NOT NULL DEFAULT false,
        ADD COLUMN emergency boolean NOT NULL DEFAULT false,
        ADD COLUMN min_minutes_between integer CONSTRAINT child_medication_gap_range CHECK (min_minutes_between BETWEEN 1 AND 1440),
        ADD COLUMN max_daily_doses integer CONSTRAINT child_medication_daily_max_range CHECK (max_daily_doses BETWEEN 1 AND 24),
        ADD COLUMN signed_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        ADD COLUMN signed_name text,
        ADD COLUMN signed_at timestamptz,
        ADD COLUMN signed_ip text,
        ADD COLUMN signature text,
        ADD COLUMN created_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_at timestamptz,
        ADD CONSTRAINT child_medication_id_daycare UNIQUE (id, daycare_id),
        ADD CONSTRAINT child_medication_authorisation_complete CHECK (
          source = 'record' OR (dose IS NOT NULL AND route IS NOT NULL AND starts_on IS NOT NULL AND ends_on IS NOT NULL AND expires_on IS NOT NULL AND ends_on >= starts_on)),
        ADD CONSTRAINT child_medication_as_needed_limits CHECK (NOT as_needed OR (min_minutes_between IS NOT NULL AND max_daily_doses IS NOT NULL)),
        ADD CONSTRAINT child_medication_signed_whole CHECK ((signed_at IS NULL) = (signature IS NULL) AND (signed_at IS NULL) = (signed_name IS NULL))`);
    await queryRunner.query(`
      CREATE TABLE medication_interval (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        medication_id integer NOT NULL,
        time_of_day time,
        announced_on date,
        retired_at timestamptz,
        CONSTRAINT medication_interval_id_daycare UNIQUE (id, daycare_id),
                CONSTRAINT medication_interval_medication_fk FOREIGN KEY (medication_id, daycare_id) REFERENCES child_medication (id, daycare_id) ON DELETE CASCADE ON UPDATE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE medication_dose (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        medication_id integer NOT NULL,
        interval_id integer NOT NULL,
        given_at timestamptz NOT NULL,
        amount text NOT NULL CHECK (btrim(amount) <> ''),
        given_by integer NOT NULL REFERENCES "user" (id),
        witness_id integer REFERENCES "user" (id),
        note text,
        recorded_by integer NOT NULL REFERENCES "user" (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        corrected_at timestamptz,
        corrected_by integer REFERENCES "user" (id),
        CONSTRAINT medication_dose_witness_other CHECK (witness_id IS NULL OR witness_id <> given_by),
        CONSTRAINT medication_dose_medication_fk FOREIGN KEY (medication_id, daycare_id) REFERENCES child_medication (id, daycare_id) ON DELETE CASCADE ON UPDATE CASCADE,
        CONSTRAINT medication_dose_interval_fk FOREIGN KEY (interval_id, daycare_id) REFERENCES medication_interval (id, daycare_id) ON UPDATE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX medication_dose_medication_given ON medication_dose (medication_id, given_at DESC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX medication_interval_time_unique ON medication_interval (medication_id, time_of_day) WHERE retired_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE medication_dose`);
    await queryRunner.query(`DROP TABLE medication_interval`);
    await queryRunner.query(`DELETE FROM child_medication WHERE source = 'authorisation'`);
    await queryRunner.query(`
      ALTER TABLE child_medication
        DROP CONSTRAINT child_medication_id_daycare,
        DROP COLUMN source, DROP COLUMN dose, DROP COLUMN route, DROP COLUMN reason, DROP COLUMN prescriber,
        DROP COLUMN starts_on, DROP COLUMN ends_on, DROP COLUMN expires_on, DROP COLUMN as_needed, DROP COLUMN emergency,
        DROP COLUMN min_minutes_between, DROP COLUMN max_daily_doses, DROP COLUMN signed_by, DROP COLUMN signed_name,
        DROP COLUMN signed_at, DROP COLUMN signed_ip, DROP COLUMN signature, DROP COLUMN created_by, DROP COLUMN created_at, DROP COLUMN updated_at`);
  }
}
