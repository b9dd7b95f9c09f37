import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import { shellDist } from '../web/web-paths';

/** Cache entries a deployment may release; the next read recomputes them. */
export const RELEASABLE_CACHE_KEYS = ['appVersion'] as const;
export type ReleasableCacheKey = (typeof RELEASABLE_CACHE_KEYS)[number];

/**
 * The version of the deployed web apps: APP_VERSION when set, else the number the shell build
 * wrote to shell/dist/version.json, else 0. Kept in memory until the cache entry is released.
 */
@Injectable()
export class AppVersionService {
  private readonly logger = new Logger(AppVersionService.name);
  private readonly cache = new Map<ReleasableCacheKey, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async current(): Promise<number> {
    const cached = this.cache.get('appVersion');
    if (cached !== undefined) return cached;
    const version = this.config.appVersion ?? (await this.builtVersion());
    this.cache.set('appVersion', version);
    return version;
  }

  release(cacheKey: ReleasableCacheKey): void {
    this.cache.delete(cacheKey);
  }

  private async builtVersion(): Promise<number> {
    const file = path.join(shellDist(this.config.webRoot), 'version.json');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) return 0;
    try {
      const { version } = JSON.parse(text) as { version?: unknown };
      if (typeof version === 'number' && Number.isFinite(version)) return version;
    } catch {
      // reported below, like a file without a number
    }
    this.logger.warn(`${file} holds no numeric "version"; reporting version 0`);
    return 0;
  }
}
