import type { Language } from '@daycare/shared';
import { catalogueIn, fillText } from '../../common/texts/fill-text';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';

const CATALOGUES: Record<Language, typeof en> = { en, 'pt-BR': ptBR };
export type SummaryTexts = (typeof en)['summary'];

/** An entry as the e-mails and printed reports write it. */
export interface SummaryEntry {
  childId: number;
  child: string;
  kind: 'meal' | 'nap' | 'movement' | 'note';
  at: Date;
  until: Date | null;
  meal: keyof SummaryTexts['meals'] | null;
  portion: keyof SummaryTexts['portions'] | null;
  bottleMl: number | null;
  movement: keyof SummaryTexts['movements'] | null;
  result: keyof SummaryTexts['results'] | null;
  mood: keyof SummaryTexts['moods'] | null;
  note: string | null;
}

/** The module's printed and mailed texts in the reader's language (the default language for one the product does not speak). */
export function textsIn(language: string): typeof en {
  return catalogueIn(CATALOGUES, language);
}

/** The texts entries are written with, in the reader's language. */
export function summaryTexts(language: string): SummaryTexts {
  return textsIn(language).summary;
}

/** One entry in a line, without its time: "Lunch: ate most · happy", "Nap until 2:10 PM", "Diaper: wet". */
export function entryLine(entry: SummaryEntry, texts: SummaryTexts, time: Intl.DateTimeFormat): string {
  const parts = [whatHappened(entry, texts, time)];
  if (entry.mood) parts.push(texts.moods[entry.mood]);
  if (entry.note && entry.kind !== 'note') parts.push(entry.note);
  return parts.join(' · ');
}

function whatHappened(entry: SummaryEntry, texts: SummaryTexts, time: Intl.DateTimeFormat): string {
  switch (entry.kind) {
    case 'meal':
      return `${texts.meals[entry.meal!]}: ${entry.meal === 'bottle' ? fillText(texts.bottle, { ml: String(entry.bottleMl) }) : texts.portions[entry.portion!]}`;
    case 'nap':
      return entry.until ? fillText(texts.nap, { until: time.format(new Date(entry.until)) }) : texts.napOngoing;
    case 'movement':
      return `${texts.movements[entry.movement!]}: ${texts.results[entry.result!]}`;
    case 'note':
      return `${texts.note}: ${entry.note}`;
  }
}
