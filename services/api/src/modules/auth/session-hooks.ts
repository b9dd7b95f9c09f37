import { Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../openapi';
import { AUTH_MESSAGES } from './auth-messages';
import { ANONYMOUS, CsrfService } from './csrf.service';
import { SessionService } from './session.service';
import { TokenService, type VerifiedAccessToken } from './token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this /api request's forgery cookie must be bound to: its token's session, or "anonymous". */
    csrfBinding?: string;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The SignalR client cannot set headers on a WebSocket, so the hub takes the token from the query. */
const HUB_PREFIX = '/chatHub';

/** Signed file links: read by `<img>` and downloads, which send no token, and authorised by their signature. */
const SIGNED_FILES_PREFIX = `/${API_PREFIX}/files/`;

function isApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);
}

/** A photo on a signed-in page must not swap the page's session-bound forgery cookie for an anonymous one. */
function isSignedFileRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.url.startsWith(SIGNED_FILES_PREFIX);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() === 'bearer' && token) return token;
  if (request.url.startsWith(HUB_PREFIX)) {
    const queryToken = (request.query as Record<string, unknown> | undefined)?.access_token;
    if (typeof queryToken === 'string' && queryToken) return queryToken;
  }
  return undefined;
}

/**
 * The one place a request gets its user: verifies the bearer access token, checks its session is
 * live and sets `request.user`. Then the forgery check of state-changing /api calls, and a fresh
 * forgery cookie for any /api request that came without a valid one.
 */
@Injectable()
export class SessionHooks {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly csrf: CsrfService,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply) => this.onRequest(request, reply));
  }

  private async onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const verified = await this.verifiedToken(request);
    if (verified && !verified.expired) request.user = (await this.sessions.authenticate(verified.claims)) ?? undefined;
    if (!isApiRequest(request) || isSignedFileRead(request)) return undefined;
    // An expired token still names its session: the refresh call carries the cookie bound to it.
    const binding = verified?.claims.sessionId ?? ANONYMOUS;
    request.csrfBinding = binding;
    if (!this.csrf.hasValidCookie(request, binding)) this.csrf.setCookie(reply, binding);
    if (STATE_CHANGING_METHODS.has(request.method) && !this.csrf.verifyRequest(request, binding)) {
      return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: AUTH_MESSAGES.forgeryRejected });
    }
    return undefined;
  }

  private async verifiedToken(request: FastifyRequest): Promise<VerifiedAccessToken | null> {
    const token = bearerToken(request);
    return token ? this.tokens.verifyAccessToken(token) : null;
  }
}

/** Cookies first (the hooks read them), then the session hooks; before the app is initialised. */
export async function registerSessionHooks(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCookie);
  app.get(SessionHooks).register(app.getHttpAdapter().getInstance());
}
