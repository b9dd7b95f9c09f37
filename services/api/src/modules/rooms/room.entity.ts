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
}
