// The contact pages' addresses, the same in the directors' and the families' apps.

/** The parts of a contact's record each with its own update page. */
export const CONTACT_PARTS = ['name', 'address', 'phone'] as const;
export type ContactPart = (typeof CONTACT_PARTS)[number];

export const CONTACT_ROUTES = {
  list: '/contacts',
  add: '/contacts/add',
  view: '/contacts/view/:contactId',
  registration: '/contacts/registration/view/:contactId',
} as const;

export const contactUpdateRoute = (part: ContactPart) => `/contacts/update/${part}/:contactId`;
export const contactPath = (contactId: number) => `/contacts/view/${contactId}`;
export const contactUpdatePath = (part: ContactPart, contactId: number) => `/contacts/update/${part}/${contactId}`;
export const contactRegistrationPath = (contactId: number) => `/contacts/registration/view/${contactId}`;
/** Adding a contact to the family of a child (any child of the family will do). */
export const addContactPath = (childId?: number) => (childId ? `${CONTACT_ROUTES.add}?childId=${childId}` : CONTACT_ROUTES.add);
export const familyContactsPath = (familyId: number) => `${CONTACT_ROUTES.list}?familyId=${familyId}`;

export const MAX_RELATION = 40;
