import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { createDaycare } from '../../../test/factories';
import {
  buildHubClient,
  type HubClient,
  hubUrl,
  hubUser,
  type HubUser,
  type ListeningGateway,
  sameDatabase,
  SHARED_JWT_SECRET,
  startListeningGateway,
  stopAll,
} from '../../../test/hub/hub-clients';
import { HubEvents } from './hub-events.service';

const RS = '\u001e';
const clients: HubClient[] = [];

afterEach(() => stopAll(clients));

async function daycareWithDirector(gateway: ListeningGateway): Promise<HubUser> {
  const daycareId = (await createDaycare(gateway.app.get(DataSource), 'Lifetime House')).id;
  return hubUser(gateway, UserType.Admin, daycareId);
}

async function openRawSocket(gateway: ListeningGateway, user: HubUser): Promise<{ socket: WebSocket; records: string[]; closed: Promise<void> }> {
  const negotiateUrl = hubUrl(gateway.baseUrl, user).replace('/chatHub?', '/chatHub/negotiate?negotiateVersion=1&');
  const { connectionToken } = (await (await fetch(negotiateUrl, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` } })).json()) as {
    connectionToken: string;
  };
  const socket = new WebSocket(hubUrl(gateway.baseUrl.replace('http', 'ws'), user, { id: connectionToken }), { headers: { authorization: `Bearer ${user.accessToken}` } });
  const records: string[] = [];
  socket.on('message', (data) => records.push(...String(data).split(RS).filter(Boolean)));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(`{"protocol":"json","version":1}${RS}`);
  return { socket, records, closed };
}

describe('keep-alive', () => {
  let gateway: ListeningGateway;
  let director: HubUser;

  beforeAll(async () => {
    gateway = await startListeningGateway({ HUB_KEEP_ALIVE_INTERVAL_MS: '200', HUB_CLIENT_TIMEOUT_MS: '1000' });
    director = await daycareWithDirector(gateway);
  });

  afterAll(() => gateway.close());

  it('pings every interval and drops a client that stays silent past the time-out', async () => {
    const started = Date.now();
    const { records, closed } = await openRawSocket(gateway, director);
    await closed;
    const elapsed = Date.now() - started;
    const messages = records.map((text) => JSON.parse(text));
    expect(messages[0]).toEqual({});
    // About five pings in the second before the drop; a busy machine may delay a timer or two.
    expect(messages.filter((message) => message.type === 6).length).toBeGreaterThanOrEqual(2);
    expect(messages.at(-1)).toEqual({ type: 7, error: 'Server timeout elapsed without receiving a message from the client.', allowReconnect: true });
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(3000);
  });

  it('keeps a client that pings', async () => {
    const { socket, records } = await openRawSocket(gateway, director);
    const pinger = setInterval(() => socket.send(`{"type":6}${RS}`), 300);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    clearInterval(pinger);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(records.map((text) => JSON.parse(text))).not.toContainEqual(expect.objectContaining({ type: 7 }));
    socket.close();
  });
});

describe('a gateway restart', () => {
  it('tells clients to reconnect, and they do once a new gateway listens on the same port', async () => {
    const first = await startListeningGateway({ JWT_SECRET: SHARED_JWT_SECRET });
    const director = await daycareWithDirector(first);
    const client = buildHubClient(first.baseUrl, director, { reconnectDelaysMs: [200, 500, 500, 500, 1000, 1000, 1000, 2000, 2000, 2000] });
    clients.push(client);
    const reconnecting = new Promise<Error | undefined>((resolve) => client.connection.onreconnecting(resolve));
    const reconnected = new Promise<string | undefined>((resolve) => client.connection.onreconnected(resolve));
    await client.connection.start();
    const firstConnectionId = client.connection.connectionId;

    await first.app.close();
    expect(String(await reconnecting)).toContain('The server is restarting.');
    const second = await startListeningGateway({ JWT_SECRET: SHARED_JWT_SECRET, ...sameDatabase(first) }, first.port);
    try {
      expect(await reconnected).not.toBe(firstConnectionId);
      await second.app.get(HubEvents).reloadChildren({ daycareId: director.daycareId });
      expect((await client.next('OnReloadChildren')).payload).toEqual({ daycareId: director.daycareId });
    } finally {
      await stopAll(clients);
      await second.close();
      await first.database.drop();
      await first.webRoot.remove();
    }
  });
});
