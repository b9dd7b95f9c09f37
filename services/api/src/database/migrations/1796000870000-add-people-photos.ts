import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guardians, staff (both rows of "user") and contacts carry a current photo as children do. Deleting
 * the photo's row leaves the person without one.
 */
export class AddPeoplePhotos1796000870000 implements MigrationInterface {
  name = 'AddPeoplePhotos1796000870000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ADD COLUMN photo_file_id integer REFERENCES stored_file (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX user_photo_file_id ON "user" (photo_file_id)`);
    await queryRunner.query(`ALTER TABLE contact ADD COLUMN photo_file_id integer REFERENCES stored_file (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX contact_photo_file_id ON contact (photo_file_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contact DROP COLUMN photo_file_id`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN photo_file_id`);
  }
}
