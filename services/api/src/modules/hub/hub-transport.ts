import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { HubAccess, type HubQuery, HubRefusal } from './hub-access.service';
import { HubBus } from './hub-bus.service';
import { type Claim, HubConnections, type Negotiation } from './hub-connections.service';

export const HUB_PATH = '/chatHub';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 500: 'Internal Server Error' };

/** The Authorization header (Node clients) or the access_token query parameter (browsers cannot set WebSocket headers). */
function bearerToken(authorization: string | undefined, query: URLSearchParams): string | undefined {
  const [scheme, token] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() === 'bearer' && token) return token;
  return query.get('access_token') || undefined;
}

function hubQuery(query: URLSearchParams): HubQuery {
  return { v: query.get('v') ?? undefined, d: query.get('d') ?? undefined, ut: query.get('ut') ?? undefined, i: query.get('i') ?? undefined };
}

/** Answers a refused upgrade on the raw socket: there is no HTTP reply object before the upgrade. */
function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ statusCode: status, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The hub's two entry points: `POST /chatHub/negotiate` admits the signed-in user and hands out a
 * connection token; the WebSocket upgrade at `/chatHub?id=<token>` opens the connection it names.
 */
@Injectable()
export class HubTransport {
  private readonly logger = new Logger('Hub');
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  constructor(
    private readonly access: HubAccess,
    private readonly connections: HubConnections,
    private readonly bus: HubBus,
  ) {}

  register(app: NestFastifyApplication): void {
    app
      .getHttpAdapter()
      .getInstance()
      .post(`${HUB_PATH}/negotiate`, (request, reply) => this.negotiate(request, reply));
    app.getHttpServer().on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      // A reset connection would otherwise be an unhandled 'error' event, which ends the process.
      socket.on('error', () => socket.destroy());
      this.upgrade(request, socket, head).catch((error: unknown) => {
        this.logger.error({ reason: (error as Error).message }, 'A live connection could not be opened');
        refuseUpgrade(socket, 500, 'The live connection could not be opened');
      });
    });
  }

  private async negotiate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const query = new URL(request.url, 'http://hub').searchParams;
    try {
      const identity = await this.access.admit(bearerToken(request.headers.authorization, query), hubQuery(query));
      const negotiation = this.connections.newNegotiation(identity);
      if (!(await this.bus.shareNegotiation(negotiation))) this.connections.keep(negotiation);
      const { connectionId, connectionToken } = negotiation;
      return reply.send({ connectionId, connectionToken, negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }] });
    } catch (error) {
      if (!(error instanceof HubRefusal)) throw error;
      this.refused(error);
      return reply.code(error.status).send({ statusCode: error.status, error: STATUS_TEXT[error.status], message: error.message });
    }
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname !== HUB_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    const connectionToken = url.searchParams.get('id') ?? '';
    const claim = await this.claim(connectionToken);
    if (claim.state === 'unknown') return refuseUpgrade(socket, 404, 'No Connection with that ID');
    if (claim.state === 'in-use') return refuseUpgrade(socket, 409, 'Connection ID already in use');
    const { negotiation } = claim;
    try {
      await this.checkSameSession(negotiation, bearerToken(request.headers.authorization, url.searchParams), hubQuery(url.searchParams));
    } catch (error) {
      this.connections.release(connectionToken);
      if (!(error instanceof HubRefusal)) throw error;
      this.refused(error);
      return refuseUpgrade(socket, error.status, error.message);
    }
    if (socket.destroyed) return this.connections.release(connectionToken);
    this.sockets.handleUpgrade(request, socket, head, (webSocket) => this.opened(negotiation, webSocket));
  }

  /** A negotiation kept by this instance, else one taken (atomically, once) from Redis. */
  private async claim(connectionToken: string): Promise<Claim> {
    const local = this.connections.claim(connectionToken);
    if (local.state !== 'unknown') return local;
    const shared = await this.bus.takeSharedNegotiation(connectionToken);
    return shared ? this.connections.adopt(shared) : local;
  }

  /** The socket must come from the session that negotiated, and that session must still be live. */
  private async checkSameSession(negotiation: Negotiation, token: string | undefined, query: HubQuery): Promise<void> {
    const identity = await this.access.admit(token, query);
    if (identity.sessionId !== negotiation.identity.sessionId || identity.userId !== negotiation.identity.userId) {
      throw new HubRefusal(401, 'The connection was negotiated by another session');
    }
  }

  /** Never the URL: browsers put the access token in its query. */
  private refused(refusal: HubRefusal): void {
    this.logger.warn({ status: refusal.status, reason: refusal.message }, 'Live connection refused');
  }

  private opened(negotiation: Negotiation, webSocket: Parameters<HubConnections['attach']>[1]): void {
    const { connectionId, identity } = negotiation;
    this.connections.attach(negotiation, webSocket);
    this.logger.log({ connectionId, userId: identity.userId, userType: identity.userType, daycareId: identity.daycareId, roomId: identity.roomId }, 'Hub connection opened');
  }
}
