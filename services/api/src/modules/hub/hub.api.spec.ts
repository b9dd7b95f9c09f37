import { type HealthCheckPayload, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { createDaycare, createUser } from '../../../test/factories';
import {
  accessTokenFor,
  connectHub,
  type HubClient,
  hubUrl,
  hubUser,
  type HubUser,
  type ListeningGateway,
  settle,
  startListeningGateway,
  stopAll,
} from '../../../test/hub/hub-clients';
import { SessionService } from '../auth/session.service';
import { HUB_MESSAGES } from './hub-access.service';
import { HubEvents } from './hub-events.service';
import { HubPresence } from './hub-presence.service';

const RS = '\u001e';

let gateway: ListeningGateway;
let daycareId: number;
let director: HubUser;
const clients: HubClient[] = [];

beforeAll(async () => {
  gateway = await startListeningGateway({ HUB_HEALTH_CHECK_INTERVAL_MS: '1000' });
  daycareId = (await createDaycare(gateway.app.get(DataSource), 'Maple House')).id;
  director = await hubUser(gateway, UserType.Admin, daycareId);
});

afterEach(() => stopAll(clients));

afterAll(() => gateway.close());

async function connect(user: HubUser): Promise<HubClient> {
  const client = await connectHub(gateway.baseUrl, user);
  clients.push(client);
  return client;
}

function negotiate(user: Pick<HubUser, 'id' | 'type' | 'daycareId'>, token: string | undefined, query: Record<string, string> = {}): Promise<Response> {
  const url = hubUrl(gateway.baseUrl, user, query).replace('/chatHub?', '/chatHub/negotiate?negotiateVersion=1&');
  return fetch(url, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function negotiatedToken(user: HubUser): Promise<string> {
  const res = await negotiate(user, user.accessToken);
  return ((await res.json()) as { connectionToken: string }).connectionToken;
}

/** A raw WebSocket, to speak the protocol where the real client would never misbehave. */
function rawSocket(user: HubUser, connectionToken: string, extraQuery: Record<string, string> = {}): WebSocket {
  const url = hubUrl(gateway.baseUrl.replace('http', 'ws'), user, { id: connectionToken, ...extraQuery });
  return new WebSocket(url, { headers: { authorization: `Bearer ${user.accessToken}` } });
}

/** The HTTP status a refused upgrade answered, or 101 when the socket opened. */
function upgradeStatus(socket: WebSocket): Promise<number> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

function nextRecords(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));
}

function closed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve() : socket.once('close', () => resolve())));
}

describe('negotiate', () => {
  it('answers a connection id, a separate connection token, version 1 and the WebSockets transport', async () => {
    const res = await negotiate(director, director.accessToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it.each([
    ['another daycare in d', { d: '999999' }, 403, HUB_MESSAGES.mismatch],
    ['another user type in ut', { ut: String(UserType.Super) }, 403, HUB_MESSAGES.mismatch],
    ['another user in i', { i: '999999' }, 403, HUB_MESSAGES.mismatch],
    ['an old hub version', { v: '2' }, 400, HUB_MESSAGES.wrongVersion],
  ])('refuses %s with %i', async (_case, query, status, message) => {
    const res = await negotiate(director, director.accessToken, query);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ statusCode: status, message });
  });

  it('refuses a guardian: users of type User get no live connection', async () => {
    const guardian = await hubUser(gateway, UserType.User, daycareId);
    const res = await negotiate(guardian, guardian.accessToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: HUB_MESSAGES.guardian });
  });

  it('refuses a user without a daycare as not authenticated', async () => {
    const ds = gateway.app.get(DataSource);
    const staff = await createUser(ds, { type: UserType.Staff });
    const token = await accessTokenFor(gateway, staff.id, UserType.Staff, null);
    const res = await negotiate({ id: staff.id, type: UserType.Staff, daycareId: 0 }, token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'User not authenticated' });
  });

  it('refuses a daycare the user does not belong to, even when the session names it', async () => {
    const other = await createDaycare(gateway.app.get(DataSource), 'Elsewhere');
    const staff = await createUser(gateway.app.get(DataSource), { type: UserType.Staff, daycareId });
    const token = await accessTokenFor(gateway, staff.id, UserType.Staff, other.id);
    const res = await negotiate({ id: staff.id, type: UserType.Staff, daycareId: other.id }, token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: HUB_MESSAGES.notMember });
  });

  it('refuses no token, a forged token and a signed-out session with 401', async () => {
    expect((await negotiate(director, undefined)).status).toBe(401);
    expect((await negotiate(director, `${director.accessToken}x`)).status).toBe(401);
    const staff = await hubUser(gateway, UserType.Staff, daycareId);
    const sessionId = (await gateway.app.get(SessionService).findActive(JSON.parse(Buffer.from(staff.accessToken.split('.')[1], 'base64url').toString()).sid))!.id;
    await gateway.app.get(SessionService).end(sessionId, 'logout');
    const res = await negotiate(staff, staff.accessToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Your session has expired, please login to continue' });
  });

  it('makes the real client fail to start for a foreign daycare', async () => {
    await expect(connectHub(gateway.baseUrl, { ...director, daycareId: 999999 })).rejects.toThrow(/403/);
  });
});

