import { MESSAGES, type RatioState } from '@daycare/shared';
import { defineCatalogue } from './catalogue';
import english from './locales/en.json';

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
