import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's language, saved with their profile: the apps speak it once the user signs in, and
 * e-mails to them are written in it. Only the languages the product speaks (LANGUAGES of
 * @daycare/shared); existing users read English, as before.
 */
export class AddUserLanguage1795900004300 implements MigrationInterface {
  name = 'AddUserLanguage1795900004300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user" ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT user_language_known CHECK (language IN ('en', 'pt-BR'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN language`);
  }
}
