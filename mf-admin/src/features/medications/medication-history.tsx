// Every dose given, shared by the staff's and the families' apps.
export { MedicationHistoryPage as default } from '@daycare/shared-features';
