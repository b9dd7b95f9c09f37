import type { HubConnection } from '@microsoft/signalr';
import { HUB_TIMINGS, UserType } from '@daycare/shared';
import { liveBannerRaised, liveConnectionChanged, type AppStore, type LoggedInUser } from '@daycare/store';

/** Who the connection is for: the hub's query (`v=3`, daycare, user type, user). */
export interface LiveIdentity {
  userId: number;
  userType: UserType;
  daycareId: number;
}

/** The identity a signed-in user connects with; none for guardians (type User) or without a daycare. */
export function liveIdentityOf(user: LoggedInUser | null): LiveIdentity | null {
  if (!user || user.type === UserType.User || !user.daycare) return null;
  return { userId: user.id, userType: user.type, daycareId: user.daycare.id };
}

/**
 * The access token a connection for `identity` sends. When the signed-in user changed while it was
 * connecting (an impersonation began or ended), the old connection gives up instead of presenting
 * the new user's token under the old user's query, which the hub refuses.
 */
export function accessTokenFor(user: LoggedInUser | null, identity: LiveIdentity): string {
  const current = liveIdentityOf(user);
  const same = current && current.userId === identity.userId && current.userType === identity.userType && current.daycareId === identity.daycareId;
  if (!same || !user) throw new Error('The signed-in user changed while the live connection was opening');
  return user.accessToken ?? '';
}

export function hubUrl({ userId, userType, daycareId }: LiveIdentity): string {
  return `/chatHub?v=3&d=${daycareId}&ut=${userType}&i=${userId}`;
}

/** Builds the real connection; tests hand in their own builder at the network boundary. */
export type ConnectionFactory = (identity: LiveIdentity, hooks: { onLongOutage: () => void }) => Promise<HubConnection>;

export interface LiveConnectionOptions {
  createConnection: ConnectionFactory;
  /** Wires the server events to the app, once per connection. */
  subscribe: (connection: HubConnection) => void;
  /** After a reconnect (and the random 1 to 3 s wait): reload what may have changed meanwhile. */
  onReconnected: () => void;
  /** A refused negotiation: renew the session's tokens before the next try. */
  onUnauthorized: () => Promise<void>;
  random?: () => number;
}

function isUnauthorized(error: unknown): boolean {
  return (error as { statusCode?: number } | null)?.statusCode === 401;
}

/**
 * The live connection's state machine: Disconnected, Connecting, Connected,
 * Disconnecting, Reconnecting. A start while connected, connecting or reconnecting is skipped; a
 * failed start raises the banner and tries again after 5 s; a lost connection reconnects by itself.
 */
export class LiveConnection {
  private connection: HubConnection | undefined;
  private identity: LiveIdentity | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly store: AppStore,
    private readonly options: LiveConnectionOptions,
  ) {}

  async start(identity: LiveIdentity): Promise<void> {
    const state = this.store.getState().live.connection;
    if (state === 'Connected' || state === 'Connecting' || state === 'Reconnecting') return;
    this.identity = identity;
    this.setState('Connecting');
    try {
      const connection = await this.open(identity);
      if (this.identity !== identity) {
        await connection.stop(); // stopped while connecting
        return;
      }
      this.connection = connection;
      this.setState('Connected');
    } catch (error) {
      this.connection = undefined;
      if (this.identity !== identity) return; // stopped meanwhile
      this.setState('Disconnected');
      this.store.dispatch(liveBannerRaised());
      if (isUnauthorized(error)) await this.options.onUnauthorized();
      this.retryTimer = setTimeout(() => void this.start(identity), HUB_TIMINGS.initialRetryMs);
    }
  }

  async stop(): Promise<void> {
    this.identity = undefined;
    clearTimeout(this.retryTimer);
    clearTimeout(this.reconnectTimer);
    const connection = this.connection;
    this.connection = undefined;
    if (!connection) return;
    this.setState('Disconnecting');
    await connection.stop().catch(() => undefined);
    this.setState('Disconnected');
  }

  private async open(identity: LiveIdentity): Promise<HubConnection> {
    const connection = await this.options.createConnection(identity, { onLongOutage: () => this.store.dispatch(liveBannerRaised()) });
    this.options.subscribe(connection);
    connection.onreconnecting(() => this.setState('Reconnecting'));
    connection.onreconnected(() => this.reconnected());
    connection.onclose(() => this.closedByServer(connection));
    await connection.start();
    return connection;
  }

  private reconnected(): void {
    this.setState('Connected');
    const { reconnectRefreshMinMs, reconnectRefreshMaxMs } = HUB_TIMINGS;
    const random = this.options.random ?? Math.random;
    const wait = reconnectRefreshMinMs + random() * (reconnectRefreshMaxMs - reconnectRefreshMinMs);
    this.reconnectTimer = setTimeout(() => this.options.onReconnected(), wait);
  }

  /** The server closed for good (or reconnecting stopped): start over unless we are the ones stopping. */
  private closedByServer(connection: HubConnection): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    this.setState('Disconnected');
    this.store.dispatch(liveBannerRaised());
    const identity = this.identity;
    if (identity) this.retryTimer = setTimeout(() => void this.start(identity), HUB_TIMINGS.initialRetryMs);
  }

  private setState(state: Parameters<typeof liveConnectionChanged>[0]): void {
    this.store.dispatch(liveConnectionChanged(state));
  }
}
