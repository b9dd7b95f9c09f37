import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong tablet PINs: a lock per person and device that grows with each lock-out, and the day's
 * failures per person (a cap over all devices, and what a director sees). They leave login_throttle.
 */
export class AddPinThrottle1795900004100 implements MigrationInterface {
  name = 'AddPinThrottle1795900004100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pin_throttle (
        person_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        device_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        failures integer NOT NULL CHECK (failures >= 0),
        lockouts integer NOT NULL DEFAULT 0 CHECK (lockouts >= 0),
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz,
        PRIMARY KEY (person_id, device_id)
      )`);
    await queryRunner.query(`CREATE INDEX pin_throttle_daycare_id ON pin_throttle (daycare_id)`);
    await queryRunner.query(`
      CREATE TABLE pin_failure (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        person_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        failed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX pin_failure_person_id ON pin_failure (person_id, failed_at)`);
    await queryRunner.query(`CREATE INDEX pin_failure_daycare_id ON pin_failure (daycare_id, failed_at)`);
    await queryRunner.query(`DELETE FROM login_throttle WHERE key LIKE 'pin:%'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pin_failure`);
    await queryRunner.query(`DROP TABLE pin_throttle`);
  }
}
