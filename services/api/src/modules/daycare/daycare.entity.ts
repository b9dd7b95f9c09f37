import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A daycare centre: the tenant every daycare-owned row belongs to. */
@Entity('daycare')
export class Daycare {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text')
  label: string;

  /** IANA zone: attendance days and weeks are the daycare's local ones. */
  @Column('text', { name: 'time_zone', default: 'America/Toronto' })
  timeZone: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
