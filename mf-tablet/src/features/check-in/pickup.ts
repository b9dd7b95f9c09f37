// Who is picking a child up, as the tablet's sign-out asks it.
import type { NeverReleaseDto, PickupPersonDto } from '@daycare/api-client';

/** A person of the pick-up list, or someone else (named, with a reason, allowed by a staff member's PIN). */
export type PickupChoice = { kind: 'listed'; person: PickupPersonDto } | { kind: 'other' };

export interface OtherPickup {
  name: string;
  reason: string;
}

/** A name without case, accents or extra spaces: how the gateway compares it with the never-release list. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The never-release entry that names this person, if any. */
export function neverReleaseMatch(name: string, entries: readonly NeverReleaseDto[]): NeverReleaseDto | undefined {
  const folded = foldName(name);
  return folded ? entries.find((entry) => foldName(entry.name) === folded) : undefined;
}
