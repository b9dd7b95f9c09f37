import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * On-my-way notices: a guardian tells a child's room when they expect to arrive. The room is the
 * child's at sending time (signed in there, else the home room); staff of that room, its tablet and
 * the directors read them; read_at and read_by say who saw it.
 */
export class AddOnMyWay1795700000000 implements MigrationInterface {
  name = 'AddOnMyWay1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE on_my_way (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        room_id integer NOT NULL,
        child_id integer NOT NULL,
        guardian_user_id integer NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        arriving_at timestamptz NOT NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        read_by integer REFERENCES "user" (id) ON DELETE SET NULL,
        CONSTRAINT on_my_way_note_short CHECK (note IS NULL OR (btrim(note) <> '' AND char_length(note) <= 200)),
        CONSTRAINT on_my_way_arrives_after_sent CHECK (arriving_at >= created_at AND arriving_at <= created_at + interval '240 minutes'),
        CONSTRAINT on_my_way_read_by_only_when_read CHECK (read_at IS NOT NULL OR read_by IS NULL),
        CONSTRAINT on_my_way_read_after_sent CHECK (read_at IS NULL OR read_at >= created_at),
        CONSTRAINT on_my_way_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT on_my_way_room_fk FOREIGN KEY (room_id, daycare_id) REFERENCES room (id, daycare_id) ON DELETE CASCADE
      )`);
    // The day's list of a daycare (directors), of a room (staff, tablets, unread counts) and of a guardian.
    await queryRunner.query(`CREATE INDEX on_my_way_daycare_created ON on_my_way (daycare_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX on_my_way_room_created ON on_my_way (room_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX on_my_way_guardian_created ON on_my_way (guardian_user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX on_my_way_child_id ON on_my_way (child_id)`);
    await queryRunner.query(`CREATE INDEX on_my_way_read_by ON on_my_way (read_by)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE on_my_way`);
  }
}
