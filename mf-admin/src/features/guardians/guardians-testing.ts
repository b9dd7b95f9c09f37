// Records the guardian, contact and pick-up pages' specs answer with.
import type { ContactListItemDto, ContactRecordDto, GuardianListItemDto, GuardianRecordDto, PickupListDto } from '@daycare/api-client';

export const US = (number: string) => ({ country: 'US' as const, number });
export const BR = (number: string) => ({ country: 'BR' as const, number });

export const SARAH_ITEM: GuardianListItemDto = {
  id: 4, label: 'Sarah Thompson', email: 'parent@demo.test', mobile: US('4165550123'), photoUrl: null, familyId: 5,
  children: [{ id: 7, label: 'Emma Thompson' }, { id: 9, label: 'Liam Thompson' }], accountHolder: true,
};

export const JOAO_ITEM: GuardianListItemDto = {
  id: 6, label: 'João Silva', email: 'joao@demo.test', mobile: BR('11987654321'), photoUrl: null, familyId: 6, children: [{ id: 8, label: 'Noah Silva' }], accountHolder: false,
};

export const SARAH: GuardianRecordDto = {
  id: 4, firstName: 'Sarah', lastName: 'Thompson', label: 'Sarah Thompson', email: 'parent@demo.test', language: 'en', photoUrl: null, familyId: 5,
  phones: { mobile: US('4165550123'), home: null, work: BR('1133334444') },
  relations: [{ child: { id: 7, label: 'Emma Thompson' }, relation: 'mother' }, { child: { id: 9, label: 'Liam Thompson' }, relation: 'mother' }],
  accountHolder: true, receivesInvoices: true,
  address: { line: '12 Oak Street', city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6' },
  employment: { employer: 'Maple Bank', workPhone: US('4165550100'), workAddress: '100 King Street West' },
  custodyNotes: 'Shared custody; see the court order in the office file',
  account: { emailConfirmed: true, locked: false, lastSignInAt: '2026-11-20T14:05:00Z', invitedAt: null },
  canSeePrivate: true, canEdit: true,
};

/** What staff read: names, phones, e-mail and relations; nothing private, no edits. */
export const SARAH_FOR_STAFF: GuardianRecordDto = { ...SARAH, address: null, employment: null, custodyNotes: null, account: null, canSeePrivate: false, canEdit: false };

export const MARGARET_ITEM: ContactListItemDto = {
  id: 11, label: 'Margaret Thompson', relation: 'Grandmother', mobile: US('4165550177'), photoUrl: null, familyId: 5,
  children: [
    { child: { id: 7, label: 'Emma Thompson' }, callOrder: 1, emergency: true, mayPickUp: true },
    { child: { id: 9, label: 'Liam Thompson' }, callOrder: 1, emergency: true, mayPickUp: false },
  ],
};

export const PAUL_ITEM: ContactListItemDto = {
  id: 12, label: 'Paul Green', relation: 'Neighbour', mobile: null, photoUrl: null, familyId: 5,
  children: [{ child: { id: 7, label: 'Emma Thompson' }, callOrder: 2, emergency: true, mayPickUp: false }],
};

export const MARGARET: ContactRecordDto = {
  ...MARGARET_ITEM, firstName: 'Margaret', lastName: 'Thompson', email: 'margaret@family.test',
  phones: { mobile: US('4165550177'), home: null, work: null },
  address: { line: '9 Elm Street', city: 'Toronto', province: 'ON', postalCode: null }, notes: null, canEdit: true,
};

export const EMMA_PICKUP: PickupListDto = {
  authorised: [
    { kind: 'guardian', id: 4, label: 'Sarah Thompson', relation: 'mother', photoUrl: null, mobile: US('4165550123') },
    { kind: 'contact', id: 11, label: 'Margaret Thompson', relation: 'Grandmother', photoUrl: '/api/files/3/thumb', mobile: null },
  ],
  neverRelease: [
    { id: 2, name: 'John Doe', description: 'Tall, dark hair; drives a red pickup', documentNote: 'Court order 2026-114', createdAt: '2026-10-01T09:00:00Z' },
  ],
};
