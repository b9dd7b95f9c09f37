import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HEALTH_CHECK_RESPONSE, type HealthCheckPayload, MESSAGES, UserType } from '@daycare/shared';
import type { WebSocket } from 'ws';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import { HubAccess } from './hub-access.service';
import { HubConnection, type HubConnectionEvents } from './hub-connection';
import type { HubEnvelope, HubIdentity } from './hub-identity';
import { type InvocationMessage, MessageType, record } from './hub-protocol';
import { HubPresence } from './hub-presence.service';

/** A negotiated connection not used within this time is forgotten. */
export const NEGOTIATION_TTL_MS = 60_000;

export interface Negotiation {
  connectionId: string;
  connectionToken: string;
  identity: HubIdentity;
}

/** What a WebSocket's `id` names: a negotiation to use, one already in use, or nothing. */
export type Claim = { state: 'unknown' } | { state: 'in-use' } | { state: 'claimed'; negotiation: Negotiation };

const daycareGroup = (daycareId: number) => `daycare:${daycareId}`;
const adminsGroup = (daycareId: number) => `admins:${daycareId}`;
const roomGroup = (daycareId: number, roomId: number) => `room:${daycareId}:${roomId}`;
const userGroup = (daycareId: number, userId: number) => `user:${daycareId}:${userId}`;

function groupsOf({ daycareId, roomId, userId, userType }: HubIdentity): string[] {
  const groups = [daycareGroup(daycareId), userGroup(daycareId, userId)];
  if (roomId !== null) groups.push(roomGroup(daycareId, roomId));
  if (userType === UserType.Admin || userType === UserType.Super) groups.push(adminsGroup(daycareId));
  return groups;
}

function recipientGroups({ daycareId, audience }: HubEnvelope): string[] {
  switch (audience.kind) {
    case 'daycare':
      return [daycareGroup(daycareId)];
    case 'user':
      return [userGroup(daycareId, audience.userId)];
    case 'room-and-admins':
      return [roomGroup(daycareId, audience.roomId), adminsGroup(daycareId)];
    case 'admins':
      return [adminsGroup(daycareId)];
    case 'family':
      return [];
  }
}

/**
 * The live connections of this gateway instance: negotiations waiting for their socket, sockets
 * grouped per daycare, room and user, keep-alive pings, client time-outs and health checks.
 */
