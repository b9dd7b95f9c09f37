import { randomUUID } from 'node:crypto';
import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { accessTokenFor, connectHub, type HubClient, type ListeningGateway, settle, startListeningGateway, stopAll } from '../../../test/hub/hub-clients';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';

let gateway: ListeningGateway;
let ds: DataSource;
let acorns: CreatedDaycare;
let noah: CreatedChild;
let liam: CreatedChild;
let daniel: CreatedUser & { label: string };
let sarah: CreatedUser & { label: string };
let stranger: CreatedUser & { label: string };
let grandma: number;
let neighbour: number;
let director: CreatedUser;
let clock: ClockService;
/** The pinned clock moves on a minute before each sign-in and sign-out: a stay must last. */
let now = Date.now();
const aMinuteLater = () => clock.set(new Date((now += 60_000)));
let sessions: Record<'tablet' | 'infantsTablet' | 'director', SignedIn>;
const clients: HubClient[] = [];

async function createContact(familyId: number, childId: number, firstName: string, mayPickUp: boolean, callOrder: number): Promise<number> {
  const [{ id }] = await ds.query(
    `INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, $3, 'Silva', 'grandmother') RETURNING id`,
    [acorns.id, familyId, firstName],
  );
  await ds.query(`INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order, may_pick_up) VALUES ($1, $2, $3, $4, $5)`, [acorns.id, childId, id, callOrder, mayPickUp]);
  return id;
}

beforeAll(async () => {
  gateway = await startListeningGateway({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  aMinuteLater();
  acorns = await createDaycare(ds, 'Little Acorns');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const infants = await createRoom(ds, acorns.id, 'Infants');
  const thompsons = await createFamily(ds, acorns.id);
  noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: infants.id });
  daniel = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, pin: '2468' });
  sarah = await createGuardian(ds, acorns.id, thompsons, '1234');
  stranger = await createGuardian(ds, acorns.id, await createFamily(ds, acorns.id), '4321');
  grandma = await createContact(thompsons, noah.id, 'Rosa', true, 1);
  neighbour = await createContact(thompsons, noah.id, 'Nina', false, 2);
  await ds.query(`INSERT INTO child_never_release (daycare_id, child_id, name, description) VALUES ($1, $2, 'Mark Thompson', 'Court order: no contact')`, [acorns.id, noah.id]);
  director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
  sessions = {
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    infantsTablet: await signIn(gateway, (await createTablet(ds, acorns.id, infants.id)).email),
    director: await signIn(gateway, director.email),
  };
});

afterAll(async () => {
  await stopAll(clients);
  await gateway.close();
});

const post = (session: SignedIn, body: Record<string, unknown>) =>
  gateway.request({ method: 'POST', url: '/api/tablet/updateAttendance', headers: session.headers, payload: { clientId: randomUUID(), ...body } });

const signOutNoah = (body: Record<string, unknown>, session = sessions.tablet) => post(session, { personType: 'child', personId: noah.id, action: 'signOut', ...body });
const byDaniel = { signedById: 0, pin: '2468' };

/** The status with the gateway's message, so a failure shows why. */
const answer = (res: { statusCode: number; json: () => { message?: unknown } }) => ({ status: res.statusCode, message: res.json().message });

async function signInChild(childId: number, session = sessions.tablet) {
  const res = await post(session, { personType: 'child', personId: childId, action: 'signIn', signedById: daniel.id, pin: '2468' });
  expect(res.statusCode).toBe(200);
}

async function stayOf(childId: number) {
  const [row] = await ds.query(
    `SELECT ended_at AS "endedAt", signed_out_by AS "signedOutBy", picked_up_by_kind AS kind, picked_up_by_id AS id, picked_up_by_name AS name,
            pickup_reason AS reason, pickup_allowed_by AS "allowedBy"
       FROM attendance WHERE child_id = $1 ORDER BY started_at DESC LIMIT 1`,
    [childId],
  );
  return row;
}

