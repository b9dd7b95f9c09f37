import { defineCatalogue } from '@daycare/i18n';
import english from './locales/en.json';

/** The texts of the health lists: English bundled, other languages downloaded when first chosen. */
export const healthText = defineCatalogue('health', english, { 'pt-BR': () => import('./locales/pt-BR.json') });
export const { t, useT } = healthText;
