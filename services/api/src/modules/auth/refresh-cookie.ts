import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './session.service';

export const REFRESH_COOKIE = 'daycare-refresh';
/** Over HTTPS the `__Secure-` prefix: browsers take it only with Secure, from a secure page. */
export const SECURE_REFRESH_COOKIE = `__Secure-${REFRESH_COOKIE}`;
/** Only the calls that trade or end a session (refreshTokenV2, logout) ever see the token. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function cookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE;
}

function cookieOptions(request: FastifyRequest) {
  return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' } as const;
}

/** The refresh token goes to the browser as an HttpOnly cookie that dies with its session; no script reads it. */
export function setRefreshCookie(reply: FastifyReply, { session, refreshToken }: IssuedSession): void {
  reply.setCookie(cookieName(reply.request), refreshToken, { ...cookieOptions(reply.request), expires: session.absoluteExpiresAt });
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[cookieName(request)] || undefined;
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(cookieName(reply.request), cookieOptions(reply.request));
}
