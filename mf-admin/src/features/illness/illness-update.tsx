// A change to an illness report, shared by the staff's and the families' apps.
export { IllnessUpdatePage as default } from '@daycare/shared-features';
