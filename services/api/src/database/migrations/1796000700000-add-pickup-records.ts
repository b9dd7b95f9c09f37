import type { MigrationInterface, QueryRunner } from 'typeorm';

const PICKUP_COLUMNS = ['picked_up_by_kind', 'picked_up_by_id', 'picked_up_by_name', 'pickup_reason', 'pickup_allowed_by'];

/**
 * Who picked a child up, on the stay the sign-out ended: a guardian or contact of the pick-up list
 * (their id, and their name as it was then), or someone not on it, named, with the reason and the
 * staff member who allowed it. The id has no foreign key: the record outlives a removed contact.
 */
export class AddPickupRecords1796000700000 implements MigrationInterface {
  name = 'AddPickupRecords1796000700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE attendance
        ADD COLUMN picked_up_by_kind text CONSTRAINT attendance_pickup_kind_known CHECK (picked_up_by_kind IN ('guardian', 'contact', 'other')),
        ADD COLUMN picked_up_by_id integer,
        ADD COLUMN picked_up_by_name text CONSTRAINT attendance_pickup_name_length CHECK (char_length(picked_up_by_name) BETWEEN 1 AND 200),
        ADD COLUMN pickup_reason text CONSTRAINT attendance_pickup_reason_length CHECK (char_length(pickup_reason) BETWEEN 1 AND 500),
        ADD COLUMN pickup_allowed_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        ADD CONSTRAINT attendance_pickup_complete CHECK (
          (picked_up_by_kind IS NULL AND picked_up_by_id IS NULL AND picked_up_by_name IS NULL AND pickup_reason IS NULL AND pickup_allowed_by IS NULL) OR
          (picked_up_by_kind IN ('guardian', 'contact') AND picked_up_by_id IS NOT NULL AND picked_up_by_name IS NOT NULL AND pickup_reason IS NULL) OR
          (picked_up_by_kind = 'other' AND picked_up_by_id IS NULL AND picked_up_by_name IS NOT NULL AND pickup_reason IS NOT NULL)),
        ADD CONSTRAINT attendance_pickup_of_ended_child_stay CHECK (picked_up_by_kind IS NULL OR (person_kind = 'child' AND ended_at IS NOT NULL))`);
    await queryRunner.query(`CREATE INDEX attendance_pickup_allowed_by ON attendance (pickup_allowed_by) WHERE pickup_allowed_by IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX attendance_pickup_allowed_by`);
    await queryRunner.query(
      `ALTER TABLE attendance DROP CONSTRAINT attendance_pickup_of_ended_child_stay, DROP CONSTRAINT attendance_pickup_complete, ${PICKUP_COLUMNS.map((column) => `DROP COLUMN ${column}`).join(', ')}`,
    );
  }
}
