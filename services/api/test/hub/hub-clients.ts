import type { AddressInfo } from 'node:net';
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { type HubEventName, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { SessionService } from '../../src/modules/auth/session.service';
import { TokenService } from '../../src/modules/auth/token.service';
import { createUser, type CreatedUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import type { SignedIn } from '../sessions';

export const EVENT_NAMES: readonly HubEventName[] = [
  'OnStaffStatusChange',
  'OnChildStatusChange',
  'OnMessage',
  'OnMedication',
  'OnMedicationComplete',
  'OnEmergencyMedication',
  'OnMyWay',
  'OnMyWayComplete',
  'OnIncident',
  'OnIncidentComplete',
  'OnPermissionComplete',
  'OnReloadChildren',
  'OnReloadStaff',
  'OnAttendanceUpdated',
  'OnPaymentListUpdated',
  'OnNewRegistrationSubmitted',
  'OnPickupAlert',
  'OnFamilyChange',
  'OnDailyReport',
  'OnSleepCheck',
  'OnHealthCheck',
];

/** A secret shared by gateways that must accept each other's tokens (restart, two instances). */
export const SHARED_JWT_SECRET = 'hub-tests-shared-secret-of-at-least-32-chars';

/** Fast hub timings for tests unless a test sets its own. */
export const FAST_HUB_ENV = { HUB_KEEP_ALIVE_INTERVAL_MS: '1000', HUB_CLIENT_TIMEOUT_MS: '5000', HUB_HEALTH_CHECK_INTERVAL_MS: '60000' };

export interface ListeningGateway extends TestApp {
  baseUrl: string;
  port: number;
}

/** The real gateway listening on a free port (or `port`), as a browser would reach it. */
export async function startListeningGateway(env: NodeJS.ProcessEnv = {}, port = 0): Promise<ListeningGateway> {
  const gateway = await startTestApp({ ...FAST_HUB_ENV, ...env });
  await gateway.app.listen({ port, host: '127.0.0.1' });
  const address = gateway.app.getHttpServer().address() as AddressInfo;
  return { ...gateway, port: address.port, baseUrl: `http://127.0.0.1:${address.port}` };
}

/**
 * The environment of a gateway on the same database as `gateway`: for a restart (one after the
 * other, embedded database included) or, on a PostgreSQL server, a second instance beside it.
 */
export function sameDatabase(gateway: TestApp): NodeJS.ProcessEnv {
  return { DATABASE_URL: gateway.database.env.DATABASE_URL, DATA_DIR: gateway.database.env.DATA_DIR };
}

export interface HubUser extends CreatedUser {
  daycareId: number;
  accessToken: string;
}

/** The hub user of a session signed in through the API (its user, its daycare and its access token). */
export function hubUserOfSession({ user, accessToken }: SignedIn): HubUser {
  return { ...user, daycareId: user.daycare!.id, accessToken } as unknown as HubUser;
}

/** A user of `daycareId` with a live session and its access token (no password hashing on the way). */
export async function hubUser(gateway: TestApp, type: UserType, daycareId: number, roomId: number | null = null): Promise<HubUser> {
  const ds = gateway.app.get(DataSource);
  const user = await createUser(ds, { type, daycareId });
  if (roomId !== null) await ds.query('UPDATE user_daycare SET room_id = $1 WHERE user_id = $2 AND daycare_id = $3', [roomId, user.id, daycareId]);
  return { ...user, daycareId, accessToken: await accessTokenFor(gateway, user.id, type, daycareId) };
}

export async function accessTokenFor(gateway: TestApp, userId: number, userType: UserType, daycareId: number | null): Promise<string> {
  const { session } = await gateway.app.get(SessionService).start({ userId, daycareId });
  return gateway.app.get(TokenService).signAccessToken({ userId, sessionId: session.id, daycareId, userType, impersonatorId: null });
}

/** The URL the shell connects to: `/chatHub?v=3&d=<daycare>&ut=<type>&i=<user>`. */
export function hubUrl(baseUrl: string, user: Pick<HubUser, 'id' | 'type' | 'daycareId'>, overrides: Record<string, string> = {}): string {
  const query = new URLSearchParams({ v: '3', d: String(user.daycareId), ut: String(user.type), i: String(user.id), ...overrides });
  return `${baseUrl}/chatHub?${query}`;
}

export interface ReceivedEvent {
  name: string;
  payload: unknown;
}

/** A real @microsoft/signalr client that records every server event it receives. */
export class HubClient {
  readonly received: ReceivedEvent[] = [];
  private readonly waiters: { test: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] = [];

  constructor(readonly connection: HubConnection) {
    for (const name of EVENT_NAMES) connection.on(name, (payload: unknown) => this.record({ name, payload }));
  }

  /** Resolves with the first event (already received or still to come) that `test` accepts. */
  next(name: string, test: (payload: unknown) => boolean = () => true, timeoutMs = 5000): Promise<ReceivedEvent> {
    const matches = (event: ReceivedEvent) => event.name === name && test(event.payload);
    const seen = this.received.find(matches);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${name} within ${timeoutMs} ms; received ${JSON.stringify(this.received)}`)), timeoutMs);
      this.waiters.push({ test: matches, resolve: (event) => (clearTimeout(timer), resolve(event)) });
    });
  }

  names(): string[] {
    return this.received.map((event) => event.name);
  }

  stop(): Promise<void> {
    return this.connection.stop();
  }

  private record(event: ReceivedEvent): void {
    this.received.push(event);
    for (const waiter of this.waiters.filter((candidate) => candidate.test(event))) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  }
}

export interface ConnectOptions {
  query?: Record<string, string>;
  reconnectDelaysMs?: number[];
  token?: () => string;
}

export function buildHubClient(baseUrl: string, user: HubUser, options: ConnectOptions = {}): HubClient {
  let builder = new HubConnectionBuilder()
    .withUrl(hubUrl(baseUrl, user, options.query), {
      accessTokenFactory: options.token ?? (() => user.accessToken),
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelaysMs) builder = builder.withAutomaticReconnect(options.reconnectDelaysMs);
  return new HubClient(builder.build());
}

/** Connects and waits for the handshake; the client is stopped by `stopAll`. */
export async function connectHub(baseUrl: string, user: HubUser, options: ConnectOptions = {}): Promise<HubClient> {
  const client = buildHubClient(baseUrl, user, options);
  await client.connection.start();
  return client;
}

export async function stopAll(clients: HubClient[]): Promise<void> {
  await Promise.all(clients.map((client) => client.stop().catch(() => undefined)));
  clients.length = 0;
}

/** Lets in-flight records arrive before asserting that something did NOT arrive. */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export { UserType };
