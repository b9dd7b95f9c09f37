import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sunscreen and insect repellent: a guardian's permission for each product (one in force per child
 * and product; withdrawing it keeps the record) and each application by the daycare under it.
 */
export class AddSunProtection1796001500000 implements MigrationInterface {
  name = 'AddSunProtection1796001500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sun_protection_consent (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        product text NOT NULL CONSTRAINT sun_protection_consent_product_known CHECK (product IN ('sunscreen', 'repellent')),
        product_name text CHECK (product_name IS NULL OR length(product_name) <= 120),
        notes text CHECK (notes IS NULL OR length(notes) <= 500),
        granted_by integer NOT NULL REFERENCES "user" (id),
        granted_at timestamptz NOT NULL,
        withdrawn_by integer REFERENCES "user" (id),
        withdrawn_at timestamptz,
        CONSTRAINT sun_protection_consent_withdrawn_after_granted CHECK (withdrawn_at IS NULL OR withdrawn_at >= granted_at),
        CONSTRAINT sun_protection_consent_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX sun_protection_consent_in_force ON sun_protection_consent (child_id, product) WHERE withdrawn_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE sun_protection_application (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        consent_id integer NOT NULL REFERENCES sun_protection_consent (id) ON DELETE CASCADE,
        product text NOT NULL CONSTRAINT sun_protection_application_product_known CHECK (product IN ('sunscreen', 'repellent')),
        applied_at timestamptz NOT NULL,
        applied_by integer NOT NULL REFERENCES "user" (id),
        CONSTRAINT sun_protection_application_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX sun_protection_application_child_day ON sun_protection_application (child_id, applied_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sun_protection_application`);
    await queryRunner.query(`DROP TABLE sun_protection_consent`);
  }
}
