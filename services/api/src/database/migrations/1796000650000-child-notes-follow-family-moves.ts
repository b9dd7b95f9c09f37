import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A child's notes follow the child when its family moves to another daycare, as its other records do (1796000500000). */
export class ChildNotesFollowFamilyMoves1796000650000 implements MigrationInterface {
  name = 'ChildNotesFollowFamilyMoves1796000650000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replaceKey(queryRunner, ' ON UPDATE CASCADE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.replaceKey(queryRunner, '');
  }

  private async replaceKey(queryRunner: QueryRunner, onUpdate: string): Promise<void> {
    await queryRunner.query(`ALTER TABLE child_note DROP CONSTRAINT child_note_child_fk,
      ADD CONSTRAINT child_note_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE${onUpdate}`);
  }
}
