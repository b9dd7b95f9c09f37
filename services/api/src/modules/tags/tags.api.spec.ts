import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let emma: CreatedChild;
let toddlersRoomId: number;
let mapleKid: CreatedChild;
let sessions: Record<'director' | 'staff' | 'plainStaff' | 'guardian' | 'mapleDirector', SignedIn>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const room = await createRoom(ds, acorns.id, 'Toddlers');
  toddlersRoomId = room.id;
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: room.id });
  mapleKid = await createChild(ds, maple.id, { firstName: 'Ava', lastName: 'Maple' });
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor' });
  const plainStaff = await createStaff(ds, acorns.id, { firstName: 'Pat', lastName: 'Plain', roles: ['MESSAGES'] });
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, staff.email),
    plainStaff: await signIn(gateway, plainStaff.email),
    guardian: await signIn(gateway, (await createUser(ds, { type: UserType.User, daycareId: acorns.id })).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string, query: Record<string, number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: session.headers });
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });
const del = (session: SignedIn, url: string, query: Record<string, number>) =>
  gateway.request({ method: 'DELETE', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: session.headers });

it('creates, lists, renames and deletes tags; a name is unique per daycare whatever its case', async () => {
  const created = await post(sessions.director, '/api/Tags/Create', { label: 'Bus A', color: '#1677ff' });
  expect(created.statusCode).toBe(200);
  const tag = created.json();
  expect(tag).toEqual({ id: expect.any(Number), label: 'Bus A', color: '#1677ff', childCount: 0 });
  expect((await post(sessions.director, '/api/Tags/Create', { label: 'bus a' })).json().message).toBe('A tag with this name already exists');
  expect((await post(sessions.director, '/api/Tags/Create', { label: 'Red', color: 'red' })).json().message).toEqual(['color must be a colour like #1677ff']);
  expect((await post(sessions.director, '/api/Tags/Update', { id: tag.id, label: 'Bus B', color: null })).json()).toEqual({ ...tag, label: 'Bus B', color: null });
  expect((await post(sessions.mapleDirector, '/api/Tags/Update', { id: tag.id, label: 'Stolen' })).statusCode).toBe(404);
  expect((await get(sessions.staff, '/api/Tags/List')).json()).toEqual([{ ...tag, label: 'Bus B', color: null }]);
  expect((await get(sessions.mapleDirector, '/api/Tags/List')).json()).toEqual([]);
  expect((await post(sessions.staff, '/api/Tags/Create', { label: 'Staff tag' })).statusCode).toBe(403);
  expect((await del(sessions.mapleDirector, '/api/Tags/Delete', { id: tag.id })).statusCode).toBe(404);
  expect((await del(sessions.director, '/api/Tags/Delete', { id: tag.id })).statusCode).toBe(204);
  expect((await get(sessions.director, '/api/Tags/List')).json()).toEqual([]);
});

it("assigns and unassigns a child's tags, and the people list shows them", async () => {
  const nap = (await post(sessions.director, '/api/Tags/Create', { label: 'Naps late' })).json();
  const assigned = await post(sessions.staff, '/api/Tags/Assign', { childId: emma.id, tagId: nap.id });
  expect(assigned.statusCode).toBe(200);
  expect(assigned.json()).toEqual([{ id: nap.id, label: 'Naps late', color: null, childCount: 1 }]);
  expect((await post(sessions.staff, '/api/Tags/Assign', { childId: emma.id, tagId: nap.id })).json()).toHaveLength(1);
  const created = await post(sessions.staff, '/api/Tags/createAndAssign', { childId: emma.id, label: 'Sibling', color: '#52c41a' });
  expect(created.json()).toEqual({ id: expect.any(Number), label: 'Sibling', color: '#52c41a', childCount: 1 });
  const reused = await post(sessions.staff, '/api/Tags/createAndAssign', { childId: emma.id, label: 'naps LATE' });
  expect(reused.json().id).toBe(nap.id);
  expect((await get(sessions.director, '/api/Tags/ChildTags', { childId: emma.id })).json().map((t: { label: string }) => t.label)).toEqual(['Naps late', 'Sibling']);
  const child = (await get(sessions.director, '/api/tablet/childById', { id: emma.id })).json();
  expect(child.tagIds).toEqual([nap.id, created.json().id].sort((a, b) => a - b));
  expect((await del(sessions.staff, '/api/Tags/Unassign', { childId: emma.id, tagId: nap.id })).statusCode).toBe(204);
  expect((await get(sessions.director, '/api/Tags/ChildTags', { childId: emma.id })).json().map((t: { label: string }) => t.label)).toEqual(['Sibling']);
});

it('keeps tags and children of other daycares and callers without the right out', async () => {
  const tag = (await post(sessions.director, '/api/Tags/Create', { label: 'Allergy table' })).json();
  expect((await post(sessions.director, '/api/Tags/Assign', { childId: mapleKid.id, tagId: tag.id })).statusCode).toBe(404);
  expect((await post(sessions.mapleDirector, '/api/Tags/Assign', { childId: mapleKid.id, tagId: tag.id })).statusCode).toBe(404);
  expect((await get(sessions.mapleDirector, '/api/Tags/ChildTags', { childId: emma.id })).statusCode).toBe(404);
  expect((await post(sessions.mapleDirector, '/api/Tags/createAndAssign', { childId: emma.id, label: 'X' })).statusCode).toBe(404);
  expect((await post(sessions.plainStaff, '/api/Tags/Assign', { childId: emma.id, tagId: tag.id })).statusCode).toBe(403);
  expect((await get(sessions.guardian, '/api/Tags/List')).statusCode).toBe(403);
});

it("answers a room tablet the tags of its room's children only; another room's child is 404, as on its child reads", async () => {
  const infants = await createRoom(ds, acorns.id, 'Infants');
  const toddlersTablet = await signIn(gateway, (await createTablet(ds, acorns.id, toddlersRoomId)).email);
  const infantsTablet = await signIn(gateway, (await createTablet(ds, acorns.id, infants.id)).email);
  const tag = (await post(sessions.director, '/api/Tags/Create', { label: 'Early pick-up' })).json();
  await post(sessions.director, '/api/Tags/Assign', { childId: emma.id, tagId: tag.id });

  const own = await get(toddlersTablet, '/api/Tags/ChildTags', { childId: emma.id });
  expect(own.statusCode).toBe(200);
  expect(own.json().map((t: { label: string }) => t.label)).toContain('Early pick-up');
  expect((await get(infantsTablet, '/api/tablet/childById', { id: emma.id })).statusCode).toBe(404);
  const other = await get(infantsTablet, '/api/Tags/ChildTags', { childId: emma.id });
  expect(other.statusCode).toBe(404);
  expect(other.json().message).toBe('This child was not found');
});
