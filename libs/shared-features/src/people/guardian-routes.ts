// A guardian's record pages, the same addresses in the directors' and the families' apps.
import type { GuardianLanguage, GuardianRelation } from '@daycare/api-client';

export const GUARDIAN_RELATIONS: GuardianRelation[] = ['mother', 'father', 'parent', 'grandparent', 'guardian', 'other'];

export const GUARDIAN_LANGUAGES: GuardianLanguage[] = ['en', 'pt-BR'];

/** The parts of a guardian's record each with its own update page. */
export const GUARDIAN_PARTS = ['name', 'address', 'employment', 'general', 'account'] as const;
export type GuardianPart = (typeof GUARDIAN_PARTS)[number];
/** The phones have their own address, outside /guardians/update. */
export type GuardianFormPart = GuardianPart | 'phones';

export const GUARDIAN_REGISTRATION_ROUTE = '/guardians/view/registration/:guardianId';
export const GUARDIAN_PHONES_ROUTE = '/phone/update/:guardianId';

export const guardianUpdateRoute = (part: GuardianPart) => `/guardians/update/${part}/:guardianId`;
export const guardianUpdatePath = (part: GuardianPart, guardianId: number) => `/guardians/update/${part}/${guardianId}`;
export const guardianPhonesPath = (guardianId: number) => `/phone/update/${guardianId}`;
export const guardianRegistrationPath = (guardianId: number) => `/guardians/view/registration/${guardianId}`;
/** The form of any part, phones included. */
export const guardianFormPath = (part: GuardianFormPart, guardianId: number) => (part === 'phones' ? guardianPhonesPath(guardianId) : guardianUpdatePath(part, guardianId));
