import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@daycare/shared';

/** `language` when the product speaks it, else the default language. */
export function spokenLanguage(language: string): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The catalogue of `language`, or the default language's for one the product does not speak. */
export function catalogueIn<T>(catalogues: Record<Language, T>, language: string): T {
  return catalogues[spokenLanguage(language)];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Puts the values in one pass, so a value holding `{{…}}` (a name, say) is written as it is. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`The text needs a value for {{${name}}}`);
    return values[name];
  });
}
