import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A guardian asking to join a daycare; pending until an admin of that daycare grants it. */
@Entity('access_request')
export class AccessRequest {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'granted_at', nullable: true })
  grantedAt: Date | null;

  @Column('integer', { name: 'granted_by_id', nullable: true })
  grantedById: number | null;
}
