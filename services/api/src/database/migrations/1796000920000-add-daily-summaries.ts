import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The end-of-day e-mail of each daycare's day: one row per daycare and day once the summaries are
 * sent, so however many gateways run the job, each family gets one e-mail a day.
 */
export class AddDailySummaries1796000920000 implements MigrationInterface {
  name = 'AddDailySummaries1796000920000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE daily_summary_run (
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        day date NOT NULL,
        started_at timestamptz NOT NULL,
        emails integer,
        PRIMARY KEY (daycare_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE daily_summary_run`);
  }
}
