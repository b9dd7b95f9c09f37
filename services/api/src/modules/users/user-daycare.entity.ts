import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RelationshipKind } from '@daycare/shared';

/** How a user belongs to a daycare (their relationship kind); one row per pair. */
@Entity('user_daycare')
export class UserDaycare {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ name: 'daycare_id', type: 'integer' })
  daycareId: number;

  @Column('smallint')
  relationship: RelationshipKind;

  /** The home room of a staff member or tablet in this daycare. */
  @Column('integer', { name: 'room_id', nullable: true })
  roomId: number | null;
}
