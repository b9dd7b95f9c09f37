import path from 'node:path';
import type { RemoteName } from './remote-names';

/** The built shell: index.html, its assets and version.json. */
export function shellDist(webRoot: string): string {
  return path.join(webRoot, 'shell', 'dist');
}

export function remoteDist(webRoot: string, name: RemoteName): string {
  return path.join(webRoot, `mf-${name}`, 'dist');
}