describe('the WebSocket', () => {
  it('answers 404 for an unknown id and 409 for a second socket on the same id', async () => {
    expect(await upgradeStatus(rawSocket(director, 'no-such-connection'))).toBe(404);
    const token = await negotiatedToken(director);
    const first = rawSocket(director, token);
    expect(await upgradeStatus(first)).toBe(101);
    expect(await upgradeStatus(rawSocket(director, token))).toBe(409);
    first.close();
    await closed(first);
  });

  it('refuses a socket from another session than the one that negotiated', async () => {
    const token = await negotiatedToken(director);
    const otherSession = { ...director, accessToken: await accessTokenFor(gateway, director.id, UserType.Admin, daycareId) };
    expect(await upgradeStatus(rawSocket(otherSession, token))).toBe(401);
  });

  it('does the JSON handshake, takes several records in one frame and one record across frames', async () => {
    const socket = rawSocket(director, await negotiatedToken(director));
    await upgradeStatus(socket);
    const handshakeAnswer = nextRecords(socket);
    socket.send(`{"protocol":"json","version":1}${RS}`);
    expect(await handshakeAnswer).toBe(`{}${RS}`);
    const completions: { type: number }[] = [];
    // Keep-alive pings (6) and the gateway's own health checks may arrive meanwhile on a slow run.
    const isCompletion = (record: { type: number }) => record.type === 3;
    socket.on('message', (data) => completions.push(...String(data).split(RS).filter(Boolean).map((text) => JSON.parse(text)).filter(isCompletion)));
    socket.send(`{"type":6}${RS}{"type":1,"invocationId":"1","target":"Nope","arguments":[]}${RS}{"type":1,"invoc`);
    socket.send(`ationId":"2","target":"Other","arguments":[]}${RS}`);
    await settle();
    expect(completions).toEqual([
      { type: 3, invocationId: '1', error: "Unknown hub method 'Nope'" },
      { type: 3, invocationId: '2', error: "Unknown hub method 'Other'" },
    ]);
    socket.close();
    await closed(socket);
  });

  it('closes only the connection that sent garbage, with an error and no reconnect', async () => {
    const bystander = await connect(director);
    const socket = rawSocket(director, await negotiatedToken(director));
    await upgradeStatus(socket);
    socket.send(`{"protocol":"json","version":1}${RS}`);
    await nextRecords(socket);
    const closeRecord = nextRecords(socket);
    socket.send(`this is not json${RS}`);
    expect(JSON.parse((await closeRecord).replace(RS, ''))).toEqual({ type: 7, error: 'Connection closed with an error. A message is not valid JSON', allowReconnect: false });
    await closed(socket);

    await gateway.app.get(HubEvents).reloadStaff({ daycareId });
    await bystander.next('OnReloadStaff');
    expect(bystander.connection.state).toBe('Connected');
  });

  it('answers a wrong handshake with an error record and closes', async () => {
    const socket = rawSocket(director, await negotiatedToken(director));
    await upgradeStatus(socket);
    const answer = nextRecords(socket);
    socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(JSON.parse((await answer).replace(RS, ''))).toEqual({ error: "The protocol 'messagepack' is not supported; use 'json'" });
    await closed(socket);
  });

  it('tells the real client an unknown hub method is unknown', async () => {
    const client = await connect(director);
    await expect(client.connection.invoke('DeleteEverything')).rejects.toThrow("Unknown hub method 'DeleteEverything'");
    expect(client.connection.state).toBe('Connected');
  });
});

