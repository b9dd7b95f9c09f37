// Records the family's contact pages' specs answer with.
export { GRANDMA, GRANDMA_ITEM } from '@daycare/shared-features/testing';

/** A child as GET /api/tablet/childrenList sends it. */
export const child = (id: number, firstName: string) => ({
  id, status: 0, rId: null, incident: 0, onGoingMedication: 0, label: `${firstName} Thompson`, firstName, lastName: 'Thompson',
  birthDate: '2022-03-01', photoUrl: null, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, signedInAt: null, tagIds: [],
});

export const CHILDREN = [child(1, 'Emma'), child(2, 'Noah')];
