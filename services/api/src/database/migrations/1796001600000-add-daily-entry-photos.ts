import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Photos of a daily report entry (the painting, the lunch), stored as files of the child with their own purpose. */
export class AddDailyEntryPhotos1796001600000 implements MigrationInterface {
  name = 'AddDailyEntryPhotos1796001600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE stored_file DROP CONSTRAINT stored_file_purpose_known, ADD CONSTRAINT stored_file_purpose_known CHECK (purpose IN ('photo', 'incident', 'daily-entry'))`,
    );
    await queryRunner.query(`
      CREATE TABLE daily_entry_photo (
        entry_id integer NOT NULL REFERENCES daily_entry (id) ON DELETE CASCADE,
        daycare_id integer NOT NULL,
        file_id integer NOT NULL REFERENCES stored_file (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL,
        PRIMARY KEY (entry_id, file_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE daily_entry_photo`);
    await queryRunner.query(`DELETE FROM stored_file WHERE purpose = 'daily-entry'`);
    await queryRunner.query(`ALTER TABLE stored_file DROP CONSTRAINT stored_file_purpose_known, ADD CONSTRAINT stored_file_purpose_known CHECK (purpose IN ('photo', 'incident'))`);
  }
}
