import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A daycare's label for children (allergy group, bus, sibling…), shown on people lists. */
@Entity('tag')
export class Tag {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('text')
  label: string;

  /** #rrggbb, or null for the theme's default. */
  @Column('text', { nullable: true })
  color: string | null;
}
