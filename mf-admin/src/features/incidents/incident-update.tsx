// Correcting an incident report no guardian has signed yet: the shared form.
export { IncidentUpdatePage as default } from '@daycare/shared-features';
