// One medication with its signature and doses, shared by the staff's and the families' apps.
export { MedicationViewPage as default } from '@daycare/shared-features';
