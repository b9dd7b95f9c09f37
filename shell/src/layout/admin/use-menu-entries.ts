import { selectFeatureControl, selectRoles, selectUser, useAppSelector } from '@daycare/store';
import { shownEntries, type ShownEntry } from '../menu-entries';
import { staffMenuFor } from './admin-menu';

/** The admin (or tablet) side-menu entries the signed-in user may see. */
export function useStaffMenuEntries(): ShownEntry[] {
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const featureControl = useAppSelector(selectFeatureControl);
  return user ? shownEntries(staffMenuFor(user.type), { user, roles, featureControl }) : [];
}
