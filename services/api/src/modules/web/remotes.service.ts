import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import type { RemotesManifestDto } from './dto/remotes-manifest.dto';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { remoteDist } from './web-paths';

interface Fingerprint {
  mtimeMs: number;
  size: number;
  hash: string;
}

@Injectable()
export class RemotesService {
  /** Hashes by file, recomputed only when the file's mtime or size changes. */
  private readonly fingerprints = new Map<string, Fingerprint>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async manifest(): Promise<RemotesManifestDto> {
    const entries = await Promise.all(REMOTE_NAMES.map(async (name) => [name, { entry: await this.entry(name) }] as const));
    return Object.fromEntries(entries) as Record<RemoteName, { entry: string }>;
  }

  private async entry(name: RemoteName): Promise<string> {
    const configured = this.config.remoteUrls[name];
    if (configured) return configured;
    const url = `/remotes/${name}/remoteEntry.js`;
    const hash = await this.hashOf(path.join(remoteDist(this.config.webRoot, name), 'remoteEntry.js'));
    // Not built yet: the plain URL still tells the shell where the remote will be.
    return hash ? `${url}?v=${hash}` : url;
  }

  private async hashOf(file: string): Promise<string | undefined> {
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return undefined;
    const known = this.fingerprints.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.hash;
    const hash = createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 12);
    this.fingerprints.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, hash });
    return hash;
  }
}
