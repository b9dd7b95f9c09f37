import { i18n, registerCatalogue, type Catalogue } from '@daycare/i18n';
import { ROUTES } from './manifest';
import { SEARCH_WORDS } from './search-words';
import type { RouteEntry } from './types';

/**
 * The manifest is the English catalogue of the pages (title, summary, what it says to staff, the
 * words people search for it by); other languages have the same entries keyed by the route's path.
 */
export interface RouteTexts {
  title: string;
  summary: string;
  forStaff?: string;
  words?: string[];
}

function englishCatalogue(): Catalogue {
  const pages = Object.fromEntries(ROUTES.map((entry) => {
    const texts: Catalogue = { title: entry.title, summary: entry.summary };
    if (entry.forStaff) texts.forStaff = entry.forStaff.summary;
    return [entry.path, texts];
  }));
  // Search words are lists: each one is a key of its own, so every language can have its own count of them.
  const words = Object.fromEntries(Object.entries(SEARCH_WORDS).map(([path, list]) => [path, list.join('|')]));
  return { pages, words };
}

registerCatalogue('routes', englishCatalogue(), { 'pt-BR': () => import('./translations/pt-BR.json') });

const translate = i18n.t as unknown as (key: string, options: { ns: string }) => string;
const text = (key: string) => translate(key, { ns: 'routes' });

/** What a person reads in the page header, in their language. */
export const routeTitle = (entry: RouteEntry): string => text(`pages.${entry.path}.title`);

/** The page's summary: what it holds for its reader (`forStaff` when staff read a families' page). */
export const routeSummary = (entry: RouteEntry, forStaff = false): string =>
  text(`pages.${entry.path}.${forStaff && entry.forStaff ? 'forStaff' : 'summary'}`);

/** The words people use for a page besides its title, in their language. */
export function routeSearchWords(path: string): string[] {
  if (!SEARCH_WORDS[path]) return [];
  return text(`words.${path}`).split('|').filter(Boolean);
}
