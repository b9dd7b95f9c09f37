// A contact's details as the centre received them, ready to print (/contacts/registration/view/:contactId).
export { ContactRegistrationPage as default } from '@daycare/shared-features';
