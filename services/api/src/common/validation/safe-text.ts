import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** PostgreSQL text cannot hold NUL, and an unpaired UTF-16 surrogate is no character at all (URI and jsonb encoders refuse it). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSAFE_CHARACTER = /\u0000|\p{Surrogate}/u;

/** The name (dotted path) of the first key or string value in `value` holding an unsafe character, if any. */
export function unsafeTextField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSAFE_CHARACTER.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (UNSAFE_CHARACTER.test(key)) return innerPath;
    const found = unsafeTextField(inner, innerPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

function checkRequestText(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const field = unsafeTextField(part);
    if (field !== undefined) {
      const message = `${field || 'the request'} holds a character that cannot be stored (a NUL or a broken Unicode character); remove it`;
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message] });
    }
  }
}

/**
 * One check at the edge for every route: path parameters, query and body are refused with 400 when a
 * string in them holds NUL or an unpaired surrogate, before any guard, audit or query sees them.
 * Bodies reach here already bounded in depth by the JSON parser, so the walk stays shallow.
 */
export function registerSafeTextCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => checkRequestText(request));
}
