import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../test/factories';
import { connectHub, type HubClient, hubUser, type HubUser, type ListeningGateway, settle, startListeningGateway, stopAll } from '../../../test/hub/hub-clients';
import { SessionService } from '../auth/session.service';
import { TokenService } from '../auth/token.service';
import { Room } from '../rooms/room.entity';
import { HubEvents } from './hub-events.service';

let gateway: ListeningGateway;
let events: HubEvents;
let daycareA: number;
let daycareB: number;
let toddlers: number;
let babies: number;
const people: Record<string, HubClient> = {};
let users: Record<string, HubUser>;
const clients: HubClient[] = [];

async function room(ds: DataSource, daycareId: number, label: string): Promise<number> {
  return (await ds.getRepository(Room).insert({ daycareId, label })).identifiers[0].id;
}

/** Super may work in a daycare without belonging to it. */
async function superIn(daycareId: number): Promise<HubUser> {
  const user = await createUser(gateway.app.get(DataSource), { type: UserType.Super });
  const { session } = await gateway.app.get(SessionService).start({ userId: user.id, daycareId });
  const accessToken = await gateway.app.get(TokenService).signAccessToken({ userId: user.id, sessionId: session.id, daycareId, userType: UserType.Super, impersonatorId: null });
  return { ...user, daycareId, accessToken };
}

/** Admin A acting as `target`: the token names the impersonated user, as the shell's user does. */
async function impersonating(admin: HubUser, target: HubUser): Promise<HubUser> {
  const sessions = gateway.app.get(SessionService);
  const { session: adminSession } = await sessions.start({ userId: admin.id, daycareId: admin.daycareId });
  const { session } = await sessions.start({ userId: target.id, daycareId: target.daycareId, impersonatorId: admin.id, impersonatorSessionId: adminSession.id });
  const accessToken = await gateway.app.get(TokenService).signAccessToken({ userId: target.id, sessionId: session.id, daycareId: target.daycareId, userType: target.type, impersonatorId: admin.id });
  return { ...target, accessToken };
}

beforeAll(async () => {
  gateway = await startListeningGateway();
  events = gateway.app.get(HubEvents);
  const ds = gateway.app.get(DataSource);
  daycareA = (await createDaycare(ds, 'Daycare A')).id;
  daycareB = (await createDaycare(ds, 'Daycare B')).id;
  toddlers = await room(ds, daycareA, 'Toddlers');
  babies = await room(ds, daycareA, 'Babies');
  const adminA = await hubUser(gateway, UserType.Admin, daycareA);
  const staffToddlers = await hubUser(gateway, UserType.Staff, daycareA, toddlers);
  users = {
    adminA,
    staffToddlers,
    tabletToddlers: await hubUser(gateway, UserType.Tablet, daycareA, toddlers),
    staffBabies: await hubUser(gateway, UserType.Staff, daycareA, babies),
    staffNoRoom: await hubUser(gateway, UserType.Staff, daycareA),
    superA: await superIn(daycareA),
    adminB: await hubUser(gateway, UserType.Admin, daycareB),
    staffB: await hubUser(gateway, UserType.Staff, daycareB, await room(ds, daycareB, 'Toddlers')),
  };
  users.adminActingAsStaffBabies = await impersonating(adminA, users.staffBabies);
  for (const [name, user] of Object.entries(users)) {
    people[name] = await connectHub(gateway.baseUrl, user);
    clients.push(people[name]);
  }
});

afterAll(async () => {
  await stopAll(clients);
  await gateway.close();
});

/** Who received events named `name` whose payload passes `test`, after in-flight records had time to arrive. */
async function receivers(name: string, test: (payload: Record<string, unknown>) => boolean): Promise<string[]> {
  await settle();
  return Object.entries(people)
    .filter(([, client]) => client.received.some((event) => event.name === name && test(event.payload as Record<string, unknown>)))
    .map(([person]) => person)
    .sort();
}

const everyoneOfA = ['adminA', 'adminActingAsStaffBabies', 'staffBabies', 'staffNoRoom', 'staffToddlers', 'superA', 'tabletToddlers'];

it('sends events only to their daycare', async () => {
  await events.reloadChildren({ daycareId: daycareA });
  await events.reloadStaff({ daycareId: daycareB });
  expect(await receivers('OnReloadChildren', (payload) => payload.daycareId === daycareA)).toEqual(everyoneOfA);
  expect(await receivers('OnReloadStaff', (payload) => payload.daycareId === daycareB)).toEqual(['adminB', 'staffB']);
});

it('sends people status updates to every staff member, tablet, admin and super of the daycare', async () => {
  await events.childStatusChange({ daycareId: daycareA, person: { id: 90, label: 'Leo' }, status: 1, room: { id: toddlers, label: 'Toddlers' } });
  expect(await receivers('OnChildStatusChange', (payload) => (payload.person as { id: number }).id === 90)).toEqual(everyoneOfA);
});

it('sends a message only to its recipient, or to whoever impersonates them', async () => {
  await events.message({ daycareId: daycareA, toId: users.staffToddlers.id, label: 'Hello', guardian: { id: 1, label: 'Maria' } });
  await events.message({ daycareId: daycareA, toId: users.staffBabies.id, label: 'Hi', guardian: { id: 1, label: 'Maria' } });
  expect(await receivers('OnMessage', (payload) => payload.label === 'Hello')).toEqual(['staffToddlers']);
  expect(await receivers('OnMessage', (payload) => payload.label === 'Hi')).toEqual(['adminActingAsStaffBabies', 'staffBabies']);
});

it('never sends a message to a user of another daycare, whatever toId says', async () => {
  await events.message({ daycareId: daycareA, toId: users.adminB.id, label: 'Misrouted', guardian: { id: 1, label: 'Maria' } });
  expect(await receivers('OnMessage', (payload) => payload.label === 'Misrouted')).toEqual([]);
});

it('sends on-my-way notices only to staff and tablets of the room, and to Admin and Super', async () => {
  const notice = { daycareId: daycareA, roomId: toddlers, child: { id: 91, label: 'Mia' }, guardian: { label: 'Maria' } };
  await events.myWay(notice);
  await events.myWayComplete(notice);
  const toddlersAndAdmins = ['adminA', 'staffToddlers', 'superA', 'tabletToddlers'];
  expect(await receivers('OnMyWay', (payload) => payload.roomId === toddlers)).toEqual(toddlersAndAdmins);
  expect(await receivers('OnMyWayComplete', (payload) => payload.roomId === toddlers)).toEqual(toddlersAndAdmins);
});

it("sends a pick-up alert only to the daycare's Admin and Super users", async () => {
  await events.pickupAlert({
    daycareId: daycareA, child: { id: 92, label: 'Noah' }, pickedUpBy: 'Carol Diaz', reason: 'Aunt', allowedBy: { id: 5, label: 'Daniel' }, at: '2026-11-26T16:00:00.000Z',
  });
  expect(await receivers('OnPickupAlert', (payload) => (payload.child as { id: number }).id === 92)).toEqual(['adminA', 'superA']);
});

it("sends a family's important change only to the daycare's Admin and Super users", async () => {
  await events.familyChange({ daycareId: daycareA, changeId: 93, child: { id: 92, label: 'Noah' }, guardian: { id: 6, label: 'Sarah' }, part: 'medical' });
  expect(await receivers('OnFamilyChange', (payload) => payload.changeId === 93)).toEqual(['adminA', 'superA']);
});
