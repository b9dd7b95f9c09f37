// What the tablet's people screens share: who is in, names as initials, and the person id of the address.
import { matchPath, useLocation } from 'react-router';
import { AttendanceStatus } from '@daycare/shared';

/** `status` of the people lists: 1 signed in, otherwise signed out. */
export const SIGNED_IN = AttendanceStatus.SignedIn;

export interface PersonLike {
  status: number;
  label: string;
  firstName: string;
  lastName: string;
}

export const isIn = (person: { status: number }) => person.status === SIGNED_IN;

/** Signed in, but to a room other than the tablet's (a tablet without a room counts every room as its own). */
export const isElsewhere = (person: { status: number; rId: number | null }, roomId: number | null | undefined) =>
  isIn(person) && Boolean(roomId) && person.rId !== roomId;

export function initials(person: Pick<PersonLike, 'firstName' | 'lastName'>): string {
  return `${person.firstName[0] ?? ''}${person.lastName[0] ?? ''}`.toUpperCase();
}

/** The positive integer `:id` of the address, read against the page's route. */
export function useRouteId(pattern: string): number | undefined {
  const { pathname } = useLocation();
  const value = matchPath(pattern, pathname)?.params.id;
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
