import { useCallback } from 'react';
import { findRoute, mayOpen, passesRoleCheck } from '@daycare/routes';
import { isAdminType, type RoleCode } from '@daycare/shared';
import { selectFeatureControl, selectRoles, selectUser, useAppSelector } from '@daycare/store';

/** Whether the signed-in user may open a URL of the manifest, by the checks the menus use: offer a link only when it is true. */
export function useMayOpen(): (url: string) => boolean {
  const user = useAppSelector(selectUser);
  const type = user?.type;
  const hasCentre = Boolean(user?.daycare);
  const roles = useAppSelector(selectRoles);
  const featureControl = useAppSelector(selectFeatureControl);
  return useCallback((url: string) => {
    const entry = findRoute(url)?.entry;
    return type !== undefined && entry !== undefined && mayOpen(entry, { type, roles, featureControl, hasCentre });
  }, [type, roles, featureControl, hasCentre]);
}

/** Whether the signed-in user passes the role check for `role` in the current daycare (Super as DIRECTOR), as the gateway checks it. */
export function usePassesRole(role: RoleCode): boolean {
  const type = useAppSelector(selectUser)?.type;
  const roles = useAppSelector(selectRoles);
  return type !== undefined && passesRoleCheck({ type, roles }, role);
}

/** Whether the signed-in user is an admin (Admin or Super) passing the role check for `role`: what the gateway asks of an admin action. */
export function useAdminMay(role: RoleCode): boolean {
  const type = useAppSelector(selectUser)?.type;
  return usePassesRole(role) && type !== undefined && isAdminType(type);
}
