import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored files: one row per uploaded file with the storage key, size and dimensions of each variant
 * (a photo's thumbnail and display size), and the child's current photo. Deleting the photo's row
 * leaves the child without one.
 */
export class AddStoredFiles1796000300000 implements MigrationInterface {
  name = 'AddStoredFiles1796000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stored_file (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        owner_kind text NOT NULL CONSTRAINT stored_file_owner_kind_known CHECK (owner_kind IN ('child', 'guardian', 'contact', 'staff')),
        owner_id integer NOT NULL,
        purpose text NOT NULL CONSTRAINT stored_file_purpose_known CHECK (purpose IN ('photo')),
        content_type text NOT NULL CHECK (content_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
        variants jsonb NOT NULL CONSTRAINT stored_file_variants_object CHECK (jsonb_typeof(variants) = 'object' AND variants <> '{}'),
        original_bytes integer NOT NULL CHECK (original_bytes >= 0),
        created_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX stored_file_owner ON stored_file (daycare_id, owner_kind, owner_id)`);
    await queryRunner.query(`ALTER TABLE child ADD COLUMN photo_file_id integer REFERENCES stored_file (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX child_photo_file_id ON child (photo_file_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE child DROP COLUMN photo_file_id`);
    await queryRunner.query(`DROP TABLE stored_file`);
  }
}
