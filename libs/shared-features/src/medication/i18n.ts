import { defineCatalogue } from '@daycare/i18n';
import english from './locales/en.json';

/** The texts of the medication pages: English bundled, other languages downloaded when first chosen. */
export const medicationText = defineCatalogue('medication', english, { 'pt-BR': () => import('./locales/pt-BR.json') });
export const { t, useT } = medicationText;
