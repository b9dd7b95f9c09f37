import { Avatar, theme } from 'antd';
import type { PhoneDto } from '@daycare/api-client';
import { formatPhone } from '@daycare/ui';
import { GUARDIAN_PHONES_ROUTE, GUARDIAN_REGISTRATION_ROUTE, TAP_LINK, type GuardianFormPart } from '@daycare/shared-features';

// The child's pick-up list names a guardian's relation with the same words.
export { GUARDIAN_RELATIONS } from '@daycare/shared-features';

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

const CALLING_CODES: Record<PhoneDto['country'], string> = { US: '1', BR: '55' };

/** A phone number to call with a tap, written in its country's mask. */
export function PhoneLink({ phone }: { phone: PhoneDto | null | undefined }) {
  if (!phone) return null;
  return <a href={`tel:+${CALLING_CODES[phone.country]}${phone.number}`} style={{ ...TAP_LINK, textDecoration: 'underline' }}>{formatPhone(phone)}</a>;
}

const initialsOf = (label: string) => label.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word.charAt(0)).join('').toUpperCase();

/** A person's photo, else their initials; decorative, since the name is always written beside it. */
export function PersonAvatar({ label, photoUrl = null, size = 32 }: { label: string; photoUrl?: string | null; size?: number }) {
  const { token } = theme.useToken();
  return (
    <Avatar size={size} src={photoUrl ?? undefined} alt="" aria-hidden style={{ flex: 'none', background: photoUrl ? undefined : token.colorPrimary }}>
      {initialsOf(label)}
    </Avatar>
  );
}
