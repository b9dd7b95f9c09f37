import { Inject, Injectable } from '@nestjs/common';
import type { HealthCheckPayload, UserType } from '@daycare/shared';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import type { HubIdentity } from './hub-identity';

/** A connection that answered a health check recently. */
export interface AliveConnection {
  connectionId: string;
  userId: number;
  userType: UserType;
  roomId: number | null;
  lastAliveAt: Date;
}

interface Tracked {
  identity: HubIdentity;
  lastAliveAt: Date | null;
}

/** Answers older than this many health-check rounds no longer count, and their ids are forgotten. */
const ROUNDS_KEPT = 2;

/**
 * Who is alive on this gateway instance: connections that answered one of the last health checks
 * with the payload the gateway sent.
 */
@Injectable()
export class HubPresence {
  private readonly connections = new Map<string, Tracked>();
  /** Health-check ids sent, with when: only these are accepted as answers. */
  private readonly issued = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Connections of the daycare that answered a health check within the last two rounds. */
  alive(daycareId: number): AliveConnection[] {
    const since = Date.now() - this.windowMs();
    return [...this.connections.entries()]
      .filter(([, { identity, lastAliveAt }]) => identity.daycareId === daycareId && lastAliveAt && lastAliveAt.getTime() >= since)
      .map(([connectionId, { identity, lastAliveAt }]) => ({
        connectionId,
        userId: identity.userId,
        userType: identity.userType,
        roomId: identity.roomId,
        lastAliveAt: lastAliveAt!,
      }));
  }

  connected(connectionId: string, identity: HubIdentity): void {
    this.connections.set(connectionId, { identity, lastAliveAt: null });
  }

  disconnected(connectionId: string): void {
    this.connections.delete(connectionId);
  }

  issuedHealthCheck(payload: HealthCheckPayload): void {
    this.forgetOldIds();
    this.issued.set(payload.id, Date.now());
  }

  /** True when the answer echoes a health check this instance sent. */
  answered(connectionId: string, payload: unknown): boolean {
    const id = (payload as Partial<HealthCheckPayload> | null)?.id;
    const tracked = this.connections.get(connectionId);
    if (typeof id !== 'string' || !this.issued.has(id) || !tracked) return false;
    tracked.lastAliveAt = new Date();
    return true;
  }

  private windowMs(): number {
    return ROUNDS_KEPT * this.config.hubHealthCheckIntervalMs;
  }

  private forgetOldIds(): void {
    const before = Date.now() - this.windowMs();
    for (const [id, sentAt] of this.issued) if (sentAt < before) this.issued.delete(id);
  }
}
