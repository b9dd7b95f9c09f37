import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in is slowed down, never locked: counters per account and address together, per account and
 * per address; nothing is locked until a time any more.
 */
export class LoginThrottleWithoutLock1795900004200 implements MigrationInterface {
  name = 'LoginThrottleWithoutLock1795900004200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE login_throttle DROP COLUMN locked_until`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE login_throttle ADD COLUMN locked_until timestamptz`);
  }
}
