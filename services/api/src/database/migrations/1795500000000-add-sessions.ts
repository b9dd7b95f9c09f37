import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The role codes of section 6 as they stood when this migration was written (a migration never changes). */
const ROLE_CODES = [
  'MESSAGES', 'REGISTRATIONS', 'ATTENDANCE_STAFF', 'ATTENDANCE_CHILD', 'INCIDENTS', 'MEDICATIONS',
  'PERMISSIONS', 'TRANSPORTATION', 'CONSENTS_CHILD', 'CONSENTS_STAFF', 'DOCUMENTS_STAFF', 'INVOICING',
  'PAYMENTS', 'EMAILS', 'CUSTOM_LISTS', 'ROOM_DAILY_CHECKLIST', 'CHILD_DAILY_REPORT', 'SURVEYS',
  'FOOD_MENU', 'TABLETS', 'BUSINESS_MANAGER', 'INTERNAL_STAFF', 'DIRECTOR', 'DAYCARE_SETTING',
  'USER_ROLES', 'IMPERSONATION',
];
const ROLE_CODE_LIST = ROLE_CODES.map((code) => `'${code}'`).join(', ');

/**
 * Identity and sessions: registration fields of the user, families and children, home rooms and
 * roles per daycare, sessions (refresh-token families) with their tokens, sign-in throttling, the audit log.
 */
export class AddSessions1795500000000 implements MigrationInterface {
  name = 'AddSessions1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "user"
        ADD COLUMN register_progress smallint NOT NULL DEFAULT 0
          CONSTRAINT user_register_progress_range CHECK (register_progress BETWEEN 0 AND 7),
        ADD COLUMN registration_complete boolean NOT NULL DEFAULT false,
        ADD COLUMN profile_complete boolean NOT NULL DEFAULT false,
        ADD COLUMN early_access boolean NOT NULL DEFAULT false,
        ADD COLUMN phone text,
        ADD COLUMN address text,
        ADD COLUMN city text,
        ADD COLUMN province text,
        ADD COLUMN postal_code text,
        ADD COLUMN referral_code text NOT NULL DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 10))
          CONSTRAINT user_referral_code_unique UNIQUE,
        ADD COLUMN referred_by_id integer REFERENCES "user" (id) ON DELETE SET NULL
          CONSTRAINT user_not_referred_by_self CHECK (referred_by_id <> id)`);
    await queryRunner.query(`
      CREATE TABLE family (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT family_id_daycare_unique UNIQUE (id, daycare_id)
      )`);
    await queryRunner.query(`CREATE INDEX family_daycare_id ON family (daycare_id)`);
    // A child belongs to its family's daycare: the composite key makes any other daycare impossible.
    await queryRunner.query(`
      CREATE TABLE child (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        family_id integer NOT NULL,
        first_name text NOT NULL CHECK (btrim(first_name) <> ''),
        last_name text NOT NULL CHECK (btrim(last_name) <> ''),
        birth_date date NOT NULL,
        CONSTRAINT child_family_fk FOREIGN KEY (family_id, daycare_id) REFERENCES family (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_family_id ON child (family_id)`);
    await queryRunner.query(`CREATE INDEX child_daycare_id ON child (daycare_id)`);
    await queryRunner.query(`ALTER TABLE "user" ADD COLUMN family_id integer REFERENCES family (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX user_family_id ON "user" (family_id)`);
    // The home room of a staff member or tablet in a daycare: a room of that same daycare.
    await queryRunner.query(`ALTER TABLE room ADD CONSTRAINT room_id_daycare_unique UNIQUE (id, daycare_id)`);
    await queryRunner.query(`
      ALTER TABLE user_daycare ADD COLUMN room_id integer,
        ADD CONSTRAINT user_daycare_room_fk FOREIGN KEY (room_id, daycare_id) REFERENCES room (id, daycare_id) ON DELETE SET NULL (room_id)`);
    // Roles are held in a daycare the user belongs to; leaving the daycare drops them.
    await queryRunner.query(`
      CREATE TABLE user_role (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        daycare_id integer NOT NULL,
        code text NOT NULL CONSTRAINT user_role_code_known CHECK (code IN (${ROLE_CODE_LIST})),
        CONSTRAINT user_role_unique UNIQUE (user_id, daycare_id, code),
        CONSTRAINT user_role_membership_fk FOREIGN KEY (user_id, daycare_id) REFERENCES user_daycare (user_id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX user_role_daycare_id ON user_role (daycare_id)`);
    await this.createSessionTables(queryRunner);
    await queryRunner.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures integer NOT NULL CHECK (failures >= 0),
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer REFERENCES daycare (id) ON DELETE CASCADE,
        actor_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        impersonator_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        action text NOT NULL CHECK (btrim(action) <> ''),
        target text,
        detail jsonb,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_daycare_newest ON audit_log (daycare_id, created_at DESC, id DESC)`);
  }

  /** A session is a refresh-token family; an impersonation session hangs off the impersonator's own. */
  private async createSessionTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        daycare_id integer REFERENCES daycare (id) ON DELETE CASCADE,
        impersonator_id integer REFERENCES "user" (id) ON DELETE CASCADE,
        impersonator_session_id uuid REFERENCES session (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        absolute_expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text,
        CONSTRAINT session_expires_after_creation CHECK (absolute_expires_at > created_at),
        CONSTRAINT session_revocation_has_reason CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL)),
        CONSTRAINT session_impersonation_complete CHECK ((impersonator_id IS NULL) = (impersonator_session_id IS NULL)),
        CONSTRAINT session_not_self_impersonation CHECK (impersonator_id <> user_id)
      )`);
    await queryRunner.query(`CREATE INDEX session_user_id ON session (user_id)`);
    await queryRunner.query(`CREATE INDEX session_impersonator_id ON session (impersonator_id)`);
    await queryRunner.query(`CREATE INDEX session_impersonator_session_id ON session (impersonator_session_id)`);
    await queryRunner.query(`
      CREATE TABLE refresh_token (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES session (id) ON DELETE CASCADE,
        token_hash text NOT NULL CONSTRAINT refresh_token_hash_unique UNIQUE,
        issued_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX refresh_token_session_id ON refresh_token (session_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`DROP TABLE login_throttle`);
    await queryRunner.query(`DROP TABLE refresh_token`);
    await queryRunner.query(`DROP TABLE session`);
    await queryRunner.query(`DROP TABLE user_role`);
    await queryRunner.query(`ALTER TABLE user_daycare DROP COLUMN room_id`);
    await queryRunner.query(`ALTER TABLE room DROP CONSTRAINT room_id_daycare_unique`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN family_id`);
    await queryRunner.query(`DROP TABLE child`);
    await queryRunner.query(`DROP TABLE family`);
    await queryRunner.query(`
      ALTER TABLE "user"
        DROP COLUMN referred_by_id,
        DROP COLUMN referral_code,
        DROP COLUMN postal_code,
        DROP COLUMN province,
        DROP COLUMN city,
        DROP COLUMN address,
        DROP COLUMN phone,
        DROP COLUMN early_access,
        DROP COLUMN profile_complete,
        DROP COLUMN registration_complete,
        DROP COLUMN register_progress`);
  }
}
