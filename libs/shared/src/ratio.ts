import { AttendanceStatus } from './user-types';

/** What the staff-to-child rule needs to know of a room. */
export interface RatioRoom {
  /** Whether the room's children count toward the ratio. */
  inRatio: boolean;
  /** Children per staff member: the room's own, else its age group's; null when neither sets one. */
  childrenPerStaff: number | null;
}

export type RatioState =
  | { kind: 'outside' }
  | { kind: 'unset' }
  | { kind: 'short'; required: number; missing: number }
  | { kind: 'met'; required: number; childrenPerStaff: number };

/** Staff the room needs for the children in: one per started group of `childrenPerStaff`; none outside the ratio. */
export function requiredStaff(room: RatioRoom, childrenIn: number): number {
  if (!room.inRatio || !room.childrenPerStaff || childrenIn === 0) return 0;
  return Math.ceil(childrenIn / room.childrenPerStaff);
}

/** The room's ratio now, from who is signed in to it. */
export function ratioState(room: RatioRoom, childrenIn: number, staffIn: number): RatioState {
  if (!room.inRatio) return { kind: 'outside' };
  if (!room.childrenPerStaff) return { kind: 'unset' };
  const required = requiredStaff(room, childrenIn);
  return staffIn < required
    ? { kind: 'short', required, missing: required - staffIn }
    : { kind: 'met', required, childrenPerStaff: room.childrenPerStaff };
}

/** A person of the live people lists: status 1 is signed in, to room `rId`. */
interface PresentPerson {
  status: number;
  rId: number | null;
}

/** How many of the live list are signed in to the room now. */
export function signedInTo(people: readonly PresentPerson[], roomId: number): number {
  return people.filter((person) => person.status === AttendanceStatus.SignedIn && person.rId === roomId).length;
}
