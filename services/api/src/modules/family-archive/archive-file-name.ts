import type { Language } from '@daycare/shared';
import { catalogueIn, fillText, spokenLanguage } from '../../common/texts/fill-text';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';

const CATALOGUES: Record<Language, typeof en> = { en, 'pt-BR': ptBR };

/**
 * "Thompson family archive 2026-11-20.zip" or "Arquivo da família Thompson 2026-11-20.zip": the
 * archive's name in the language of the person downloading it; a family without children is named by its number.
 */
export function archiveFileName(family: { id: number; surnames: readonly string[] }, language: string, day: string): string {
  const texts = catalogueIn(CATALOGUES, language);
  const name = family.surnames.length
    ? fillText(texts.named, { surnames: new Intl.ListFormat(spokenLanguage(language), { type: 'conjunction' }).format(family.surnames), date: day })
    : fillText(texts.numbered, { id: String(family.id), date: day });
  return `${name}.zip`;
}
