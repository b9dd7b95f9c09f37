import { archiveFileName } from './archive-file-name';

describe('the family archive file name', () => {
  it("names the family after its children's last names, in the reader's language", () => {
    expect(archiveFileName({ id: 7, surnames: ['Silva', 'Thompson'] }, 'en', '2026-11-20')).toBe('Silva and Thompson family archive 2026-11-20.zip');
    expect(archiveFileName({ id: 7, surnames: ['Silva', 'Thompson'] }, 'pt-BR', '2026-11-20')).toBe('Arquivo da família Silva e Thompson 2026-11-20.zip');
  });

  it('names a family without children by its number, and falls back to English for another language', () => {
    expect(archiveFileName({ id: 7, surnames: [] }, 'pt-BR', '2026-11-20')).toBe('Arquivo da família 7 2026-11-20.zip');
    expect(archiveFileName({ id: 7, surnames: [] }, 'fr', '2026-11-20')).toBe('Family 7 archive 2026-11-20.zip');
  });
});
