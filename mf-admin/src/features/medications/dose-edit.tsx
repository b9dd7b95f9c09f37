// Correcting a dose, shared by the staff's app and the room tablet.
export { DoseEditPage as default } from '@daycare/shared-features';
