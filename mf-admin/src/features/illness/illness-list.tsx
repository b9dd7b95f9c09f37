// The illness reports list, shared by the staff's and the families' apps.
export { IllnessListPage as default } from '@daycare/shared-features';
