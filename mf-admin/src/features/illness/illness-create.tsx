// The illness report form, shared by the staff's and the families' apps.
export { IllnessCreatePage as default } from '@daycare/shared-features';
