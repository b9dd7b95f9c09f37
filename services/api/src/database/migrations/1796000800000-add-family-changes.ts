import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The parts of a record a guardian changes, as the family-change list names them (the list's DTO spells them too). */
const FAMILY_CHANGE_PARTS = ['name', 'personal', 'address', 'school', 'medical', 'employment', 'phones', 'general', 'contacts', 'pickup'];

/**
 * What a family changed itself: a guardian's edit of a child, a guardian or a contact, kept for the
 * directors to read and mark seen. The child key follows a family's move (ON UPDATE CASCADE) as the
 * child's other records do; the subject id has no key, so the row outlives a removed contact.
 */
export class AddFamilyChanges1796000800000 implements MigrationInterface {
  name = 'AddFamilyChanges1796000800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE family_change (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        family_id integer NOT NULL,
        child_id integer,
        guardian_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        subject_kind text NOT NULL CONSTRAINT family_change_subject_known CHECK (subject_kind IN ('child', 'guardian', 'contact')),
        subject_id integer NOT NULL,
        subject_label text NOT NULL CONSTRAINT family_change_subject_label_length CHECK (char_length(subject_label) BETWEEN 1 AND 300),
        part text NOT NULL CONSTRAINT family_change_part_known CHECK (part IN (${FAMILY_CHANGE_PARTS.map((part) => `'${part}'`).join(', ')})),
        changes jsonb NOT NULL,
        important boolean NOT NULL,
        created_at timestamptz NOT NULL,
        seen_at timestamptz,
        seen_by_id integer REFERENCES "user" (id) ON DELETE SET NULL,
        CONSTRAINT family_change_seen_by_when_seen CHECK (seen_by_id IS NULL OR seen_at IS NOT NULL),
        CONSTRAINT family_change_family_fk FOREIGN KEY (family_id, daycare_id) REFERENCES family (id, daycare_id) ON DELETE CASCADE ON UPDATE CASCADE,
        CONSTRAINT family_change_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE ON UPDATE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX family_change_daycare_created ON family_change (daycare_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX family_change_unseen ON family_change (daycare_id) WHERE seen_at IS NULL`);
    await queryRunner.query(`CREATE INDEX family_change_family ON family_change (family_id)`);
    await queryRunner.query(`CREATE INDEX family_change_child ON family_change (child_id) WHERE child_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX family_change_guardian ON family_change (guardian_id) WHERE guardian_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX family_change_seen_by ON family_change (seen_by_id) WHERE seen_by_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE family_change`);
  }
}
