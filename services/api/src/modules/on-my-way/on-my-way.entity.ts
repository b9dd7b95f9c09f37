import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A guardian's "I'm on my way" for a child: which room hears it, when they expect to arrive, and who read it. */
@Entity('on_my_way')
export class OnMyWay {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  /** The child's room when it was sent: signed in there, else the home room. */
  @Column('integer', { name: 'room_id' })
  roomId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  @Column('integer', { name: 'guardian_user_id' })
  guardianUserId: number;

  /** When the guardian expects to arrive. */
  @Column('timestamptz', { name: 'arriving_at' })
  arrivingAt: Date;

  @Column('text', { nullable: true })
  note: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'read_at', nullable: true })
  readAt: Date | null;

  @Column('integer', { name: 'read_by', nullable: true })
  readBy: number | null;
}
