import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rotated refresh token keeps its successor for a few seconds, so a racing refresh with the same
 * token gets the same answer. Encrypted with a key derived from the rotated token, never stored in clear.
 */
export class AddRefreshTokenSuccessor1795900004000 implements MigrationInterface {
  name = 'AddRefreshTokenSuccessor1795900004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE refresh_token ADD COLUMN successor_seal bytea,
        ADD CONSTRAINT refresh_token_successor_after_use CHECK (successor_seal IS NULL OR used_at IS NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE refresh_token DROP COLUMN successor_seal`);
  }
}
