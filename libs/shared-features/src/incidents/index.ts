// Incident reports: the report form, the report with the family's signature, the outstanding list, and the reminders other pages show.
export { IncidentReportPage, IncidentUpdatePage } from './incident-form-page';
export { IncidentViewPage } from './incident-view-page';
export { IncidentsOutstandingPage } from './outstanding-page';
export { HandOverReminder } from './hand-over-reminder';
export { ChildIncidents } from './child-incidents';
export { OpenIncidentsBadge } from './open-incidents-badge';
export { incidentsText } from './i18n';
