import { defineCatalogue } from '@daycare/i18n';
import english from './locales/en.json';

/** The texts of the illness reports: English bundled, other languages downloaded when first chosen. */
export const illnessText = defineCatalogue('illness', english, { 'pt-BR': () => import('./locales/pt-BR.json') });
export const { t, useT } = illnessText;
