/** The languages the product speaks; English is the one every text exists in first. */
export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a person looking for their own reads it in a chooser. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'pt-BR': 'Português (Brasil)' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The product's language nearest a browser's preferences, best first: Portuguese of any region reads Brazilian Portuguese. */
export function languageFor(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const tag = preference.toLowerCase();
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