beforeEach(async () => {
  byDaniel.signedById = daniel.id;
  await ds.query(`DELETE FROM attendance_request`);
  await ds.query(`DELETE FROM attendance`);
  await ds.query(`DELETE FROM pin_throttle`);
  await signInChild(noah.id);
  aMinuteLater();
});

it('records the guardian who picked the child up, and the history shows it', async () => {
  const res = await signOutNoah({ ...byDaniel, pickup: { kind: 'guardian', id: sarah.id } });
  expect(answer(res)).toEqual({ status: 200, message: undefined });
  expect(res.json().pickup).toEqual({ kind: 'guardian', id: sarah.id, name: sarah.label, reason: null, allowedBy: null });
  expect(await stayOf(noah.id)).toMatchObject({ kind: 'guardian', id: sarah.id, name: sarah.label, reason: null, allowedBy: null, signedOutBy: daniel.id });
  const history = await gateway.request({ method: 'GET', url: '/api/attendance/search', headers: sessions.director.headers, query: { personType: 'child', personId: String(noah.id) } });
  expect(history.json().items[0].pickedUpBy).toEqual({ kind: 'guardian', id: sarah.id, name: sarah.label, reason: null, allowedBy: null });
});

it('records a contact who may pick the child up', async () => {
  const res = await signOutNoah({ ...byDaniel, pickup: { kind: 'contact', id: grandma } });
  expect(answer(res)).toEqual({ status: 200, message: undefined });
  expect(await stayOf(noah.id)).toMatchObject({ kind: 'contact', id: grandma, name: 'Rosa Silva' });
});

it('refuses a contact who may not pick up and a guardian of another family, and the child stays in', async () => {
  for (const pickup of [{ kind: 'contact', id: neighbour }, { kind: 'guardian', id: stranger.id }, { kind: 'contact', id: 999_999 }]) {
    const res = await signOutNoah({ ...byDaniel, pickup });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("not on Noah Thompson's pick-up list");
  }
  expect((await stayOf(noah.id)).endedAt).toBeNull();
});

it("lets a staff member's PIN allow someone not on the list, records the name, reason and staff member, and tells the directors live", async () => {
  const live = await connectHub(gateway.baseUrl, { ...director, daycareId: acorns.id, accessToken: await accessTokenFor(gateway, director.id, UserType.Admin, acorns.id) });
  clients.push(live);
  const res = await signOutNoah({ pickup: { kind: 'other', name: '  Carol Diaz ', reason: 'Aunt; mother called at noon', staffId: daniel.id, staffPin: '2468' } });
  expect(answer(res)).toEqual({ status: 200, message: undefined });
  expect(res.json().by).toEqual({ kind: 'staff', id: daniel.id, label: daniel.label });
  expect(await stayOf(noah.id)).toMatchObject({ kind: 'other', id: null, name: 'Carol Diaz', reason: 'Aunt; mother called at noon', allowedBy: daniel.id, signedOutBy: daniel.id });
  const alert = await live.next('OnPickupAlert');
  expect(alert.payload).toEqual({
    daycareId: acorns.id,
    child: { id: noah.id, label: 'Noah Thompson' },
    pickedUpBy: 'Carol Diaz',
    reason: 'Aunt; mother called at noon',
    allowedBy: { id: daniel.id, label: daniel.label },
    at: res.json().at,
  });
});

it('does not alert the directors for someone on the list', async () => {
  const live = await connectHub(gateway.baseUrl, { ...director, daycareId: acorns.id, accessToken: await accessTokenFor(gateway, director.id, UserType.Admin, acorns.id) });
  clients.push(live);
  expect((await signOutNoah({ ...byDaniel, pickup: { kind: 'guardian', id: sarah.id } })).statusCode).toBe(200);
  await live.next('OnChildStatusChange');
  await settle();
  expect(live.received.map((event) => event.name)).not.toContain('OnPickupAlert');
});