describe('events', () => {
  it('delivers every server event of the hub with its payload', async () => {
    const client = await connect(director);
    const events = gateway.app.get(HubEvents);
    const status = { daycareId, person: { id: 7, label: 'Ana Lima' }, status: 1, room: { id: 3, label: 'Toddlers' } };
    const myWay = { daycareId, roomId: 3, child: { id: 11, label: 'Leo' }, guardian: { label: 'Maria' } };
    const sent = {
      OnStaffStatusChange: status,
      OnChildStatusChange: { ...status, status: 2 },
      OnMessage: { daycareId, toId: director.id, label: 'Pick-up today', guardian: { id: 5, label: 'Maria' } },
      OnMedication: { daycareId, child: { label: 'Leo' }, medicationId: 21, intervalId: 4 },
      OnMedicationComplete: { daycareId, medicationId: 21, intervalId: 4 },
      OnEmergencyMedication: { daycareId, childName: 'Leo', medicationId: 22, childId: 11, count: 2 },
      OnMyWay: myWay,
      OnMyWayComplete: myWay,
      OnIncident: { daycareId, childId: 11, childName: 'Leo', incidentId: 31, guardian: { label: 'Maria' } },
      OnIncidentComplete: { daycareId, childId: 11, incidentId: 31 },
      OnPermissionComplete: { daycareId, permissionId: 41, childId: 11 },
      OnReloadChildren: { daycareId },
      OnReloadStaff: { daycareId },
      OnAttendanceUpdated: { daycareId, roomId: 3, date: '2026-03-02' },
      OnPaymentListUpdated: { daycareId },
      OnNewRegistrationSubmitted: { daycareId, child: { id: 12, label: 'Mia' } },
      OnPickupAlert: { daycareId, child: { id: 11, label: 'Leo' }, pickedUpBy: 'Carol Diaz', reason: 'Aunt', allowedBy: { id: 7, label: 'Ana Lima' }, at: '2026-03-02T16:00:00.000Z' },
      OnFamilyChange: { daycareId, changeId: 51, child: { id: 11, label: 'Leo' }, guardian: { id: 5, label: 'Maria' }, part: 'pickup' },
    };
    await events.staffStatusChange(sent.OnStaffStatusChange);
    await events.childStatusChange(sent.OnChildStatusChange);
    await events.message(sent.OnMessage);
    await events.medication(sent.OnMedication);
    await events.medicationComplete(sent.OnMedicationComplete);
    await events.emergencyMedication(sent.OnEmergencyMedication);
    await events.myWay(sent.OnMyWay);
    await events.myWayComplete(sent.OnMyWayComplete);
    await events.incident(sent.OnIncident);
    await events.incidentComplete(sent.OnIncidentComplete);
    await events.permissionComplete(sent.OnPermissionComplete);
    await events.reloadChildren(sent.OnReloadChildren);
    await events.reloadStaff(sent.OnReloadStaff);
    await events.attendanceUpdated(sent.OnAttendanceUpdated);
    await events.paymentListUpdated(sent.OnPaymentListUpdated);
    await events.newRegistrationSubmitted(sent.OnNewRegistrationSubmitted);
    await events.pickupAlert(sent.OnPickupAlert);
    await events.familyChange(sent.OnFamilyChange);
    const checkPayload = await events.healthCheck(daycareId);

    for (const [name, payload] of Object.entries(sent)) expect((await client.next(name)).payload).toEqual(payload);
    expect((await client.next('OnHealthCheck', (payload) => (payload as HealthCheckPayload).id === checkPayload.id)).payload).toEqual(checkPayload);
  });
});

