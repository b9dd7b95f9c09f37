import type { ComponentProps } from 'react';
import type { PhoneDto } from '@daycare/api-client';
import { formatPhone } from '@daycare/ui';
import { GUARDIAN_PHONES_ROUTE, GUARDIAN_REGISTRATION_ROUTE, PersonAvatar as SharedPersonAvatar, type GuardianFormPart } from '@daycare/shared-features';

// The child's pick-up list names a guardian's relation with the same words and calls with the same link.
export { GUARDIAN_RELATIONS, PhoneLink } from '@daycare/shared-features';

export const GUARDIAN_TABS = ['overview', 'children', 'account'] as const;
export type GuardianTab = (typeof GUARDIAN_TABS)[number];

export const GUARDIAN_ROUTES = {
  list: '/guardians',
  record: '/guardians/:guardianId/:tab?',
  registration: GUARDIAN_REGISTRATION_ROUTE,
  create: '/guardians/create',
  phones: GUARDIAN_PHONES_ROUTE,
} as const;

export const guardianPath = (guardianId: number, tab: GuardianTab = 'overview') => (tab === 'overview' ? `/guardians/${guardianId}` : `/guardians/${guardianId}/${tab}`);
export const addGuardianPath = (familyId: number) => `${GUARDIAN_ROUTES.create}?familyId=${familyId}`;

/** The record's tab that shows each part, where its form goes back to. */
const TAB_OF_GUARDIAN_PART: Record<GuardianFormPart, GuardianTab> = {
  name: 'overview', address: 'overview', employment: 'overview', general: 'children', account: 'account', phones: 'overview',
};
export const guardianPartBack = (part: GuardianFormPart, guardianId: number) => guardianPath(guardianId, TAB_OF_GUARDIAN_PART[part]);

/** A phone written in its country's mask, or nothing. */
export const phoneText = (phone: PhoneDto | null | undefined) => formatPhone(phone);

/** A person's avatar at the size of a list row. */
export const PersonAvatar = (props: ComponentProps<typeof SharedPersonAvatar>) => <SharedPersonAvatar size={32} {...props} />;
