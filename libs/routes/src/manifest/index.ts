import type { RouteEntry } from '../types';
import { BILLING_ROUTES } from './billing';
import { CARE_ROUTES } from './care';
import { CENTRE_ROUTES } from './centre';
import { FAMILY_ROUTES } from './families';
import { OTHER_ROUTES } from './other';
import { PUBLIC_ROUTES } from './public';
import { SUPER_ROUTES } from './super';
import { TABLET_ROUTES } from './tablet';

/** Every route of the product, alternations expanded. */
export const ROUTES: readonly RouteEntry[] = [
  ...PUBLIC_ROUTES,
  ...TABLET_ROUTES,
  ...FAMILY_ROUTES,
  ...CARE_ROUTES,
  ...BILLING_ROUTES,
  ...CENTRE_ROUTES,
  ...OTHER_ROUTES,
  ...SUPER_ROUTES,
];
