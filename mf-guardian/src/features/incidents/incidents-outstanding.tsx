// The incident reports waiting for a guardian's signature, shared by the staff's and the families' apps.
export { IncidentsOutstandingPage as default } from '@daycare/shared-features';
