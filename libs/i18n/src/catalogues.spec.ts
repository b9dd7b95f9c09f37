import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { allCatalogueProblems, catalogueFolders, catalogueProblems } = require('../../../tools/i18n/catalogues.js');

function folderWith(files: Record<string, unknown>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), JSON.stringify(content));
  return folder;
}

describe('the catalogues', () => {
  it('of every app, lib and the gateway have the same keys, placeholders and tags in each language', () => {
    expect(catalogueFolders().length).toBeGreaterThanOrEqual(8);
    expect(allCatalogueProblems()).toEqual([]);
  });

  it('are refused when a language lacks a key, has one more, or loses a placeholder', () => {
    const folder = folderWith({
      'en.json': { home: { title: 'Home', greeting: 'Hello {{name}}' }, children_one: '{{count}} child', children_other: '{{count}} children' },
      'pt-BR.json': { home: { greeting: 'Olá', extra: 'Mais' }, children_one: '{{count}} criança', children_many: '{{count}} crianças', children_other: '{{count}} crianças' },
    });
    const problems: string[] = catalogueProblems(folder);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/pt-BR\.json lacks "home\.title"/),
      expect.stringMatching(/en\.json lacks "home\.extra"/),
      expect.stringMatching(/pt-BR\.json "home\.greeting" uses no placeholder where en\.json uses \{\{name\}\}/),
    ]));
    // Portuguese has a plural form English lacks: not a problem.
    expect(problems.some((problem) => problem.includes('children'))).toBe(false);
  });
});
