// The room's doses due today and its children's medications, shared with the staff's app.
export { MedicationListPage as default } from '@daycare/shared-features';
