import { Avatar, theme } from 'antd';
import type { GuardianLanguage, GuardianRelation, PhoneDto } from '@daycare/api-client';
import { formatPhone } from '@daycare/ui';
import { TAP_LINK } from '../children/child-helpers';

export const GUARDIAN_RELATIONS: GuardianRelation[] = ['mother', 'father', 'parent', 'grandparent', 'guardian', 'other'];

export const GUARDIAN_LANGUAGES: GuardianLanguage[] = ['en', 'pt-BR'];

export const GUARDIAN_TABS = ['overview', 'children', 'account'] as const;
export type GuardianTab = (typeof GUARDIAN_TABS)[number];

/** The parts of a guardian's record each with its own update page. */
export const GUARDIAN_PARTS = ['name', 'address', 'employment', 'general', 'account'] as const;
export type GuardianPart = (typeof GUARDIAN_PARTS)[number];

export const GUARDIAN_ROUTES = {
  list: '/guardians',
  record: '/guardians/:guardianId/:tab?',
  registration: '/guardians/view/registration/:guardianId',
  create: '/guardians/create',
  phones: '/phone/update/:guardianId',
} as const;

export const guardianUpdateRoute = (part: GuardianPart) => `/guardians/update/${part}/:guardianId`;
export const guardianPath = (guardianId: number, tab: GuardianTab = 'overview') => (tab === 'overview' ? `/guardians/${guardianId}` : `/guardians/${guardianId}/${tab}`);
export const guardianUpdatePath = (part: GuardianPart, guardianId: number) => `/guardians/update/${part}/${guardianId}`;
export const guardianPhonesPath = (guardianId: number) => `/phone/update/${guardianId}`;
export const guardianRegistrationPath = (guardianId: number) => `/guardians/view/registration/${guardianId}`;
export const addGuardianPath = (familyId: number) => `${GUARDIAN_ROUTES.create}?familyId=${familyId}`;

/** The record's tab an update page returns to once saved. */
export const TAB_OF_GUARDIAN_PART: Record<GuardianPart, GuardianTab> = {
  name: 'overview', address: 'overview', employment: 'overview', general: 'children', account: 'account',
};

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
