import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rooms, people and attendance: a daycare's time zone (days are local days), what the tablet shows
 * of a child (home room, photo, allergies, ongoing medication, open incidents), personal PINs,
 * attendance intervals that never overlap for one person, and the client ids that make a retried
 * sign-in or sign-out count once.
 */
export class AddAttendance1795600000000 implements MigrationInterface {
  name = 'AddAttendance1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`ALTER TABLE daycare ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Toronto' CHECK (btrim(time_zone) <> '')`);
    // A staff member signs in with a PIN; a guardian confirms a child's sign-in or sign-out with one. Argon2id.
    await queryRunner.query(`ALTER TABLE "user" ADD COLUMN pin_hash text`);
    await queryRunner.query(`ALTER TABLE child ADD CONSTRAINT child_id_daycare_unique UNIQUE (id, daycare_id)`);
    await queryRunner.query(`
      ALTER TABLE child
        ADD COLUMN home_room_id integer,
        ADD COLUMN photo_url text,
        ADD COLUMN allergies text,
        ADD CONSTRAINT child_home_room_fk FOREIGN KEY (home_room_id, daycare_id) REFERENCES room (id, daycare_id) ON DELETE SET NULL (home_room_id)`);
    await queryRunner.query(`CREATE INDEX child_home_room_id ON child (home_room_id)`);
    // Later issues (medical record, medications, incidents) fill and extend these; attendance only counts them.
    await queryRunner.query(`
      CREATE TABLE child_allergy (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        label text NOT NULL CHECK (btrim(label) <> ''),
        severe boolean NOT NULL DEFAULT false,
        CONSTRAINT child_allergy_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_allergy_child_id ON child_allergy (child_id)`);
    await queryRunner.query(`
      CREATE TABLE child_medication (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        label text NOT NULL CHECK (btrim(label) <> ''),
        instructions text,
        ongoing boolean NOT NULL DEFAULT true,
        CONSTRAINT child_medication_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_medication_child_id ON child_medication (child_id)`);
    await queryRunner.query(`
      CREATE TABLE child_incident (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        summary text NOT NULL CHECK (btrim(summary) <> ''),
        occurred_at timestamptz NOT NULL,
        closed_at timestamptz,
        CONSTRAINT child_incident_closed_after_occurred CHECK (closed_at IS NULL OR closed_at >= occurred_at),
        CONSTRAINT child_incident_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_incident_open ON child_incident (child_id) WHERE closed_at IS NULL`);
    await this.createAttendance(queryRunner);
  }

  /**
   * One row per stay of one person (a child, or a staff member of the daycare) in one room. An open
   * interval (ended_at null) means "in". The exclusion constraint keeps a person in one place at a
   * time: intervals of one person never overlap (half-open, so a move ends one and starts the next
   * at the same instant).
   */
  private async createAttendance(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE attendance (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        person_kind text NOT NULL CONSTRAINT attendance_person_kind_known CHECK (person_kind IN ('child', 'staff')),
        child_id integer,
        staff_id integer,
        person_id integer GENERATED ALWAYS AS (coalesce(child_id, staff_id)) STORED,
        room_id integer NOT NULL,
        started_at timestamptz NOT NULL,
        ended_at timestamptz,
        signed_in_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        signed_out_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        client_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT attendance_one_person CHECK (
          (person_kind = 'child' AND child_id IS NOT NULL AND staff_id IS NULL) OR
          (person_kind = 'staff' AND staff_id IS NOT NULL AND child_id IS NULL)),
        CONSTRAINT attendance_ends_after_start CHECK (ended_at IS NULL OR ended_at > started_at),
        CONSTRAINT attendance_signed_out_only_when_ended CHECK (ended_at IS NOT NULL OR signed_out_by IS NULL),
        CONSTRAINT attendance_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT attendance_staff_fk FOREIGN KEY (staff_id, daycare_id) REFERENCES user_daycare (user_id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT attendance_room_fk FOREIGN KEY (room_id, daycare_id) REFERENCES room (id, daycare_id) ON DELETE RESTRICT,
        CONSTRAINT attendance_client_id_unique UNIQUE (daycare_id, client_id),
        CONSTRAINT attendance_no_overlap EXCLUDE USING gist (
          person_kind WITH =, person_id WITH =, tstzrange(started_at, coalesce(ended_at, 'infinity'::timestamptz)) WITH &&)
      )`);
    // At most one open stay per person (implied by the exclusion constraint; this index finds it fast).
    await queryRunner.query(`CREATE UNIQUE INDEX attendance_one_open_per_person ON attendance (person_kind, person_id) WHERE ended_at IS NULL`);
    await queryRunner.query(`CREATE INDEX attendance_open_by_room ON attendance (daycare_id, room_id) WHERE ended_at IS NULL`);
    await queryRunner.query(`CREATE INDEX attendance_daycare_started ON attendance (daycare_id, started_at)`);
    await queryRunner.query(`CREATE INDEX attendance_room_id ON attendance (room_id)`);
    // A sign-in or sign-out the tablet retries carries the same client id: the first answer is kept and replayed.
    await queryRunner.query(`
      CREATE TABLE attendance_request (
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        client_id uuid NOT NULL,
        attendance_id integer REFERENCES attendance (id) ON DELETE SET NULL,
        response jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (daycare_id, client_id)
      )`);
    await queryRunner.query(`CREATE INDEX attendance_request_attendance_id ON attendance_request (attendance_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE attendance_request`);
    await queryRunner.query(`DROP TABLE attendance`);
    await queryRunner.query(`DROP TABLE child_incident`);
    await queryRunner.query(`DROP TABLE child_medication`);
    await queryRunner.query(`DROP TABLE child_allergy`);
    await queryRunner.query(`
      ALTER TABLE child
        DROP CONSTRAINT child_home_room_fk,
        DROP COLUMN allergies,
        DROP COLUMN photo_url,
        DROP COLUMN home_room_id`);
    await queryRunner.query(`ALTER TABLE child DROP CONSTRAINT child_id_daycare_unique`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN pin_hash`);
    await queryRunner.query(`ALTER TABLE daycare DROP COLUMN time_zone`);
    // btree_gist stays: other databases objects may use it, and creating it again is harmless.
  }
}
