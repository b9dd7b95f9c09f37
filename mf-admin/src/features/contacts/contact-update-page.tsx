// A form for one part of a contact (/contacts/update/name|address|phone/:contactId), the same in both apps.
export { ContactUpdatePage as default } from '@daycare/shared-features';
