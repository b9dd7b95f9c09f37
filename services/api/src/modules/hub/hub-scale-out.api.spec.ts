import { randomBytes } from 'node:crypto';
import { UserType } from '@daycare/shared';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { createDaycare } from '../../../test/factories';
import {
  connectHub,
  type HubClient,
  hubUser,
  type HubUser,
  type ListeningGateway,
  settle,
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
  redis = new Redis(REDIS_URL);
  instanceA = await startListeningGateway(ENV);
  // Instance B shares A's database and secret, as replicas behind one load balancer do.
  instanceB = await startListeningGateway({ ...ENV, DATABASE_URL: instanceA.database.env.DATABASE_URL });
  const ds = instanceA.app.get(DataSource);
  daycareId = (await createDaycare(ds, 'Scaled House')).id;
  otherDaycareId = (await createDaycare(ds, 'Elsewhere')).id;
  director = await hubUser(instanceA, UserType.Admin, daycareId);
  staff = await hubUser(instanceA, UserType.Staff, daycareId);
});

afterAll(async () => {
  await stopAll(clients);
  await instanceB.close();
  await instanceA.close();
  redis.disconnect();
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

it('subscribes one Redis connection per instance and closes it on shutdown', async () => {
  expect(await subscribers()).toBe(2);
  const instanceC = await startListeningGateway({ ...ENV, DATABASE_URL: instanceA.database.env.DATABASE_URL });
  expect(await subscribers()).toBe(3);
  await instanceC.close();
  expect(await subscribers()).toBe(2);
});
