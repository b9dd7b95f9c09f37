import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PersonKind = 'child' | 'staff';

/** One stay of one person in one room; `endedAt` null means the person is in. Never overlaps another of the same person. */
@Entity('attendance')
export class Attendance {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('text', { name: 'person_kind' })
  personKind: PersonKind;

  @Column('integer', { name: 'child_id', nullable: true })
  childId: number | null;

  /** A staff member's user id. */
  @Column('integer', { name: 'staff_id', nullable: true })
  staffId: number | null;

  /** child_id or staff_id, computed by the database (the exclusion constraint's key). */
  @Column({ type: 'integer', name: 'person_id', insert: false, update: false })
  personId: number;

  @Column('integer', { name: 'room_id' })
  roomId: number;

  @Column('timestamptz', { name: 'started_at' })
  startedAt: Date;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt: Date | null;

  /** The user who signed the person in: staff, director, or the guardian who confirmed with a PIN. */
  @Column('integer', { name: 'signed_in_by', nullable: true })
  signedInBy: number | null;

  @Column('integer', { name: 'signed_out_by', nullable: true })
  signedOutBy: number | null;

  /** The client-generated id of the sign-in that opened the interval. */
  @Column('uuid', { name: 'client_id', nullable: true })
  clientId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
