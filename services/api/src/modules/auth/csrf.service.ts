import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';

export const CSRF_COOKIE = 'XSRF-TOKEN';
/** Over HTTPS the cookie takes the __Host- prefix: secure, no Domain, Path=/, so no subdomain can plant one. */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'x-xsrf-token';
/** What a forgery cookie is bound to before sign-in. */
export const ANONYMOUS = 'anonymous';

/**
 * The signed double-submit cookie: `<nonce>.<hmac(key, binding + "." + nonce)>`, where the binding
 * is the caller's session id (or "anonymous"). The client echoes the cookie in the X-XSRF-TOKEN header.
 */
@Injectable()
export class CsrfService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'daycare forgery-protection cookie', 32));
  }

  issue(binding: string): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.signature(binding, nonce)}`;
  }

  isValid(value: string | undefined, binding: string): boolean {
    const [nonce, signature, ...rest] = (value ?? '').split('.');
    if (!nonce || !signature || rest.length) return false;
    return safeEqual(signature, this.signature(binding, nonce));
  }

  cookieName(request: FastifyRequest): string {
    return request.protocol === 'https' ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
  }

  /** The request's cookie, if it holds a valid value for `binding`. */
  hasValidCookie(request: FastifyRequest, binding: string): boolean {
    return this.isValid(request.cookies?.[this.cookieName(request)], binding);
  }

  /** Cookie and header agree and the value was signed for `binding`. */
  verifyRequest(request: FastifyRequest, binding: string): boolean {
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies?.[this.cookieName(request)];
    return typeof header === 'string' && header === cookie && this.isValid(cookie, binding);
  }

  /** Sets a fresh cookie bound to `binding` (a new session id after sign-in, "anonymous" after sign-out). */
  setCookie(reply: FastifyReply, binding: string): void {
    const secure = reply.request.protocol === 'https';
    // Not HttpOnly: the client reads it to echo it in the header.
    reply.setCookie(this.cookieName(reply.request), this.issue(binding), { path: '/', sameSite: 'strict', secure, httpOnly: false });
  }

  private signature(binding: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${binding}.${nonce}`).digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
