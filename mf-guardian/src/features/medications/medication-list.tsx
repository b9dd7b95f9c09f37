// The medications list, shared by the staff's and the families' apps.
export { MedicationListPage as default } from '@daycare/shared-features';
