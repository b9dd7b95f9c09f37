import { CreateDateColumn, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The guardians and children of one household in one daycare. */
@Entity('family')
export class Family {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