describe('health check', () => {
  it('records who answered HealthCheckResponse with the payload the gateway sent, and completes the invocation', async () => {
    const presence = gateway.app.get(HubPresence);
    const staff = await hubUser(gateway, UserType.Staff, daycareId);
    const client = await connect(staff);
    const answers: Promise<unknown>[] = [];
    client.connection.on('OnHealthCheck', (payload: HealthCheckPayload) => answers.push(client.connection.invoke('HealthCheckResponse', payload)));
    expect(presence.alive(daycareId).map((entry) => entry.userId)).not.toContain(staff.id);

    await gateway.app.get(HubEvents).healthCheck(daycareId);
    await client.next('OnHealthCheck');
    await settle(200);
    await expect(Promise.all(answers)).resolves.toContain(null);
    expect(presence.alive(daycareId)).toContainEqual(
      expect.objectContaining({ connectionId: client.connection.connectionId, userId: staff.id, userType: UserType.Staff, lastAliveAt: expect.any(Date) }),
    );
  });

  it('sends a health check every interval by itself', async () => {
    const client = await connect(director);
    const first = await client.next('OnHealthCheck', () => true, 3000);
    const second = await client.next('OnHealthCheck', (payload) => (payload as HealthCheckPayload).id !== (first.payload as HealthCheckPayload).id, 3000);
    expect(second.payload).toEqual({ id: expect.any(String), sentAt: expect.any(String) });
  });

  it('does not count an answer the gateway never asked for', async () => {
    const client = await connect(director);
    await client.connection.invoke('HealthCheckResponse', { id: 'made-up', sentAt: new Date().toISOString() });
    expect(gateway.app.get(HubPresence).alive(daycareId).map((entry) => entry.connectionId)).not.toContain(client.connection.connectionId);
  });
});

describe('ended sessions', () => {
  it('closes the live connection of a session that signed out, without reconnecting, within a health-check round', async () => {
    const staff = await hubUser(gateway, UserType.Staff, daycareId);
    const bystander = await connect(director);
    const client = await connect(staff);
    const closedWith = new Promise<Error | undefined>((resolve) => client.connection.onclose(resolve));
    const sessionId = JSON.parse(Buffer.from(staff.accessToken.split('.')[1], 'base64url').toString()).sid as string;
    await gateway.app.get(SessionService).end(sessionId, 'logout');

    expect(String(await closedWith)).toContain('Your session has expired, please login to continue');
    expect(client.connection.state).toBe('Disconnected');
    expect(bystander.connection.state).toBe('Connected');
  });
});

describe('logs', () => {
  it('never write the access token, whether it came in a header or in the access_token query', async () => {
    const token = director.accessToken;
    await negotiate(director, token, { access_token: token });
    await negotiate(director, token, { access_token: token, d: '999999' });
    const socket = rawSocket(director, await negotiatedToken(director), { access_token: token });
    await upgradeStatus(socket);
    socket.send(`garbage${RS}`);
    await closed(socket);
    expect(await upgradeStatus(rawSocket(director, 'unknown', { access_token: token }))).toBe(404);
    await settle(100);

    const text = gateway.logs.text();
    expect(text).toContain('Hub connection opened');
    expect(text).toContain('Live connection refused');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]);
  });
});
