// The catalogues of every app, lib and the gateway: `src/**/locales/<language>.json`. Each language
// must have the keys the others have (plural forms aside: each language has its own), with the same
// `{{placeholders}}` and `<tags>`, so no person ever reads a key or a hole where a name should be.
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
const PROJECT_FOLDERS = ['shell', 'mf-guardian', 'mf-admin', 'mf-tablet', 'mf-super', 'services/api', 'libs'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const MARKS = /\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g;

/** Every `locales` folder under the projects' sources. */
function catalogueFolders(root = WORKSPACE_ROOT) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'locales') found.push(full);
      else walk(full);
    }
  };
  for (const folder of PROJECT_FOLDERS) if (fs.existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return found.sort();
}

/** key (plural suffix removed) -> the placeholders and tags its forms use. */
function flatten(catalogue, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, into);
    else {
      const base = full.replace(PLURAL, '');
      const marks = into.get(base) ?? new Set();
      for (const [, name, tag] of String(value).matchAll(MARKS)) marks.add(name ? `{{${name}}}` : `<${tag}>`);
      into.set(base, marks);
    }
  }
  return into;
}

/** What is wrong with one folder's catalogues, in words; empty when they agree. */
function catalogueProblems(folder) {
  const files = fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  const where = path.relative(WORKSPACE_ROOT, folder);
  if (!files.includes('en.json')) return [`${where}: no en.json`];
  const problems = [];
  const read = (file) => {
    try {
      return flatten(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
    } catch (error) {
      problems.push(`${where}/${file}: ${error.message}`);
      return new Map();
    }
  };
  const english = read('en.json');
  for (const file of files.filter((name) => name !== 'en.json')) {
    const other = read(file);
    for (const key of english.keys()) if (!other.has(key)) problems.push(`${where}/${file} lacks "${key}"`);
    for (const [key, marks] of other) {
      if (!english.has(key)) { problems.push(`${where}/en.json lacks "${key}" that ${file} has`); continue; }
      const expected = [...english.get(key)].sort().join(' ');
      const actual = [...marks].sort().join(' ');
      if (expected !== actual) problems.push(`${where}/${file} "${key}" uses ${actual || 'no placeholder'} where en.json uses ${expected || 'none'}`);
    }
  }
  return problems;
}

function allCatalogueProblems(root = WORKSPACE_ROOT) {
  return catalogueFolders(root).flatMap(catalogueProblems);
}

/** Fails a webpack build whose workspace has catalogues that disagree. */
class CataloguesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CataloguesPlugin', (compilation) => {
      for (const problem of allCatalogueProblems()) {
        const error = new compiler.webpack.WebpackError(`Catalogues: ${problem}`);
        compilation.errors.push(error);
      }
    });
  }
}

module.exports = { catalogueFolders, catalogueProblems, allCatalogueProblems, CataloguesPlugin };
