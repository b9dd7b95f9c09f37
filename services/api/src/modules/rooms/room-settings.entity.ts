import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An age band of a daycare with its staff-to-child ratio (one staff member per `childrenPerStaff` children). */
@Entity('age_group')
export class AgeGroup {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('text')
  label: string;

  @Column('integer', { name: 'min_months' })
  minMonths: number;

  @Column('integer', { name: 'max_months', nullable: true })
  maxMonths: number | null;

  @Column('integer', { name: 'children_per_staff' })
  childrenPerStaff: number;
}

/** A registration stream (a programme) and, through room_stream_room, the rooms it uses. */
@Entity('room_stream')
export class RoomStream {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('text')
  label: string;

  @Column('boolean', { default: true })
  active: boolean;
}

@Entity('room_stream_room')
export class RoomStreamRoom {
  @PrimaryColumn('integer', { name: 'stream_id' })
  streamId: number;

  @PrimaryColumn('integer', { name: 'room_id' })
  roomId: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;
}

/** One line of a room's supply list (what families bring), in `position` order. */
@Entity('room_supply_item')
export class RoomSupplyItem {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'room_id' })
  roomId: number;

  @Column('integer')
  position: number;

  @Column('text')
  label: string;

  @Column('text', { nullable: true })
  note: string | null;
}
