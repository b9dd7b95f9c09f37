// One contacts feature for the directors' and the families' apps: what differs is given as props
// (directors' child links and family chooser) or follows what the gateway answers (address, edit).
export * from './contact-routes';
export * from './contact-display';
export * from './contact-fields';
export { useFamilyChildren, useIsGuardian } from './family-children';
export { ContactNotFound, ContactPage, type ContactPageProps } from './contact-page';
export { ContactAddPage, type FamilyChoiceProps } from './contact-add-page';
export { ContactUpdatePage } from './contact-update-page';
export { ContactRegistrationPage } from './contact-registration-page';
