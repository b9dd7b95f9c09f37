import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@daycare/shared';

/** A catalogue: texts by key, nested by page or part; plural forms end in `_one`, `_other`, … */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

type Loader = () => Promise<Catalogue | { default: Catalogue }>;

/** Every language but English, which each catalogue brings with it (it is also the fallback). */
export type OtherLanguage = Exclude<Language, 'en'>;

/**
 * One i18next instance for the shell and every remote (the lib is shared as a singleton). Each app
 * registers its own namespace when its code loads, so a remote deployed alone brings its own texts.
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [],
  defaultNS: false,
  // Every call names its namespace; keys may then hold a colon (route paths do).
  nsSeparator: false,
  resources: {},
  initAsync: false,
  // React escapes what it renders; escaping here too would show `&amp;` in names.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
});

const loaders = new Map<string, Partial<Record<OtherLanguage, Loader>>>();

async function loadNamespace(namespace: string, language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace)) return;
  const load = loaders.get(namespace)?.[language as OtherLanguage];
  if (!load) return;
  const loaded = await load();
  const catalogue = ('default' in loaded ? loaded.default : loaded) as Catalogue;
  i18n.addResourceBundle(language, namespace, catalogue, true, true);
}

/**
 * Registers an app's texts: English at once (the first paint never waits for it), the other
 * languages when first chosen, so a person reading English downloads no Portuguese.
 */
export function registerCatalogue(namespace: string, english: Catalogue, others: Record<OtherLanguage, Loader>): void {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english);
  loaders.set(namespace, others);
  const current = currentLanguage();
  if (current !== DEFAULT_LANGUAGE) void loadNamespace(namespace, current);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches every app to a language once each registered catalogue has its texts in it. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language)));
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
