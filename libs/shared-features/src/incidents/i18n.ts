import { defineCatalogue } from '@daycare/i18n';
import english from './locales/en.json';

/** The texts of the incident reports: English bundled, other languages downloaded when first chosen. */
export const incidentsText = defineCatalogue('incidents', english, { 'pt-BR': () => import('./locales/pt-BR.json') });
export const { t, useT } = incidentsText;
