import { typePassesRole, type FeatureControl, type RoleCode, type RoleEntry, type UserType } from '@daycare/shared';
import { ownerFor } from './lookup';
import type { RouteEntry } from './types';

/** Who is looking: what decides which pages they may open. */
export interface Viewer {
  type: UserType;
  roles: readonly RoleEntry[];
  featureControl: FeatureControl;
  /** Whether the session has a current centre (Super has none until Change Center). */
  hasCentre: boolean;
}

/** Super passes role checks as DIRECTOR does, as on the gateway. */
export function passesRoleCheck({ type, roles }: Pick<Viewer, 'type' | 'roles'>, role: RoleCode): boolean {
  return typePassesRole(type, roles, role);
}

/** The admin app shows one centre at a time: without a current centre only the other apps' pages open. */
export function needsCentre(entry: RouteEntry, type: UserType): boolean {
  return !entry.public && ownerFor(entry, type) === 'admin';
}

/** Everything but the current centre: whether the page opens once the viewer has chosen one. */
export function mayOpenInACentre(entry: RouteEntry, viewer: Omit<Viewer, 'hasCentre'>): boolean {
  if (entry.userTypes && !entry.userTypes.includes(viewer.type)) return false;
  if (entry.roles && !entry.roles.every((role) => passesRoleCheck(viewer, role))) return false;
  return !entry.feature || viewer.featureControl[entry.feature] !== false;
}

/** The route's own requirements (user types, roles, feature switch, a centre): menus, tiles, links and search offer only what passes. */
export function mayOpen(entry: RouteEntry, viewer: Viewer): boolean {
  return (viewer.hasCentre || !needsCentre(entry, viewer.type)) && mayOpenInACentre(entry, viewer);
}
