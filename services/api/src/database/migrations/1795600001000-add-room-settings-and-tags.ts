import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rooms with their settings: age groups (with the staff-to-child ratio), a room's capacity, age group
 * and opening hours, registration streams and the rooms they use, supply lists; and child tags.
 */
export class AddRoomSettingsAndTags1795600001000 implements MigrationInterface {
  name = 'AddRoomSettingsAndTags1795600001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An age band with its ratio: one staff member for every `children_per_staff` children.
    await queryRunner.query(`
      CREATE TABLE age_group (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        label text NOT NULL CHECK (btrim(label) <> ''),
        min_months integer NOT NULL CHECK (min_months >= 0),
        max_months integer,
        children_per_staff integer NOT NULL CHECK (children_per_staff BETWEEN 1 AND 50),
        CONSTRAINT age_group_months_order CHECK (max_months IS NULL OR max_months > min_months),
        CONSTRAINT age_group_label_unique UNIQUE (daycare_id, label),
        CONSTRAINT age_group_id_daycare_unique UNIQUE (id, daycare_id)
      )`);
    await queryRunner.query(`
      ALTER TABLE room
        ADD COLUMN capacity integer CONSTRAINT room_capacity_positive CHECK (capacity > 0),
        ADD COLUMN age_group_id integer,
        ADD COLUMN children_per_staff integer CONSTRAINT room_children_per_staff_range CHECK (children_per_staff BETWEEN 1 AND 50),
        ADD COLUMN opens_at time,
        ADD COLUMN closes_at time,
        ADD CONSTRAINT room_hours_order CHECK (opens_at IS NULL OR closes_at IS NULL OR closes_at > opens_at),
        ADD CONSTRAINT room_age_group_fk FOREIGN KEY (age_group_id, daycare_id) REFERENCES age_group (id, daycare_id) ON DELETE SET NULL (age_group_id)`);
    await queryRunner.query(`CREATE INDEX room_age_group_id ON room (age_group_id)`);
    await queryRunner.query(`
      CREATE TABLE room_stream (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        label text NOT NULL CHECK (btrim(label) <> ''),
        active boolean NOT NULL DEFAULT true,
        CONSTRAINT room_stream_label_unique UNIQUE (daycare_id, label),
        CONSTRAINT room_stream_id_daycare_unique UNIQUE (id, daycare_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE room_stream_room (
        stream_id integer NOT NULL,
        room_id integer NOT NULL,
        daycare_id integer NOT NULL,
        PRIMARY KEY (stream_id, room_id),
        CONSTRAINT room_stream_room_stream_fk FOREIGN KEY (stream_id, daycare_id) REFERENCES room_stream (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT room_stream_room_room_fk FOREIGN KEY (room_id, daycare_id) REFERENCES room (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX room_stream_room_room_id ON room_stream_room (room_id)`);
    await queryRunner.query(`
      CREATE TABLE room_supply_item (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        room_id integer NOT NULL,
        position integer NOT NULL CHECK (position >= 0),
        label text NOT NULL CHECK (btrim(label) <> ''),
        note text,
        CONSTRAINT room_supply_item_room_fk FOREIGN KEY (room_id, daycare_id) REFERENCES room (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX room_supply_item_room ON room_supply_item (room_id, position)`);
    await queryRunner.query(`
      CREATE TABLE tag (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        label text NOT NULL CHECK (btrim(label) <> ''),
        color text CONSTRAINT tag_color_hex CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
        CONSTRAINT tag_id_daycare_unique UNIQUE (id, daycare_id)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX tag_label_unique ON tag (daycare_id, lower(label))`);
    await queryRunner.query(`
      CREATE TABLE child_tag (
        child_id integer NOT NULL,
        tag_id integer NOT NULL,
        daycare_id integer NOT NULL,
        PRIMARY KEY (child_id, tag_id),
        CONSTRAINT child_tag_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE,
        CONSTRAINT child_tag_tag_fk FOREIGN KEY (tag_id, daycare_id) REFERENCES tag (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX child_tag_tag_id ON child_tag (tag_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE child_tag`);
    await queryRunner.query(`DROP TABLE tag`);
    await queryRunner.query(`DROP TABLE room_supply_item`);
    await queryRunner.query(`DROP TABLE room_stream_room`);
    await queryRunner.query(`DROP TABLE room_stream`);
    await queryRunner.query(`
      ALTER TABLE room
        DROP CONSTRAINT room_age_group_fk,
        DROP CONSTRAINT room_hours_order,
        DROP COLUMN closes_at,
        DROP COLUMN opens_at,
        DROP COLUMN children_per_staff,
        DROP COLUMN age_group_id,
        DROP COLUMN capacity`);
    await queryRunner.query(`DROP TABLE age_group`);
  }
}
