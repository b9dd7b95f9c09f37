import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import { FamilyStreams } from './family-streams.service';
import { HubConnections } from './hub-connections.service';
import type { Negotiation } from './hub-connections.service';
import type { HubEnvelope } from './hub-identity';

export function hubChannel(prefix: string): string {
  return `${prefix}:hub`;
}

/** Negotiations outlive their instance's memory for this long, as they do locally. */
const SHARED_NEGOTIATION_TTL_SECONDS = 60;

/**
 * Carries every published event to every gateway instance: through Redis pub/sub when REDIS_URL is
 * set (each instance, the publisher included, delivers to its own sockets), in-process otherwise.
 */
@Injectable()
export class HubBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('HubBus');
  private readonly channel: string;
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly connections: HubConnections,
    private readonly familyStreams: FamilyStreams,
  ) {
    this.channel = hubChannel(config.hubChannelPrefix);
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    // Live events are worth nothing late: while Redis is unreachable a publish fails at once instead of queueing.
    this.publisher = this.redis({ enableOfflineQueue: false });
    this.subscriber = this.redis({});
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
    await Promise.all([this.subscriber.subscribe(this.channel), waitUntilReady(this.publisher)]);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((client) => client?.quit().catch(() => client.disconnect())));
    this.publisher = this.subscriber = null;
  }

  async publish(envelope: HubEnvelope): Promise<void> {
    if (!this.publisher) {
      this.deliverHere(envelope);
      return;
    }
    try {
      await this.publisher.publish(this.channel, JSON.stringify(envelope));
    } catch (error) {
      this.logger.error({ target: envelope.target, daycareId: envelope.daycareId, reason: (error as Error).message }, 'A live event could not be published');
    }
  }

  /**
   * Behind a load balancer the socket may reach another replica than the negotiate call did, so
   * with Redis negotiations are kept there (60 s) for whichever instance the socket reaches.
   * False when there is no Redis or it failed: the negotiating instance keeps it itself.
   */
  async shareNegotiation(negotiation: Negotiation): Promise<boolean> {
    if (!this.publisher) return false;
    try {
      await this.publisher.set(this.negotiationKey(negotiation.connectionToken), JSON.stringify(negotiation), 'EX', SHARED_NEGOTIATION_TTL_SECONDS);
      return true;
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'A negotiation could not be shared through Redis');
      return false;
    }
  }

  /** Takes a negotiation made on another instance; atomic, so only one instance gets it. */
  async takeSharedNegotiation(connectionToken: string): Promise<Negotiation | null> {
    if (!this.publisher || !connectionToken) return null;
    try {
      const stored = await this.publisher.getdel(this.negotiationKey(connectionToken));
      return stored ? (JSON.parse(stored) as Negotiation) : null;
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'A shared negotiation could not be read from Redis');
      return null;
    }
  }

  private negotiationKey(connectionToken: string): string {
    return `${this.config.hubChannelPrefix}:hub:negotiation:${connectionToken}`;
  }

  private receive(channel: string, message: string): void {
    if (channel !== this.channel) return;
    try {
      this.deliverHere(JSON.parse(message) as HubEnvelope);
    } catch (error) {
      this.logger.error({ reason: (error as Error).message }, 'A live event from Redis could not be delivered');
    }
  }

  /** To this instance's hub connections and family streams. */
  private deliverHere(envelope: HubEnvelope): void {
    this.connections.deliver(envelope);
    this.familyStreams.deliver(envelope);
  }

  private redis(options: { enableOfflineQueue?: boolean }): Redis {
    const client = new Redis(this.config.redisUrl, { ...options, lazyConnect: false, maxRetriesPerRequest: null });
    // ioredis reconnects by itself; an unhandled 'error' event would end the process.
    client.on('error', (error: Error) => this.logger.warn({ reason: error.message }, 'Redis connection problem (live hub)'));
    return client;
  }
}

function waitUntilReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('end', () => reject(new Error('Redis closed before it was ready')));
  });
}
