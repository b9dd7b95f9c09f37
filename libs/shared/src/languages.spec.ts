import { isLanguage, languageFor } from './languages';

describe('languages', () => {
  it('reads Portuguese of any region as Brazilian Portuguese, and English otherwise', () => {
    expect(languageFor(['pt-PT', 'en'])).toBe('pt-BR');
    expect(languageFor(['pt'])).toBe('pt-BR');
    expect(languageFor(['fr-FR', 'en-GB', 'pt-BR'])).toBe('en');
    expect(languageFor(['de'])).toBe('en');
    expect(languageFor([])).toBe('en');
  });

  it('knows only the languages it has catalogues for', () => {
    expect(isLanguage('pt-BR')).toBe(true);
    expect(isLanguage('pt')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
