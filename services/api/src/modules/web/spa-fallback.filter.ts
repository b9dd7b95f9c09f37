import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ArgumentsHost, Catch, Inject, NotFoundException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import { pageContentSecurityPolicy } from './security-headers';
import { shellDist } from './web-paths';

/** First path segments that never fall back to the shell: they answer their own 404s. */
const SERVER_SEGMENTS = new Set(['api', 'remotes', 'chatHub']);

export const WEB_APPS_NOT_BUILT =
  'The web apps are not built yet. Run `npm run build` (or `npm start`, which builds what is missing), then reload this page.';

/** The meta tag the shell reads its style nonce from, for antd's CSS-in-JS. */
export const CSP_NONCE_META = 'csp-nonce';

/** The page's own inline script and style, and the meta tag, carry this response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`)
    .replace(/<head>/i, `<head><meta name="${CSP_NONCE_META}" content="${nonce}">`);
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const firstSegment = request.url.split(/[/?#]/)[1] ?? '';
  return !SERVER_SEGMENTS.has(firstSegment);
}

/**
 * The shell owns the browser routes (`/children`, `/tablet/child/7`, ...): a page request that
 * matches no file gets the shell's index.html, and the shell's router takes it from there.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter extends BaseExceptionFilter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async catch(exception: NotFoundException, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (!isPageRequest(request)) return super.catch(exception, host);
    const reply = http.getResponse<FastifyReply>().header('cache-control', 'no-cache');
    const indexHtml = await readFile(path.join(shellDist(this.config.webRoot), 'index.html')).catch(() => undefined);
    if (!indexHtml) {
      await reply.code(503).type('text/plain; charset=utf-8').send(WEB_APPS_NOT_BUILT);
      return;
    }
    // A fresh nonce per page: only the scripts and styles this answer names may run inline.
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', pageContentSecurityPolicy(this.config, nonce));
    await reply.code(200).type('text/html; charset=utf-8').send(withNonce(indexHtml.toString('utf8'), nonce));
  }
}
