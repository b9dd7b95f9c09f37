// The gateway's import graph, read with the TypeScript compiler: which module imports which file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SOURCE_ROOT = path.resolve(__dirname, '../src');

export interface Import {
  /** The importing file and the imported one, relative to src. */
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** Every relative import of the production code (tests may reach into what they exercise). */
export function relativeImports(root = SOURCE_ROOT): Import[] {
  return sourceFiles(root).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({ from: path.relative(root, file), to: path.relative(root, path.resolve(path.dirname(file), fileName)) })),
  );
}

/** `modules/<name>/…` belongs to module `<name>`; anything else (common, database, the app) to none. */
export function moduleOf(file: string): string | null {
  const [top, name] = file.split(path.sep);
  return top === 'modules' && name ? name : null;
}

/** What a module offers others: its folder's index.ts or its `*.module.ts` file. */
export function isPublicEntry(target: string): boolean {
  const parts = target.replace(/\.ts$/, '').split(path.sep);
  if (parts.length === 2) return true;
  return parts.length === 3 && (parts[2] === 'index' || parts[2].endsWith('.module'));
}

/** Module-level cycles, each as the path that closes it (a -> b -> a). */
export function moduleCycles(edges: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = trail.slice(at);
        const first = loop.indexOf([...loop].sort()[0]);
        cycles.add([...loop.slice(first), ...loop.slice(0, first), loop[first]].join(' -> '));
      } else visit(next, [...trail, next]);
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return [...cycles].sort();
}
