import type { InvitationDto, StaffListItemDto, StaffRecordDto } from '@daycare/api-client';

export const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }];
export const ROLE_CATALOGUE = [{ code: 'ATTENDANCE_CHILD' }, { code: 'INVOICING' }, { code: 'INTERNAL_STAFF' }];

export const DANIEL_ITEM: StaffListItemDto = {
  id: 3,
  label: 'Daniel Okafor',
  email: 'staff@demo.test',
  photoUrl: null,
  room: { id: 2, label: 'Toddlers' },
  roles: ['ATTENDANCE_CHILD'],
  startedOn: '2024-08-19',
  endedOn: null,
  certifications: [
    { kind: 'first-aid', expiresOn: '2027-01-10', state: 'expiring' },
    { kind: 'cpr', expiresOn: '2028-01-01', state: 'valid' },
    { kind: 'background-check', expiresOn: null, state: 'missing' },
  ],
};

export const PRIYA_ITEM: StaffListItemDto = {
  ...DANIEL_ITEM,
  id: 4,
  label: 'Priya Shah',
  email: 'priya.shah@demo.test',
  room: null,
  roles: [],
  startedOn: null,
  certifications: [
    { kind: 'first-aid', expiresOn: '2026-11-01', state: 'expired' },
    { kind: 'cpr', expiresOn: null, state: 'missing' },
    { kind: 'background-check', expiresOn: null, state: 'valid' },
  ],
};

export const DANIEL: StaffRecordDto = {
  ...DANIEL_ITEM,
  phone: '(555) 010-0199',
  certifications: [
    { kind: 'first-aid', issuedOn: '2024-12-01', expiresOn: '2027-01-10', state: 'expiring' },
    { kind: 'cpr', issuedOn: '2025-01-01', expiresOn: '2028-01-01', state: 'valid' },
    { kind: 'background-check', issuedOn: null, expiresOn: null, state: 'missing' },
  ],
};

export const PENDING: InvitationDto = {
  id: 11,
  email: 'olivia.bennett@example.com',
  label: 'Olivia Bennett',
  room: { id: 2, label: 'Toddlers' },
  roles: ['ATTENDANCE_CHILD'],
  invitedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2026-11-27T15:00:00.000Z',
  state: 'pending',
};

export const ACCEPTED: InvitationDto = { ...PENDING, id: 10, email: 'ana.costa@example.com', label: 'Ana Costa', room: null, roles: [], state: 'accepted' };
