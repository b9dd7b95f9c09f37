import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schedules (a child's attendance plan: FullTime 1, PartTime 2, DropIn 3, the weekdays with expected
 * arrival and departure, valid from / to), guardians' schedule change requests with the director's
 * answer, absences a guardian reports, and "we come today at …" (reported attendance).
 * Schedules of one child never overlap in time, nor do absences: exclusion constraints keep it so.
 */
export class AddSchedulesAndAbsences1795800000000 implements MigrationInterface {
  name = 'AddSchedulesAndAbsences1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`
      CREATE TABLE child_schedule (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        child_id integer NOT NULL,
        plan smallint NOT NULL CONSTRAINT child_schedule_plan_known CHECK (plan IN (1, 2, 3)),
        valid_from date NOT NULL,
        valid_to date,
        note text CONSTRAINT child_schedule_note_short CHECK (note IS NULL OR (btrim(note) <> '' AND char_length(note) <= 500)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT child_schedule_id_daycare_unique UNIQUE (id, daycare_id),
        CONSTRAINT child_schedule_valid_in_order CHECK (valid_to IS NULL OR valid_to >= valid_from),
        CONSTRAINT child_schedule_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT child_schedule_no_overlap EXCLUDE USING gist (
          child_id WITH =, daterange(valid_from, valid_to, '[]') WITH &&)
      )`);
    await queryRunner.query(`CREATE INDEX child_schedule_daycare_id ON child_schedule (daycare_id)`);
    // One row per scheduled weekday (ISO: Monday 1 … Sunday 7).
    await queryRunner.query(`
      CREATE TABLE child_schedule_day (
        schedule_id integer NOT NULL,
        daycare_id integer NOT NULL,
        weekday smallint NOT NULL CONSTRAINT child_schedule_day_weekday_known CHECK (weekday BETWEEN 1 AND 7),
        arrives time NOT NULL,
        departs time NOT NULL,
        PRIMARY KEY (schedule_id, weekday),
        CONSTRAINT child_schedule_day_departs_after_arrival CHECK (departs > arrives),
        CONSTRAINT child_schedule_day_schedule_fk FOREIGN KEY (schedule_id, daycare_id) REFERENCES child_schedule (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE schedule_request (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        child_id integer NOT NULL,
        schedule_id integer,
        requested_by integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        plan smallint NOT NULL CONSTRAINT schedule_request_plan_known CHECK (plan IN (1, 2, 3)),
        valid_from date NOT NULL,
        valid_to date,
        days jsonb NOT NULL CONSTRAINT schedule_request_days_array CHECK (jsonb_typeof(days) = 'array'),
        note text CONSTRAINT schedule_request_note_short CHECK (note IS NULL OR (btrim(note) <> '' AND char_length(note) <= 500)),
        status text NOT NULL DEFAULT 'pending' CONSTRAINT schedule_request_status_known CHECK (status IN ('pending', 'approved', 'declined')),
        response_note text CONSTRAINT schedule_request_response_note_short CHECK (response_note IS NULL OR (btrim(response_note) <> '' AND char_length(response_note) <= 500)),
        responded_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        responded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT schedule_request_valid_in_order CHECK (valid_to IS NULL OR valid_to >= valid_from),
        CONSTRAINT schedule_request_answered_when_not_pending CHECK ((status = 'pending') = (responded_at IS NULL)),
        CONSTRAINT schedule_request_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT schedule_request_schedule_fk FOREIGN KEY (schedule_id, daycare_id) REFERENCES child_schedule (id, daycare_id) ON DELETE SET NULL (schedule_id)
      )`);
    await queryRunner.query(`CREATE INDEX schedule_request_daycare_status ON schedule_request (daycare_id, status, created_at)`);
    await queryRunner.query(`CREATE INDEX schedule_request_child_id ON schedule_request (child_id)`);
    await queryRunner.query(`CREATE INDEX schedule_request_requested_by ON schedule_request (requested_by)`);
    await queryRunner.query(`CREATE INDEX schedule_request_responded_by ON schedule_request (responded_by)`);
    await queryRunner.query(`CREATE INDEX schedule_request_schedule_id ON schedule_request (schedule_id)`);
    await queryRunner.query(`
      CREATE TABLE absence (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        child_id integer NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        reason text NOT NULL CONSTRAINT absence_reason_short CHECK (btrim(reason) <> '' AND char_length(reason) <= 200),
        reported_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT absence_dates_in_order CHECK (end_date >= start_date),
        CONSTRAINT absence_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT absence_no_overlap EXCLUDE USING gist (child_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
      )`);
    await queryRunner.query(`CREATE INDEX absence_daycare_start ON absence (daycare_id, start_date)`);
    await queryRunner.query(`CREATE INDEX absence_reported_by ON absence (reported_by)`);
    // "We come today at 9:30": one per child and day.
    await queryRunner.query(`
      CREATE TABLE reported_attendance (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        child_id integer NOT NULL,
        day date NOT NULL,
        arrives time NOT NULL,
        departs time,
        note text CONSTRAINT reported_attendance_note_short CHECK (note IS NULL OR (btrim(note) <> '' AND char_length(note) <= 200)),
        reported_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reported_attendance_departs_after_arrival CHECK (departs IS NULL OR departs > arrives),
        CONSTRAINT reported_attendance_one_per_day UNIQUE (child_id, day),
        CONSTRAINT reported_attendance_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX reported_attendance_daycare_day ON reported_attendance (daycare_id, day)`);
    await queryRunner.query(`CREATE INDEX reported_attendance_reported_by ON reported_attendance (reported_by)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reported_attendance`);
    await queryRunner.query(`DROP TABLE absence`);
    await queryRunner.query(`DROP TABLE schedule_request`);
    await queryRunner.query(`DROP TABLE child_schedule_day`);
    await queryRunner.query(`DROP TABLE child_schedule`);
  }
}
