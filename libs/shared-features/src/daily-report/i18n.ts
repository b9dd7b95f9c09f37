import { defineCatalogue } from '@daycare/i18n';
import english from './locales/en.json';

/** The texts of the daily reports: English bundled, other languages downloaded when first chosen. */
export const dailyReportText = defineCatalogue('dailyReport', english, { 'pt-BR': () => import('./locales/pt-BR.json') });
export const { t, useT } = dailyReportText;

export type DailyReportTranslate = ReturnType<typeof useT>;
