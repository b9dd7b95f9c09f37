import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RoleCode } from '@daycare/shared';

/** A role code a user holds in one daycare they belong to. */
@Entity('user_role')
export class UserRole {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('text')
  code: RoleCode;
}
