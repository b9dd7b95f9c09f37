import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token of a session, stored as its SHA-256; `usedAt` is set when it is rotated, and
 * `successorSeal` then holds the next token encrypted with a key only this token's holder can derive.
 */
@Entity('refresh_token')
export class RefreshToken {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column('uuid', { name: 'session_id' })
  sessionId: string;

  @Column('text', { name: 'token_hash', unique: true })
  tokenHash: string;

  @Column('timestamptz', { name: 'issued_at' })
  issuedAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @Column('bytea', { name: 'successor_seal', nullable: true })
  successorSeal: Buffer | null;
}
