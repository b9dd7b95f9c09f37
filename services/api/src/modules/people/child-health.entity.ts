import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One allergy of a child (the medical record of a later issue extends it). */
@Entity('child_allergy')
export class ChildAllergy {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  @Column('text')
  label: string;

  @Column('boolean', { default: false })
  severe: boolean;
}

/** A medication a child takes; `ongoing` ones count on the tablet card. */
@Entity('child_medication')
export class ChildMedication {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  @Column('text')
  label: string;

  @Column('text', { nullable: true })
  instructions: string | null;

  @Column('boolean', { default: true })
  ongoing: boolean;
}

/** An incident report about a child; open until closed (the incidents issue extends it). */
@Entity('child_incident')
export class ChildIncident {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  @Column('text')
  summary: string;

  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt: Date;

  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt: Date | null;
}
