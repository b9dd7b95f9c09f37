// Illness reports: the list with the return dates and rules, and the report form.
export { IllnessListPage } from './illness-list-page';
export { IllnessCreatePage, IllnessUpdatePage } from './illness-form-page';
export { illnessText } from './i18n';
