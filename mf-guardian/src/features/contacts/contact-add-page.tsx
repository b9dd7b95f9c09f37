// A new emergency contact or pick-up person for the family (/contacts/add), the same page as the directors'.
export { ContactAddPage as default } from '@daycare/shared-features';
