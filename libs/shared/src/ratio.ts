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

/** One wording for the ratio on every screen (tablet, director's desk, rooms panel). */
export function ratioText(state: RatioState): string {
  switch (state.kind) {
    case 'outside': return 'This room does not count toward the ratio';
    case 'unset': return 'No staff-to-child ratio is set for this room';
    case 'short': return `Below ratio: ${state.missing} more staff needed`;
    case 'met': return `In ratio (1 staff per ${state.childrenPerStaff} children)`;
  }
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
