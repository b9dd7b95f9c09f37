import { UserType } from './user-types';

/** Role codes the gateway and the apps check. */
export const ROLE_CODES = [
  'MESSAGES', 'REGISTRATIONS', 'ATTENDANCE_STAFF', 'ATTENDANCE_CHILD', 'INCIDENTS', 'MEDICATIONS',
  'PERMISSIONS', 'TRANSPORTATION', 'CONSENTS_CHILD', 'CONSENTS_STAFF', 'DOCUMENTS_STAFF', 'INVOICING',
  'PAYMENTS', 'EMAILS', 'CUSTOM_LISTS', 'ROOM_DAILY_CHECKLIST', 'CHILD_DAILY_REPORT', 'SURVEYS',
  'FOOD_MENU', 'TABLETS', 'BUSINESS_MANAGER', 'INTERNAL_STAFF', 'DIRECTOR', 'DAYCARE_SETTING',
  'USER_ROLES', 'IMPERSONATION',
] as const;

export type RoleCode = (typeof ROLE_CODES)[number];

/** A role entry as the server lists it. */
export interface RoleEntry {
  code: RoleCode;
}

/** Roles that pass every role check except INTERNAL_STAFF. */
const ALL_ACCESS_ROLES: readonly RoleCode[] = ['BUSINESS_MANAGER', 'DIRECTOR'];

/**
 * The role check: holding the role passes, and so does BUSINESS_MANAGER or
 * DIRECTOR; INTERNAL_STAFF needs that exact role.
 */
export function hasRole(held: readonly (RoleCode | RoleEntry)[], required: RoleCode): boolean {
  const codes = held.map((r) => (typeof r === 'string' ? r : r.code));
  if (codes.includes(required)) return true;
  if (required === 'INTERNAL_STAFF') return false;
  return codes.some((code) => ALL_ACCESS_ROLES.includes(code));
}

/** The role check for a user of a type: Super passes it as DIRECTOR does, on the gateway and in the browser. */
export function typePassesRole(type: UserType, held: readonly (RoleCode | RoleEntry)[], required: RoleCode): boolean {
  return hasRole(type === UserType.Super ? [...held, 'DIRECTOR'] : held, required);
}
