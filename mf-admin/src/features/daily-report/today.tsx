// The room's day, shared with the other apps that record it.
export { TodayPage as default } from '@daycare/shared-features';
