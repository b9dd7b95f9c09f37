import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A room of a daycare; rooms outside the staff-to-child ratio (a gym) have inRatio false. */
@Entity('room')
export class Room {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'daycare_id', type: 'integer' })
  daycareId: number;

  @Column('text')
  label: string;

  @Column('boolean', { name: 'in_ratio', default: true })
  inRatio: boolean;

  /** How many children the room may hold; null when not set. */
  @Column('integer', { nullable: true })
  capacity: number | null;

  /** The age group whose ratio applies, unless `childrenPerStaff` overrides it. */
  @Column('integer', { name: 'age_group_id', nullable: true })
  ageGroupId: number | null;

  @Column('integer', { name: 'children_per_staff', nullable: true })
  childrenPerStaff: number | null;

  /** HH:MM:SS as PostgreSQL answers a time. */
  @Column('time', { name: 'opens_at', nullable: true })
  opensAt: string | null;

  @Column('time', { name: 'closes_at', nullable: true })
  closesAt: string | null;
}
