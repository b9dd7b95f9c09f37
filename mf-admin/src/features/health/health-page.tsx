// The health lists, shared by the staff's and the families' apps.
export { HealthPage as default } from '@daycare/shared-features';
