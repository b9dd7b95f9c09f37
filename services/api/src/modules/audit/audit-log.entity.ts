import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One audited event: who (and, while impersonating, the real person), what, in which daycare, from where. */
@Entity('audit_log')
export class AuditLog {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column('integer', { name: 'daycare_id', nullable: true })
  daycareId: number | null;

  @Column('integer', { name: 'actor_id', nullable: true })
  actorId: number | null;

  @Column('integer', { name: 'impersonator_id', nullable: true })
  impersonatorId: number | null;

  @Column('text')
  action: string;

  @Column('text', { nullable: true })
  target: string | null;

  @Column('jsonb', { nullable: true })
  detail: object | null;

  @Column('text', { nullable: true })
  ip: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
