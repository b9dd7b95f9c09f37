import { setLanguage } from '@daycare/i18n';
import portuguese from './translations/pt-BR.json';
import { ROUTES, SEARCH_WORDS, routeSearchWords, routeSummary, routeTitle } from './index';

type Page = { title?: string; summary?: string; forStaff?: string };
const pages = (portuguese as { pages: Record<string, Page> }).pages;
const words = (portuguese as { words: Record<string, string> }).words;

describe('page texts', () => {
  afterAll(() => setLanguage('en'));

  it('exist in Portuguese for every page of the manifest, and for no page it lacks', () => {
    const missing = ROUTES.filter((entry) => !pages[entry.path]?.title || !pages[entry.path]?.summary || (entry.forStaff && !pages[entry.path]?.forStaff)).map((entry) => entry.path);
    expect(missing).toEqual([]);
    expect(Object.keys(pages).filter((path) => !ROUTES.some((entry) => entry.path === path))).toEqual([]);
    expect(Object.keys(words).sort()).toEqual(Object.keys(SEARCH_WORDS).sort());
  });

  it('read in the chosen language', async () => {
    const absences = ROUTES.find((entry) => entry.path === '/absence/:create?')!;
    expect(routeTitle(absences)).toBe(absences.title);
    expect(routeSearchWords('/absence/:create?')).toContain('absent');
    await setLanguage('pt-BR');
    expect(routeTitle(absences)).toBe(pages['/absence/:create?'].title);
    expect(routeSummary(absences)).toBe(pages['/absence/:create?'].summary);
    expect(routeSearchWords('/absence/:create?')).toEqual(words['/absence/:create?'].split('|'));
  });
});
