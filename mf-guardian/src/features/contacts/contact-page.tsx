// One of the family's contacts (/contacts/view/:contactId), the same page as the directors'.
export { ContactPage as default } from '@daycare/shared-features';
