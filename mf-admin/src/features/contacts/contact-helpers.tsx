// The contact pages live in @daycare/shared-features; the admin's other pages link to them from here.
export { CONTACT_ROUTES, addContactPath, contactPath, familyContactsPath } from '@daycare/shared-features';
