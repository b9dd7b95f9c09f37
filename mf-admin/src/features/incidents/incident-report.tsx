// Reporting an incident: the shared form.
export { IncidentReportPage as default } from '@daycare/shared-features';
