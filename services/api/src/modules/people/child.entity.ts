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

  /** The room the child belongs to (where the tablet lists them); null until placed. */
  @Column('integer', { name: 'home_room_id', nullable: true })
  homeRoomId: number | null;

  @Column('text', { name: 'photo_url', nullable: true })
  photoUrl: string | null;

  /** A short allergy summary for the tablet's alert; the itemised list is in child_allergy. */
  @Column('text', { nullable: true })
  allergies: string | null;
}
