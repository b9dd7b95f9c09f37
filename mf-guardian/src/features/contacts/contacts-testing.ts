// Records the family's contact pages' specs answer with.
import type { ContactListItemDto, ContactRecordDto } from '@daycare/api-client';

export const GRANDMA_ITEM: ContactListItemDto = {
  id: 11, label: 'Margaret Thompson', relation: 'Grandmother', mobile: { country: 'US', number: '4165550177' }, photoUrl: null, familyId: 5,
  children: [
    { child: { id: 1, label: 'Emma Thompson' }, callOrder: 1, emergency: true, mayPickUp: true },
    { child: { id: 2, label: 'Noah Thompson' }, callOrder: 2, emergency: true, mayPickUp: false },
  ],
};

export const GRANDMA: ContactRecordDto = {
  ...GRANDMA_ITEM, firstName: 'Margaret', lastName: 'Thompson', email: null,
  phones: { mobile: { country: 'US', number: '4165550177' }, home: null, work: null },
  address: { line: '9 Elm Street', city: 'Toronto', province: 'ON', postalCode: null }, notes: null, canEdit: true,
};

/** A child as GET /api/tablet/childrenList sends it. */
export const child = (id: number, firstName: string) => ({
  id, status: 0, rId: null, incident: 0, onGoingMedication: 0, label: `${firstName} Thompson`, firstName, lastName: 'Thompson',
  birthDate: '2022-03-01', photoUrl: null, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, signedInAt: null, tagIds: [],
});

export const CHILDREN = [child(1, 'Emma'), child(2, 'Noah')];
