// Giving a dose, shared by the staff's app and the room tablet.
export { GiveDosePage as default } from '@daycare/shared-features';
