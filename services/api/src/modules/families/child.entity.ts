import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A child of a family; always in the family's daycare (the database enforces it). */
@Entity('child')
export class Child {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'family_id' })
  familyId: number;

  @Column('text', { name: 'first_name' })
  firstName: string;

  @Column('text', { name: 'last_name' })
  lastName: string;

  /** A calendar date, kept as the `YYYY-MM-DD` string PostgreSQL answers. */
  @Column('date', { name: 'birth_date' })
  birthDate: string;
}