@Injectable()
export class HubConnections implements HubConnectionEvents, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Hub');
  private readonly negotiations = new Map<string, { negotiation: Negotiation; expiry: NodeJS.Timeout }>();
  /** Connection tokens whose socket is open (null while its access is still checked): a second socket is refused. */
  private readonly tokensInUse = new Map<string, HubConnection | null>();
  private readonly groups = new Map<string, Set<HubConnection>>();
  private readonly tokenOf = new WeakMap<HubConnection, string>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly presence: HubPresence,
    private readonly access: HubAccess,
  ) {}

  onModuleInit(): void {
    if (this.config.hubKeepAliveIntervalMs > 0) this.timers.push(setInterval(() => this.keepAlive(), this.config.hubKeepAliveIntervalMs));
    if (this.config.hubHealthCheckIntervalMs > 0) {
      this.timers.push(
        setInterval(() => {
          this.sendHealthChecks();
          void this.closeEndedSessions();
        }, this.config.hubHealthCheckIntervalMs),
      );
    }
    for (const timer of this.timers) timer.unref();
  }

  /** Clients are told to reconnect: another instance, or this one restarted, will take them. */
  onModuleDestroy(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const { expiry } of this.negotiations.values()) clearTimeout(expiry);
    this.negotiations.clear();
    for (const connection of this.openConnections()) connection.close('The server is restarting.', true);
  }

  /** Open connections of this instance. */
  get size(): number {
    return this.openConnections().length;
  }

  /** A new connection id and token for `identity`; `keep` or the shared store holds it until used. */
  newNegotiation(identity: HubIdentity): Negotiation {
    return { connectionId: randomUUID(), connectionToken: randomBytes(24).toString('base64url'), identity };
  }

  /** Holds a negotiation in this instance for its socket. */
  keep(negotiation: Negotiation): void {
    const expiry = setTimeout(() => this.negotiations.delete(negotiation.connectionToken), NEGOTIATION_TTL_MS).unref();
    this.negotiations.set(negotiation.connectionToken, { negotiation, expiry });
  }

  /** Takes the negotiation out synchronously, so two racing sockets cannot both use it. */
  claim(connectionToken: string): Claim {
    if (this.tokensInUse.has(connectionToken)) return { state: 'in-use' };
    const waiting = this.negotiations.get(connectionToken);
    if (!waiting) return { state: 'unknown' };
    clearTimeout(waiting.expiry);
    this.negotiations.delete(connectionToken);
    this.tokensInUse.set(connectionToken, null);
    return { state: 'claimed', negotiation: waiting.negotiation };
  }

  /** Claims a negotiation another instance made (shared through Redis), unless its token is in use here. */
  adopt(negotiation: Negotiation): Claim {
    if (this.tokensInUse.has(negotiation.connectionToken)) return { state: 'in-use' };
    this.tokensInUse.set(negotiation.connectionToken, null);
    return { state: 'claimed', negotiation };
  }

  /** Gives up a claim whose socket was refused; the client negotiates again. */
  release(connectionToken: string): void {
    if (this.tokensInUse.get(connectionToken) === null) this.tokensInUse.delete(connectionToken);
  }

  attach(negotiation: Negotiation, socket: WebSocket): HubConnection {
    const connection = new HubConnection(negotiation.connectionId, negotiation.identity, socket, this, Date.now());
    this.tokensInUse.set(negotiation.connectionToken, connection);
    this.tokenOf.set(connection, negotiation.connectionToken);
    for (const group of groupsOf(negotiation.identity)) this.join(group, connection);
    this.presence.connected(connection.connectionId, connection.identity);
    return connection;
  }

  /** Sends one event to this instance's connections in its audience; the record is built once. */
  deliver(envelope: HubEnvelope): number {
    if (envelope.target === 'OnHealthCheck') this.presence.issuedHealthCheck(envelope.payload as HealthCheckPayload);
    const wire = Buffer.from(record({ type: MessageType.Invocation, target: envelope.target, arguments: [envelope.payload] }));
    const recipients = new Set<HubConnection>();
    for (const group of recipientGroups(envelope)) for (const connection of this.groups.get(group) ?? []) recipients.add(connection);
    let sent = 0;
    for (const connection of recipients) {
      // Guardians are never admitted; the check keeps people status updates to non-User types regardless.
      if (connection.identity.userType === UserType.User || !connection.ready) continue;
      connection.sendRaw(wire);
      sent += 1;
    }
    return sent;
  }

  onInvocation(connection: HubConnection, invocation: InvocationMessage): void {
    if (invocation.target === HEALTH_CHECK_RESPONSE) {
      this.presence.answered(connection.connectionId, invocation.arguments[0]);
      if (invocation.invocationId !== undefined) connection.send({ type: MessageType.Completion, invocationId: invocation.invocationId, result: null });
      return;
    }
    const error = `Unknown hub method '${invocation.target}'`;
    if (invocation.invocationId !== undefined) connection.send({ type: MessageType.Completion, invocationId: invocation.invocationId, error });
    else this.logger.warn({ connectionId: connection.connectionId, target: invocation.target }, error);
  }

  onProtocolError(connection: HubConnection, error: Error): void {
    this.logger.warn({ connectionId: connection.connectionId, userId: connection.identity.userId, reason: error.message }, 'Hub connection closed on a protocol error');
  }

  onClosed(connection: HubConnection): void {
    const token = this.tokenOf.get(connection);
    if (token !== undefined && this.tokensInUse.get(token) === connection) this.tokensInUse.delete(token);
    this.tokenOf.delete(connection);
    for (const group of groupsOf(connection.identity)) this.leave(group, connection);
    this.presence.disconnected(connection.connectionId);
  }

  private join(group: string, connection: HubConnection): void {
    let members = this.groups.get(group);
    if (!members) this.groups.set(group, (members = new Set()));
    members.add(connection);
  }

  private leave(group: string, connection: HubConnection): void {
    const members = this.groups.get(group);
    members?.delete(connection);
    if (members?.size === 0) this.groups.delete(group);
  }

  private keepAlive(): void {
    const silentSince = Date.now() - this.config.hubClientTimeoutMs;
    for (const connection of this.openConnections()) {
      if (connection.lastReceivedAt < silentSince) connection.close('Server timeout elapsed without receiving a message from the client.', true);
      else connection.ping();
    }
  }

  /** Each instance checks its own connections; one payload per round. */
  private sendHealthChecks(): void {
    const payload: HealthCheckPayload = { id: randomUUID(), sentAt: new Date().toISOString() };
    this.presence.issuedHealthCheck(payload);
    const wire = Buffer.from(record({ type: MessageType.Invocation, target: 'OnHealthCheck', arguments: [payload] }));
    for (const connection of this.openConnections()) connection.sendRaw(wire);
  }

  /** A signed-out or revoked session stops receiving events within one health-check round. */
  private async closeEndedSessions(): Promise<void> {
    const open = this.openConnections();
    try {
      const ended = await this.access.endedSessions([...new Set(open.map((connection) => connection.identity.sessionId))]);
      for (const connection of open) if (ended.has(connection.identity.sessionId)) connection.close(MESSAGES.sessionExpired, false);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'Could not check the sessions of live connections');
    }
  }

  private openConnections(): HubConnection[] {
    return [...this.tokensInUse.values()].filter((connection): connection is HubConnection => connection !== null);
  }
}
