import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OneTimeCodePurpose = 'confirm-email' | 'reset-password';

/** A six-digit code mailed to a user; only its keyed hash is stored. */
@Entity('one_time_code')
export class OneTimeCode {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('text')
  purpose: OneTimeCodePurpose;

  @Column('text', { name: 'code_hash' })
  codeHash: string;

  @Column('smallint', { name: 'failed_attempts', default: 0 })
  failedAttempts: number;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  /** Set when the code was used, or replaced by a newer code of the same purpose. */
  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
