import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: one-time codes (e-mail confirmation, password reset), the e-mail outbox, and
 * guardians' requests to join another daycare.
 */
export class AddAccounts1795500001000 implements MigrationInterface {
  name = 'AddAccounts1795500001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE one_time_code (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        purpose text NOT NULL CONSTRAINT one_time_code_purpose_known CHECK (purpose IN ('confirm-email', 'reset-password')),
        code_hash text NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0
          CONSTRAINT one_time_code_attempts_range CHECK (failed_attempts BETWEEN 0 AND 5),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT one_time_code_expires_after_creation CHECK (expires_at > created_at)
      )`);
    // A new code replaces the previous one: at most one code per user and purpose is still open.
    await queryRunner.query(
      `CREATE UNIQUE INDEX one_time_code_one_open_per_purpose ON one_time_code (user_id, purpose) WHERE used_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX one_time_code_user_purpose_created ON one_time_code (user_id, purpose, created_at)`);
    await queryRunner.query(`
      CREATE TABLE email_outbox (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        to_address text NOT NULL CHECK (btrim(to_address) <> ''),
        subject text NOT NULL CHECK (btrim(subject) <> ''),
        text_body text NOT NULL,
        html_body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text,
        CONSTRAINT email_outbox_sent_or_failed CHECK (sent_at IS NULL OR error IS NULL)
      )`);
    await queryRunner.query(`CREATE INDEX email_outbox_newest ON email_outbox (created_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE access_request (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        granted_at timestamptz,
        granted_by_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        CONSTRAINT access_request_granter_only_when_granted CHECK (granted_by_id IS NULL OR granted_at IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX access_request_one_pending ON access_request (user_id, daycare_id) WHERE granted_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX access_request_pending_by_daycare ON access_request (daycare_id) WHERE granted_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE access_request`);
    await queryRunner.query(`DROP TABLE email_outbox`);
    await queryRunner.query(`DROP TABLE one_time_code`);
  }
}