it('refuses someone not on the list without a name, a reason or the staff PIN', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ kind: 'other', reason: 'Aunt', staffId: daniel.id, staffPin: '2468' }, 'pickup.name is required'],
    [{ kind: 'other', name: 'Carol Diaz', reason: '  ', staffId: daniel.id, staffPin: '2468' }, 'pickup.reason is required'],
    [{ kind: 'other', name: 'Carol Diaz', reason: 'Aunt', staffId: daniel.id }, 'pickup.staffPin is required'],
    [{ kind: 'other', name: 'Carol Diaz', reason: 'Aunt', staffPin: '2468' }, 'pickup.staffId'],
    [{ kind: 'guardian' }, 'pickup.id'],
    [{ kind: 'friend', id: 3 }, 'pickup.kind must be guardian, contact or other'],
  ];
  for (const [pickup, message] of cases) {
    const res = await signOutNoah({ ...byDaniel, pickup });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toContain(message);
  }
  const mixed = await signOutNoah({ ...byDaniel, pickup: { kind: 'other', name: 'Carol Diaz', reason: 'Aunt', staffId: daniel.id, staffPin: '2468' } });
  expect(mixed.json().message).toContain('not signedById, guardianId or pin');
  const stray = await signOutNoah({ ...byDaniel, pickup: { kind: 'guardian', id: sarah.id, reason: 'x' } });
  expect(stray.json().message).toContain('Leave out pickup.reason');
  expect((await stayOf(noah.id)).endedAt).toBeNull();
});

it('refuses a pick-up on a sign-in', async () => {
  const res = await post(sessions.director, { personType: 'child', personId: liam.id, action: 'signIn', pickup: { kind: 'guardian', id: sarah.id } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe("pickup belongs only to a child's sign-out");
});

it('blocks a never-release person whatever the case, accents or spaces, and writes nothing', async () => {
  const res = await signOutNoah({ pickup: { kind: 'other', name: ' MÁRK   thompson', reason: 'Father', staffId: daniel.id, staffPin: '2468' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Do not release Noah Thompson to Mark Thompson: this person is on the never-release list. Keep the child in the room and call the director now.');
  expect((await stayOf(noah.id)).endedAt).toBeNull();
  expect(await ds.query(`SELECT 1 FROM attendance_request`)).toHaveLength(1);
  expect(await ds.query(`SELECT 1 FROM pin_throttle`)).toEqual([]);
});

it('refuses a wrong staff PIN; the child stays in and the attempt counts', async () => {
  const res = await signOutNoah({ pickup: { kind: 'other', name: 'Carol Diaz', reason: 'Aunt', staffId: daniel.id, staffPin: '0000' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toContain('PIN');
  expect((await stayOf(noah.id)).endedAt).toBeNull();
  expect((await ds.query(`SELECT 1 FROM pin_throttle`)).length).toBeGreaterThan(0);
});

it("answers 404 for another room's child on a tablet", async () => {
  const res = await signOutNoah({ ...byDaniel, pickup: { kind: 'guardian', id: sarah.id } }, sessions.infantsTablet);
  expect(res.statusCode).toBe(404);
  expect((await stayOf(noah.id)).endedAt).toBeNull();
});

it('clears the pick-up when a director reopens the stay', async () => {
  expect((await signOutNoah({ ...byDaniel, pickup: { kind: 'guardian', id: sarah.id } })).statusCode).toBe(200);
  const [{ id, roomId, startedAt }] = await ds.query(`SELECT id, room_id AS "roomId", started_at AS "startedAt" FROM attendance WHERE child_id = $1`, [noah.id]);
  const res = await gateway.request({ method: 'POST', url: '/api/attendance/update', headers: sessions.director.headers, payload: { id, roomId, startedAt: startedAt.toISOString(), endedAt: null } });
  expect(res.statusCode).toBe(200);
  expect(res.json().pickedUpBy).toBeNull();
});
