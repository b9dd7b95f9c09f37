import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/** The largest request body the API takes: far above any form it has; file uploads get their own route and limit. */
export const MAX_BODY_BYTES = 256 * 1024;
/** No request the API takes nests deeper than a few levels; this bound keeps every later walk of the body shallow. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests deeper than `limit`, found in one pass over its bytes without parsing it. */
export function nestsDeeperThan(json: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies up to MAX_BODY_BYTES (Fastify answers 413 above it), refused with 400 when nested deeper than
 * MAX_JSON_DEPTH before JSON.parse or any recursive step sees them; then Fastify's own parser, which refuses
 * `__proto__` and `constructor` keys.
 */
export function useJsonBodyParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parse = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit: MAX_BODY_BYTES }, (request, body, done) => {
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new BadRequestException(`The request body nests deeper than ${MAX_JSON_DEPTH} levels; send flatter JSON`), undefined);
      return;
    }
    parse(request, body.toString(), done);
  });
}
