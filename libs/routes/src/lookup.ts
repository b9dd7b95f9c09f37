import { matchPath } from 'react-router';
import { UserType } from '@daycare/shared';
import { ROUTES } from './manifest';
import type { RemoteName, RouteEntry, RouteOwner } from './types';

/** The remotes a user type prefers, best first: Super sees admin pages too. */
const PREFERRED_REMOTES: Record<UserType, RemoteName[]> = {
  [UserType.User]: ['guardian'],
  [UserType.Staff]: ['admin'],
  [UserType.Admin]: ['admin'],
  [UserType.Tablet]: ['tablet'],
  [UserType.Super]: ['super', 'admin'],
};

/** Whether one of the user type's own apps renders the entry (not a page borrowed from another app). */
export function inOwnApp(entry: RouteEntry, userType: UserType): boolean {
  return PREFERRED_REMOTES[userType].some((remote) => entry.owners.includes(remote));
}

/** The app that renders an entry for a user: the user's own remote if it owns the page, else the first owner. */
export function ownerFor(entry: RouteEntry, userType?: UserType): RouteOwner {
  const preferred = userType === undefined ? [] : PREFERRED_REMOTES[userType];
  return preferred.find((remote) => entry.owners.includes(remote)) ?? entry.owners[0];
}

export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return ROUTES.filter((entry) => entry.owners.includes(owner));
}

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Static segments count most, then required parameters; optional parameters count least. */
function specificity(path: string): number[] {
  const parts = segments(path);
  const statics = parts.filter((part) => !part.startsWith(':')).length;
  const required = parts.filter((part) => part.startsWith(':') && !part.endsWith('?')).length;
  return [statics, required, -parts.length];
}

function compareSpecificity(a: number[], b: number[]): number {
  const index = a.findIndex((value, i) => value !== b[i]);
  return index === -1 ? 0 : b[index] - a[index];
}

/** The manifest entry for a URL path, preferring static segments over parameters. */
export function findRoute(pathname: string): RouteMatch | undefined {
  const matches = ROUTES.flatMap((entry) => {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    return match ? [{ entry, params: match.params as RouteMatch['params'] }] : [];
  });
  matches.sort((a, b) => compareSpecificity(specificity(a.entry.path), specificity(b.entry.path)));
  return matches[0];
}
