// Authorising a medication, shared by the staff's and the families' apps.
export { MedicationCreatePage as default } from '@daycare/shared-features';
