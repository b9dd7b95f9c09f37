import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ROLE_CODES } from '@daycare/shared';

const ROLE_CODE_LIST = ROLE_CODES.map((code) => `'${code}'`).join(', ');

/**
 * Staff records: employment dates on the staff member's membership, their certifications (one row
 * per kind), and the e-mail invitations a director sends to a new staff member, whose one-time link
 * is kept only as a hash.
 */
export class AddStaffRecords1796000200000 implements MigrationInterface {
  name = 'AddStaffRecords1796000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_daycare
        ADD COLUMN started_on date,
        ADD COLUMN ended_on date,
        ADD CONSTRAINT user_daycare_ended_after_started CHECK (ended_on >= started_on)`);
    await queryRunner.query(`
      CREATE TABLE staff_certification (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        staff_id integer NOT NULL,
        kind text NOT NULL CONSTRAINT staff_certification_kind_known CHECK (kind IN ('first-aid', 'cpr', 'background-check')),
        issued_on date,
        expires_on date,
        CONSTRAINT staff_certification_dated CHECK (issued_on IS NOT NULL OR expires_on IS NOT NULL),
        CONSTRAINT staff_certification_expires_after_issued CHECK (expires_on > issued_on),
        CONSTRAINT staff_certification_one_per_kind UNIQUE (staff_id, daycare_id, kind),
        CONSTRAINT staff_certification_membership_fk FOREIGN KEY (staff_id, daycare_id) REFERENCES user_daycare (user_id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX staff_certification_daycare_id ON staff_certification (daycare_id)`);
    await queryRunner.query(`
      CREATE TABLE staff_invitation (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        email text NOT NULL CONSTRAINT staff_invitation_email_lower_case CHECK (email = lower(email) AND char_length(email) <= 254),
        first_name text NOT NULL CHECK (btrim(first_name) <> '' AND char_length(first_name) <= 60),
        last_name text NOT NULL CHECK (btrim(last_name) <> '' AND char_length(last_name) <= 60),
        room_id integer,
        roles text[] NOT NULL DEFAULT '{}' CONSTRAINT staff_invitation_roles_known CHECK (roles <@ ARRAY[${ROLE_CODE_LIST}]::text[]),
        language text NOT NULL CONSTRAINT staff_invitation_language_known CHECK (language IN ('en', 'pt-BR')),
        token_hash text NOT NULL CONSTRAINT staff_invitation_token_unique UNIQUE,
        invited_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        invited_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_user_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        revoked_at timestamptz,
        CONSTRAINT staff_invitation_expires_after_invited CHECK (expires_at > invited_at),
        CONSTRAINT staff_invitation_accepted_or_revoked CHECK (accepted_at IS NULL OR revoked_at IS NULL),
        CONSTRAINT staff_invitation_room_fk FOREIGN KEY (room_id, daycare_id) REFERENCES room (id, daycare_id) ON DELETE SET NULL (room_id)
      )`);
    await queryRunner.query(`CREATE INDEX staff_invitation_daycare_id ON staff_invitation (daycare_id, invited_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE staff_invitation`);
    await queryRunner.query(`DROP TABLE staff_certification`);
    await queryRunner.query(`ALTER TABLE user_daycare DROP CONSTRAINT user_daycare_ended_after_started, DROP COLUMN ended_on, DROP COLUMN started_on`);
  }
}
