import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Why a session ended; kept for the people reading the database after an incident. */
export type SessionEndReason =
  | 'logout'
  | 'logout-everywhere'
  | 'ended-by-admin'
  | 'refresh-token-reuse'
  | 'impersonation-ended'
  | 'center-changed'
  | 'password-reset';

/**
 * One sign-in: the family of refresh tokens issued from it. An impersonation session belongs to
 * the impersonated user and points at the impersonator and the impersonator's own session.
 */
@Entity('session')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('integer', { name: 'daycare_id', nullable: true })
  daycareId: number | null;

  @Column('integer', { name: 'impersonator_id', nullable: true })
  impersonatorId: number | null;

  @Column('uuid', { name: 'impersonator_session_id', nullable: true })
  impersonatorSessionId: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  /** No refresh extends a session past this instant. */
  @Column('timestamptz', { name: 'absolute_expires_at' })
  absoluteExpiresAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('text', { name: 'revoked_reason', nullable: true })
  revokedReason: SessionEndReason | null;
}
