// A child's day, shared by the staff's and the families' apps.
export { ChildDayPage as default } from '@daycare/shared-features';
