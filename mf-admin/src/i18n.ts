import { defineCatalogue } from '@daycare/i18n';
import english from './locales/en.json';

/** The texts of @daycare/mf-admin: English bundled, other languages downloaded when first chosen. */
export const { t, useT, RichText } = defineCatalogue('admin', english, { 'pt-BR': () => import('./locales/pt-BR.json') });
