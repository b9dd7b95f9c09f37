import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A composite foreign key onto a daycare-scoped row: its table, name, columns, target and delete rule. */
interface DaycareKey {
  table: string;
  name: string;
  columns: string;
  references: string;
  onDelete: string;
}

const key = (table: string, name: string, columns: string, references: string, onDelete = 'CASCADE'): DaycareKey => ({ table, name, columns, references, onDelete });
const childKey = (table: string) => key(table, `${table}_child_fk`, 'child_id, daycare_id', 'child (id, daycare_id)');

/**
 * The keys a family's move to another daycare follows: moving the family row carries its children
 * and contacts, and each child carries its records. Tags (per daycare), home rooms and on-my-way
 * notices (rooms of the old daycare) are cleared by the move itself, not followed.
 */
export const FAMILY_MOVE_KEYS: DaycareKey[] = [
  key('child', 'child_family_fk', 'family_id, daycare_id', 'family (id, daycare_id)'),
  key('contact', 'contact_family_fk', 'family_id, daycare_id', 'family (id, daycare_id)'),
  ...['child_allergy', 'child_medication', 'child_immunisation', 'child_incident', 'child_never_release', 'child_contact', 'child_schedule', 'schedule_request', 'absence', 'reported_attendance'].map(
    childKey,
  ),
  key('child_contact', 'child_contact_contact_fk', 'contact_id, daycare_id', 'contact (id, daycare_id)'),
  key('child_schedule_day', 'child_schedule_day_schedule_fk', 'schedule_id, daycare_id', 'child_schedule (id, daycare_id)'),
  key('schedule_request', 'schedule_request_schedule_fk', 'schedule_id, daycare_id', 'child_schedule (id, daycare_id)', 'SET NULL (schedule_id)'),
];

/**
 * Families move between daycares and are withdrawn. The keys above follow a move (ON UPDATE
 * CASCADE); attendance stays with the daycare and room where it happened, so its key to the child
 * names the child alone. family.archived_on: the day the family was withdrawn.
 */
export class AddFamilyMovesAndArchive1796000500000 implements MigrationInterface {
  name = 'AddFamilyMovesAndArchive1796000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const fk of FAMILY_MOVE_KEYS) await this.replaceKey(queryRunner, fk, ' ON UPDATE CASCADE');
    await queryRunner.query(`ALTER TABLE attendance DROP CONSTRAINT attendance_child_fk,
      ADD CONSTRAINT attendance_child_fk FOREIGN KEY (child_id) REFERENCES child (id) ON DELETE CASCADE`);
    await queryRunner.query(`ALTER TABLE family ADD COLUMN archived_on date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE family DROP COLUMN archived_on`);
    // A moved child's attendance in its former daycare cannot keep the composite key: it goes.
    await queryRunner.query(`DELETE FROM attendance a USING child c WHERE c.id = a.child_id AND c.daycare_id <> a.daycare_id`);
    await queryRunner.query(`ALTER TABLE attendance DROP CONSTRAINT attendance_child_fk,
      ADD CONSTRAINT attendance_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE`);
    for (const fk of FAMILY_MOVE_KEYS) await this.replaceKey(queryRunner, fk, '');
  }

  private async replaceKey(queryRunner: QueryRunner, fk: DaycareKey, onUpdate: string): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name},
      ADD CONSTRAINT ${fk.name} FOREIGN KEY (${fk.columns}) REFERENCES ${fk.references} ON DELETE ${fk.onDelete}${onUpdate}`);
  }
}
