import type { UserType } from '@daycare/shared';

/** Who a live connection belongs to, fixed when it is admitted. */
export interface HubIdentity {
  /** The user on the token: while impersonating, the impersonated user. */
  userId: number;
  userType: UserType;
  daycareId: number;
  /** The home room of a staff member or tablet in this daycare; null for none. */
  roomId: number | null;
  sessionId: string;
}

/** Who receives an event, always within the event's daycare: never another daycare's people. */
export type HubAudience =
  | { kind: 'daycare' }
  | { kind: 'user'; userId: number }
  /** On-my-way notices: staff and tablets of the room, and every Admin and Super. */
  | { kind: 'room-and-admins'; roomId: number }
  /** Every Admin and Super of the daycare only. */
  | { kind: 'admins' }
  /** A family's guardians, through their event stream (guardians have no hub connection). */
  | { kind: 'family'; familyId: number };

/** One published event as it travels between gateway instances. */
export interface HubEnvelope {
  daycareId: number;
  audience: HubAudience;
  target: string;
  payload: unknown;
}
