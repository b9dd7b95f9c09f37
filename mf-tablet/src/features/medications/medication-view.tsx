// One medication with its signature and doses, shared with the staff's app.
export { MedicationViewPage as default } from '@daycare/shared-features';
