import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Safe-sleep checks: while a child naps, staff look every few minutes (position, breathing) and
 * record it. How often is set per age group: every 15 minutes for groups that take children under
 * 18 months (as infant licensing rules require), every 30 for the others. A nap remembers when its
 * overdue alert went out, so the alert is raised once per missed check.
 */
export class AddSleepChecks1796000910000 implements MigrationInterface {
  name = 'AddSleepChecks1796000910000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE age_group ADD COLUMN sleep_check_minutes integer NOT NULL DEFAULT 30
        CONSTRAINT age_group_sleep_check_range CHECK (sleep_check_minutes BETWEEN 5 AND 120)`);
    await queryRunner.query(`UPDATE age_group SET sleep_check_minutes = 15 WHERE min_months < 18`);
    await queryRunner.query(`ALTER TABLE daily_entry ADD COLUMN overdue_alerted_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE sleep_check (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        nap_id integer NOT NULL REFERENCES daily_entry (id) ON DELETE CASCADE,
        checked_at timestamptz NOT NULL,
        position text NOT NULL CONSTRAINT sleep_check_position_known CHECK (position IN ('back', 'side', 'stomach')),
        breathing boolean NOT NULL,
        checked_by integer NOT NULL REFERENCES "user" (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sleep_check_daycare_fk FOREIGN KEY (daycare_id) REFERENCES daycare (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX sleep_check_nap_checked ON sleep_check (nap_id, checked_at DESC)`);
    await queryRunner.query(`CREATE INDEX daily_entry_naps_in_progress ON daily_entry (daycare_id) WHERE kind = 'nap' AND until IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX daily_entry_naps_in_progress`);
    await queryRunner.query(`DROP TABLE sleep_check`);
    await queryRunner.query(`ALTER TABLE daily_entry DROP COLUMN overdue_alerted_at`);
    await queryRunner.query(`ALTER TABLE age_group DROP COLUMN sleep_check_minutes`);
  }
}
