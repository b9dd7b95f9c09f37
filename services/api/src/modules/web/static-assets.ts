import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { REMOTE_NAMES } from './remote-names';
import { remoteDist, shellDist } from './web-paths';

/** Entry points keep their names across builds, so browsers must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'version.json']);
/** A content hash in the file name (`main.3f9a0c1d.js`) means the content never changes. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (!ENTRY_FILES.has(name) && HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

/** The shell's index.html is never served as a file: the page fallback answers it with a fresh CSP nonce. */
const SHELL_PAGE_PATHS = new Set(['/', '/index.html']);
const notTheShellPage = (pathName: string) => !SHELL_PAGE_PATHS.has(pathName);

async function serveFolder(app: NestFastifyApplication, root: string, prefix: string, options: Partial<FastifyStaticOptions> = {}): Promise<void> {
  if (!existsSync(root)) new Logger('WebAssets').warn(`${root} does not exist yet: build the web apps (npm run build)`);
  await app.register(fastifyStatic, {
    root,
    prefix,
    ...options,
    decorateReply: false,
    suppressWarning: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
}

/**
 * Serves the built shell at `/` and each remote at `/remotes/<name>/`. Files are looked up per
 * request, so a remote redeployed into its folder is served without a restart.
 */
export async function registerWebAssets(app: NestFastifyApplication, webRoot: string): Promise<void> {
  await serveFolder(app, shellDist(webRoot), '/', { allowedPath: notTheShellPage });
  for (const name of REMOTE_NAMES) await serveFolder(app, remoteDist(webRoot, name), `/remotes/${name}/`);
}
