import { existsSync, readFileSync } from 'node:fs';

/** Section 2's route lists: from the "Public:" line up to "Headers and menus:". */
function routeLines(markdown: string): string {
  const section = markdown.slice(markdown.indexOf('## 2.'), markdown.indexOf('## 3.'));
  return section.slice(section.indexOf('Public:'), section.indexOf('Headers and menus:'));
}

/** `/a/b|c/:d` becomes `/a/b/:d` and `/a/c/:d`. */
function expand(path: string): string[] {
  const parts = path.split('/');
  const index = parts.findIndex((part) => part.includes('|'));
  if (index === -1) return [path];
  return parts[index].split('|').flatMap((choice) => expand([...parts.slice(0, index), choice, ...parts.slice(index + 1)].join('/')));
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** Every route path of the product, alternations expanded, in the specification's order. */
export function specRoutePaths(specFile: string): string[] {
  if (!existsSync(specFile)) {
    throw new Error(`The specification is missing: expected ${specFile} (the shared folder beside the workspace). The route manifest is checked against it.`);
  }
  const lines = routeLines(readFileSync(specFile, 'utf8'));
  const tokens = lines.match(/(?<=[\s(])\/[\w:?|/-]*/g) ?? [];
  return tokens.map(withoutTrailingSlash).flatMap(expand);
}
