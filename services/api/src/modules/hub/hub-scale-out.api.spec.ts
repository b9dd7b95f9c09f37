import { randomBytes } from 'node:crypto';
import { UserType } from '@daycare/shared';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { createDaycare } from '../../../test/factories';
import {
  connectHub,
  type HubClient,
  hubUrl,
  hubUser,
  type HubUser,
  type ListeningGateway,
  settle,
  sameDatabase,
  SHARED_JWT_SECRET,
  startListeningGateway,
  stopAll,
} from '../../../test/hub/hub-clients';
import { hubChannel } from './hub-bus.service';
import { HubEvents } from './hub-events.service';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** A channel of this run only, so parallel runs on one Redis never see each other's events. */
const PREFIX = `hub-test-${randomBytes(4).toString('hex')}`;
const ENV = { REDIS_URL, HUB_CHANNEL_PREFIX: PREFIX, JWT_SECRET: SHARED_JWT_SECRET };

let instanceA: ListeningGateway;
let instanceB: ListeningGateway;
let redis: Redis;
let daycareId: number;
let otherDaycareId: number;
let director: HubUser;
let staff: HubUser;
const clients: HubClient[] = [];

async function subscribers(): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', hubChannel(PREFIX))) as [string, number];
  return Number(count);
}

beforeAll(async () => {
  // The embedded database serves one process's one gateway; two instances need a server.
  if (!process.env.DATABASE_URL) throw new Error('Two gateway instances share one database: set DATABASE_URL to a PostgreSQL server');
  redis = new Redis(REDIS_URL);
  instanceA = await startListeningGateway(ENV);
  // Instance B shares A's database and secret, as replicas behind one load balancer do.
  instanceB = await startListeningGateway({ ...ENV, ...sameDatabase(instanceA) });
  const ds = instanceA.app.get(DataSource);
  daycareId = (await createDaycare(ds, 'Scaled House')).id;
  otherDaycareId = (await createDaycare(ds, 'Elsewhere')).id;
  director = await hubUser(instanceA, UserType.Admin, daycareId);
  staff = await hubUser(instanceA, UserType.Staff, daycareId);
});

afterAll(async () => {
  await stopAll(clients);
  await instanceB?.close();
  await instanceA?.close();
  redis?.disconnect();
});

it('delivers an event raised on instance A to a client of instance B, and to A\'s own clients once', async () => {
  const onB = await connectHub(instanceB.baseUrl, staff);
  const onA = await connectHub(instanceA.baseUrl, director);
  clients.push(onA, onB);

  const status = { daycareId, person: { id: 5, label: 'Ana' }, status: 1, room: { id: 1, label: 'Toddlers' } };
  await instanceA.app.get(HubEvents).staffStatusChange(status);
  await instanceA.app.get(HubEvents).reloadChildren({ daycareId: otherDaycareId });

  expect((await onB.next('OnStaffStatusChange')).payload).toEqual(status);
  expect((await onA.next('OnStaffStatusChange')).payload).toEqual(status);
  await settle();
  expect(onA.names().filter((name) => name === 'OnStaffStatusChange')).toHaveLength(1);
  expect([...onA.names(), ...onB.names()]).not.toContain('OnReloadChildren');
});

it('routes a message raised on B to its recipient connected to A only', async () => {
  const directorOnA = await connectHub(instanceA.baseUrl, director);
  const staffOnA = await connectHub(instanceA.baseUrl, staff);
  clients.push(directorOnA, staffOnA);
  const message = { daycareId, toId: staff.id, label: 'See you at five', guardian: { id: 3, label: 'Maria' } };
  await instanceB.app.get(HubEvents).message(message);
  expect((await staffOnA.next('OnMessage')).payload).toEqual(message);
  await settle();
  expect(directorOnA.names()).not.toContain('OnMessage');
});

/** The HTTP status a WebSocket upgrade answered (101 when it opened); the socket is left open. */
function upgrade(gateway: ListeningGateway, user: HubUser, connectionToken: string): Promise<{ status: number; socket: WebSocket }> {
  const socket = new WebSocket(hubUrl(gateway.baseUrl.replace('http', 'ws'), user, { id: connectionToken }), { headers: { authorization: `Bearer ${user.accessToken}` } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0, socket }));
    socket.once('error', reject);
  });
}

it('opens the socket on instance B for a negotiation made on A (no sticky sessions needed), once', async () => {
  const negotiateUrl = hubUrl(instanceA.baseUrl, staff).replace('/chatHub?', '/chatHub/negotiate?negotiateVersion=1&');
  const res = await fetch(negotiateUrl, { method: 'POST', headers: { authorization: `Bearer ${staff.accessToken}` } });
  const { connectionToken } = (await res.json()) as { connectionToken: string };

  const onB = await upgrade(instanceB, staff, connectionToken);
  expect(onB.status).toBe(101);
  const records: string[] = [];
  onB.socket.on('message', (data) => records.push(String(data)));
  onB.socket.send('{"protocol":"json","version":1}\u001e');
  const again = await upgrade(instanceA, staff, connectionToken);
  expect(again.status).toBe(404);

  await instanceA.app.get(HubEvents).reloadStaff({ daycareId });
  await settle();
  expect(records.join('')).toContain('"target":"OnReloadStaff"');
  onB.socket.close();
});

it('subscribes one Redis connection per instance and closes it on shutdown', async () => {
  expect(await subscribers()).toBe(2);
  const instanceC = await startListeningGateway({ ...ENV, ...sameDatabase(instanceA) });
  expect(await subscribers()).toBe(3);
  await instanceC.close();
  expect(await subscribers()).toBe(2);
});
