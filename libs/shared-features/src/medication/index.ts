// Medication: the authorisations families sign, the doses due today, giving and correcting doses, and the history.
export { MedicationListPage } from './medication-list-page';
export { MedicationViewPage } from './medication-view-page';
export { MedicationCreatePage, MedicationUpdatePage } from './medication-form-page';
export { GiveDosePage } from './give-dose-page';
export { DoseEditPage } from './dose-edit-page';
export { MedicationHistoryPage } from './medication-history-page';
export { DueDoses } from './due-doses';
export { medicationText } from './i18n';
