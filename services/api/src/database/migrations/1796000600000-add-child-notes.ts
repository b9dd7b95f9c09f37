import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notes about a child: written by the daycare's staff, either kept among the staff or shared with
 * the child's family. The author stays on the note; accounts are closed, never deleted.
 */
export class AddChildNotes1796000600000 implements MigrationInterface {
  name = 'AddChildNotes1796000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE child_note (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        author_id integer NOT NULL REFERENCES "user" (id),
        body text NOT NULL CONSTRAINT child_note_body_length CHECK (btrim(body) <> '' AND char_length(body) <= 4000),
        visibility text NOT NULL CONSTRAINT child_note_visibility_known CHECK (visibility IN ('staff', 'family')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz,
        updated_by integer REFERENCES "user" (id),
        CONSTRAINT child_note_updated_together CHECK ((updated_at IS NULL) = (updated_by IS NULL)),
        CONSTRAINT child_note_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_note_child_created ON child_note (child_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE child_note`);
  }
}
