// A family's contact as the contact pages' specs receive it.
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
