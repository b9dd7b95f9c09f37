import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ThemeName, UserType } from '@daycare/shared';

/** A person who signs in: guardian, staff, director, room tablet or operations (user types, section 6). */
@Entity('user')
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** Stored lower-case; the database rejects anything else. */
  @Column('text', { unique: true })
  email: string;

  @Column('text', { name: 'first_name' })
  firstName: string;

  @Column('text', { name: 'last_name' })
  lastName: string;

  @Column('smallint')
  type: UserType;

  @Column('text', { default: 'light' })
  theme: ThemeName;

  @Column('boolean', { name: 'email_confirmed', default: false })
  emailConfirmed: boolean;

  /** Null until the account has a password (sign-in arrives in a later issue). */
  @Column('text', { name: 'password_hash', nullable: true, select: false })
  passwordHash: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
