// An incident report with its signature and amendments, shared by the staff's and the families' apps.
export { IncidentViewPage as default } from '@daycare/shared-features';
