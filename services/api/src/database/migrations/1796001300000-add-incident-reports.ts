import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Incident reports grow out of the minimal child_incident rows: where, the injuries marked on a body
 * map, first aid, witnesses, who reported it, which guardian was told and how, and the guardian's
 * signature (typed name, drawn image, time and address). A report is open (closed_at null) until a
 * guardian signs it; signing closes it, and afterwards it only takes dated amendments. Photos are
 * stored files linked to the report.
 */
export class AddIncidentReports1796001300000 implements MigrationInterface {
  name = 'AddIncidentReports1796001300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE child_incident
        ADD COLUMN location text CONSTRAINT child_incident_location_length CHECK (char_length(location) <= 200),
        ADD COLUMN first_aid text CONSTRAINT child_incident_first_aid_length CHECK (char_length(first_aid) <= 2000),
        ADD COLUMN witnesses text[] NOT NULL DEFAULT '{}' CONSTRAINT child_incident_witnesses_count CHECK (cardinality(witnesses) <= 10),
        ADD COLUMN injuries jsonb NOT NULL DEFAULT '[]' CONSTRAINT child_incident_injuries_list CHECK (jsonb_typeof(injuries) = 'array' AND jsonb_array_length(injuries) <= 20),
        ADD COLUMN reported_by integer REFERENCES "user" (id),
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_at timestamptz,
        ADD COLUMN updated_by integer REFERENCES "user" (id),
        ADD COLUMN told_guardian_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        ADD COLUMN told_how text CONSTRAINT child_incident_told_how_known CHECK (told_how IN ('in_person', 'phone', 'text', 'email')),
        ADD COLUMN told_at timestamptz,
        ADD COLUMN signed_by integer REFERENCES "user" (id),
        ADD COLUMN signed_name text CONSTRAINT child_incident_signed_name_length CHECK (btrim(signed_name) <> '' AND char_length(signed_name) <= 100),
        ADD COLUMN signature_png bytea,
        ADD COLUMN signed_at timestamptz,
        ADD COLUMN signed_ip text,
        ADD COLUMN reminders integer NOT NULL DEFAULT 0 CONSTRAINT child_incident_reminders_count CHECK (reminders >= 0),
        ADD COLUMN reminded_at timestamptz,
        ADD CONSTRAINT child_incident_summary_length CHECK (char_length(summary) <= 2000),
        ADD CONSTRAINT child_incident_told_together CHECK ((told_how IS NULL) = (told_at IS NULL)),
        ADD CONSTRAINT child_incident_updated_together CHECK ((updated_at IS NULL) = (updated_by IS NULL)),
        ADD CONSTRAINT child_incident_signed_whole CHECK (
          (signed_at IS NULL) = (signed_by IS NULL) AND (signed_at IS NULL) = (signed_name IS NULL)
          AND (signed_at IS NULL) = (signature_png IS NULL) AND (signed_at IS NULL) = (signed_ip IS NULL)),
        ADD CONSTRAINT child_incident_signed_closes CHECK (signed_at IS NULL OR closed_at IS NOT NULL),
        ADD CONSTRAINT child_incident_id_daycare_unique UNIQUE (id, daycare_id)`);
    await queryRunner.query(`CREATE INDEX child_incident_daycare_open ON child_incident (daycare_id, occurred_at DESC) WHERE closed_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE incident_amendment (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        incident_id integer NOT NULL,
        body text NOT NULL CONSTRAINT incident_amendment_body_length CHECK (btrim(body) <> '' AND char_length(body) <= 2000),
        added_by integer NOT NULL REFERENCES "user" (id),
        added_at timestamptz NOT NULL,
        CONSTRAINT incident_amendment_incident_fk FOREIGN KEY (incident_id, daycare_id) REFERENCES child_incident (id, daycare_id) ON DELETE CASCADE ON UPDATE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX incident_amendment_incident ON incident_amendment (incident_id, added_at)`);
    await queryRunner.query(`ALTER TABLE stored_file DROP CONSTRAINT stored_file_purpose_known, ADD CONSTRAINT stored_file_purpose_known CHECK (purpose IN ('photo', 'incident'))`);
    await queryRunner.query(`
      CREATE TABLE incident_photo (
        incident_id integer NOT NULL,
        daycare_id integer NOT NULL,
        file_id integer NOT NULL REFERENCES stored_file (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL,
        PRIMARY KEY (incident_id, file_id),
        CONSTRAINT incident_photo_incident_fk FOREIGN KEY (incident_id, daycare_id) REFERENCES child_incident (id, daycare_id) ON DELETE CASCADE ON UPDATE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM stored_file WHERE id IN (SELECT file_id FROM incident_photo)`);
    await queryRunner.query(`DROP TABLE incident_photo`);
    await queryRunner.query(`ALTER TABLE stored_file DROP CONSTRAINT stored_file_purpose_known, ADD CONSTRAINT stored_file_purpose_known CHECK (purpose IN ('photo'))`);
    await queryRunner.query(`DROP TABLE incident_amendment`);
    await queryRunner.query(`DROP INDEX child_incident_daycare_open`);
    await queryRunner.query(`
      ALTER TABLE child_incident
        DROP CONSTRAINT child_incident_id_daycare_unique,
        DROP CONSTRAINT child_incident_signed_closes,
        DROP CONSTRAINT child_incident_signed_whole,
        DROP CONSTRAINT child_incident_updated_together,
        DROP CONSTRAINT child_incident_told_together,
        DROP CONSTRAINT child_incident_summary_length,
        DROP COLUMN reminded_at, DROP COLUMN reminders, DROP COLUMN signed_ip, DROP COLUMN signed_at, DROP COLUMN signature_png,
        DROP COLUMN signed_name, DROP COLUMN signed_by, DROP COLUMN told_at, DROP COLUMN told_how, DROP COLUMN told_guardian_id,
        DROP COLUMN updated_by, DROP COLUMN updated_at, DROP COLUMN created_at, DROP COLUMN reported_by, DROP COLUMN injuries,
        DROP COLUMN witnesses, DROP COLUMN first_aid, DROP COLUMN location`);
  }
}
