import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One refresh token of a session, stored as its SHA-256; `usedAt` is set when it is rotated. */
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
}
