import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The entries of a child's day, recorded by the room's staff: meals and bottles, naps, diapers and
 * toileting, and notes. Each kind keeps its own fields, and the checks refuse an entry whose fields
 * belong to another kind. A director may hold an entry back from the family.
 */
export class AddDailyEntries1796000900000 implements MigrationInterface {
  name = 'AddDailyEntries1796000900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE daily_entry (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        kind text NOT NULL CONSTRAINT daily_entry_kind_known CHECK (kind IN ('meal', 'nap', 'movement', 'note')),
        at timestamptz NOT NULL,
        until timestamptz,
        meal text CONSTRAINT daily_entry_meal_known CHECK (meal IN ('breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'bottle')),
        portion text CONSTRAINT daily_entry_portion_known CHECK (portion IN ('all', 'most', 'some', 'none')),
        bottle_ml integer CONSTRAINT daily_entry_bottle_range CHECK (bottle_ml BETWEEN 1 AND 1000),
        movement text CONSTRAINT daily_entry_movement_known CHECK (movement IN ('diaper', 'toilet')),
        result text CONSTRAINT daily_entry_result_known CHECK (result IN ('wet', 'soiled', 'wet_soiled', 'dry')),
        mood text CONSTRAINT daily_entry_mood_known CHECK (mood IN ('happy', 'calm', 'tired', 'fussy', 'sad')),
        note text CONSTRAINT daily_entry_note_length CHECK (btrim(note) <> '' AND char_length(note) <= 1000),
        held boolean NOT NULL DEFAULT false,
        recorded_by integer NOT NULL REFERENCES "user" (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz,
        updated_by integer REFERENCES "user" (id),
        CONSTRAINT daily_entry_updated_together CHECK ((updated_at IS NULL) = (updated_by IS NULL)),
        CONSTRAINT daily_entry_until_after_at CHECK (until IS NULL OR until > at),
        CONSTRAINT daily_entry_meal_fields CHECK (
          (kind = 'meal') = (meal IS NOT NULL)
          AND (portion IS NULL OR (kind = 'meal' AND meal <> 'bottle'))
          AND (bottle_ml IS NULL OR meal = 'bottle')),
        CONSTRAINT daily_entry_nap_fields CHECK (until IS NULL OR kind = 'nap'),
        CONSTRAINT daily_entry_movement_fields CHECK ((kind = 'movement') = (movement IS NOT NULL) AND (kind = 'movement') = (result IS NOT NULL)),
        CONSTRAINT daily_entry_note_fields CHECK (kind <> 'note' OR note IS NOT NULL),
        CONSTRAINT daily_entry_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE ON UPDATE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX daily_entry_child_at ON daily_entry (child_id, at DESC)`);
    await queryRunner.query(`CREATE INDEX daily_entry_daycare_at ON daily_entry (daycare_id, at DESC)`);
    // At most one nap in progress per child: a second "asleep" must end the first.
    await queryRunner.query(`CREATE UNIQUE INDEX daily_entry_one_nap_in_progress ON daily_entry (child_id) WHERE kind = 'nap' AND until IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE daily_entry`);
  }
}
