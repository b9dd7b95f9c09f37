// Changing a medication, shared by the staff's and the families' apps.
export { MedicationUpdatePage as default } from '@daycare/shared-features';
