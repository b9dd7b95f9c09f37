// Changes by families as the gateway answers them, for the record's alert and the dashboard card.
import type { FamilyChangeDto, FamilyChangeListDto } from '@daycare/api-client';

const SARAH = { id: 5, label: 'Sarah Thompson' };
const EMMA = { id: 7, label: 'Emma Thompson' };

export const NEW_ALLERGY: FamilyChangeDto = {
  id: 41, familyId: 3, child: EMMA, guardian: SARAH, subject: { kind: 'child', id: 7, label: 'Emma Thompson' }, part: 'medical',
  changes: { before: { allergies: [{ label: 'Dairy', severity: 'mild', reaction: null }], doctorName: null }, after: { allergies: [{ label: 'Peanuts', severity: 'severe', reaction: 'Hives' }], doctorName: 'Dr. Patel' } },
  important: true, at: '2026-11-26T14:05:00.000Z', seenAt: null,
};

export const NEW_PICKUP: FamilyChangeDto = {
  id: 42, familyId: 3, child: EMMA, guardian: SARAH, subject: { kind: 'contact', id: 9, label: 'Margaret Silva (Grandmother)' }, part: 'pickup',
  changes: { before: {}, after: { emergency: true, mayPickUp: true } }, important: true, at: '2026-11-26T14:10:00.000Z', seenAt: null,
};

export const NEW_PHONE: FamilyChangeDto = {
  id: 43, familyId: 3, child: null, guardian: SARAH, subject: { kind: 'guardian', id: 5, label: 'Sarah Thompson' }, part: 'phones',
  changes: { before: { mobile: null }, after: { mobile: { country: 'US', number: '4165550123' } } }, important: false, at: '2026-11-26T14:20:00.000Z', seenAt: null,
};

export const NEW_CALL_ORDER: FamilyChangeDto = {
  id: 44, familyId: 3, child: EMMA, guardian: SARAH, subject: { kind: 'child', id: 7, label: 'Emma Thompson' }, part: 'contacts',
  changes: { before: { callOrder: ['Margaret Silva', 'Paul Green'] }, after: { callOrder: ['Paul Green', 'Margaret Silva'] } }, important: false, at: '2026-11-26T14:30:00.000Z', seenAt: null,
};

export const changeList = (items: FamilyChangeDto[], total = items.length): FamilyChangeListDto => ({ items, total, unseen: total });
