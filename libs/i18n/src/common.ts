import { MESSAGES, type RatioState } from '@daycare/shared';
import { defineCatalogue } from './catalogue';
import english from './locales/en.json';
import { formatList } from './format';

/** Texts every app shows: the product's fixed messages, the ratio, the language chooser. */
export const commonText = defineCatalogue('common', english, { 'pt-BR': () => import('./locales/pt-BR.json') });

type MessageKey = Exclude<keyof typeof MESSAGES, 'updateDialog'>;
const MESSAGE_KEYS = new Map(
  (Object.entries(MESSAGES) as [string, unknown][])
    .filter((entry): entry is [MessageKey, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, key]),
);

/**
 * A message in the reader's language when it is one of the product's own (the store and the client
 * keep them in English, as fixed); a server's own message is shown as it came.
 */
export function localMessage(text: string): string {
  const key = MESSAGE_KEYS.get(text);
  return key ? commonText.t(`messages.${key}`) : text;
}

/** One wording for the ratio on every screen (tablet, director's desk, rooms panel). */
export function ratioLabel(state: RatioState): string {
  switch (state.kind) {
    case 'outside': return commonText.t('ratio.outside');
    case 'unset': return commonText.t('ratio.unset');
    case 'short': return commonText.t('ratio.short', { count: state.missing });
    case 'met': return commonText.t('ratio.met', { count: state.childrenPerStaff });
  }
}

/** A family as the gateway describes it: its children's last names, none before its first child. */
export interface FamilyNaming {
  id: number;
  surnames: readonly string[];
}

/**
 * "Thompson family" / "Família Thompson" on its own ('title'), "família Thompson" within a sentence
 * ('inSentence'); a family without children is called by its number.
 */
export function familyName(family: FamilyNaming, form: 'title' | 'inSentence' = 'title'): string {
  return family.surnames.length
    ? commonText.t(`family.${form}`, { surnames: formatList(family.surnames) })
    : commonText.t(`family.${form}Numbered`, { id: family.id });
}
