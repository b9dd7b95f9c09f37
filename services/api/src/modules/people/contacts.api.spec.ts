import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { ContactListDto, ContactListItemDto, ContactRecordDto } from './dto/contact.dto';
import type { NeverReleaseDto, PickupListDto } from './dto/pickup.dto';

let gateway: TestApp;
let ds: DataSource;
let thompsons: number;
let emma: CreatedChild;
let noah: CreatedChild;
let liam: CreatedChild;
let sarahId: number;
type Persona = 'director' | 'toddlersStaff' | 'infantsStaff' | 'sarah' | 'otherGuardian' | 'toddlersTablet' | 'infantsTablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const infants = await createRoom(ds, acorns.id, 'Infants');
  thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons, birthDate: '2023-05-14' });
  noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: infants.id, familyId: thompsons, birthDate: '2025-09-02' });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  const sarah = await createGuardian(ds, acorns.id, thompsons);
  sarahId = sarah.id;
  await ds.query(`UPDATE "user" SET first_name = 'Sarah', last_name = 'Thompson', mobile_phone = '4165550123', mobile_phone_country = 'US' WHERE id = $1`, [sarahId]);
  await ds.query(`INSERT INTO guardian_relation (user_id, child_id, relation) VALUES ($1, $2, 'mother')`, [sarahId, emma.id]);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    toddlersStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id })).email),
    infantsStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: infants.id })).email),
    sarah: await signIn(gateway, sarah.email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    toddlersTablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    infantsTablet: await signIn(gateway, (await createTablet(ds, acorns.id, infants.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (persona: Persona, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), headers: sessions[persona].headers });
const post = (persona: Persona, url: string, payload: object) => gateway.request({ method: 'POST', url, payload, headers: sessions[persona].headers });
const remove = (persona: Persona, url: string, query: Record<string, number>) =>
  gateway.request({ method: 'DELETE', url, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), headers: sessions[persona].headers });
const US = (number: string) => ({ country: 'US', number });
const auditOf = (action: string, target: string) => ds.query(`SELECT actor_id AS "actorId", detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id`, [action, target]);

async function createContact(persona: Persona, firstName: string, children: object[], extra: object = {}): Promise<number> {
  const res = await post(persona, '/api/contact/create', { firstName, lastName: 'Contact', relation: 'Aunt', children, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}
const callOrder = async (childId: number) =>
  (await ds.query(`SELECT contact_id AS id FROM child_contact WHERE child_id = $1 ORDER BY call_order`, [childId])).map((row: { id: number }) => row.id);

let grandma: number;
let neighbour: number;
let uncle: number;

describe('POST /api/contact/create', () => {
  it("lets a guardian add a contact to their own family's children, last in each call order", async () => {
    grandma = await createContact('sarah', 'Margaret', [{ childId: emma.id, emergency: true, mayPickUp: true }, { childId: noah.id, emergency: true, mayPickUp: false }], {
      mobile: US('4165550177'),
      email: ' Margaret@Family.TEST ',
    });
    neighbour = await createContact('director', 'Olivia', [{ childId: emma.id, emergency: true, mayPickUp: false }], { familyId: thompsons, work: US('4165550166') });
    expect(await callOrder(emma.id)).toEqual([grandma, neighbour]);
    expect(await callOrder(noah.id)).toEqual([grandma]);
    const [entry] = await auditOf('contact.create', `contact:${grandma}`);
    expect(entry).toMatchObject({ actorId: sarahId, detail: { before: {}, after: { familyId: thompsons, firstName: 'Margaret', email: 'margaret@family.test' } } });
  });

  it('wants a family from a director, children of that family only, and at least one child', async () => {
    const noFamily = await post('director', '/api/contact/create', { firstName: 'A', lastName: 'B', relation: 'Friend', children: [{ childId: emma.id, emergency: true, mayPickUp: false }] });
    expect(noFamily.statusCode).toBe(400);
    expect(noFamily.json().message).toMatch(/familyId is required/);
    const otherFamily = await post('director', '/api/contact/create', { familyId: thompsons, firstName: 'A', lastName: 'B', relation: 'Friend', children: [{ childId: liam.id, emergency: true, mayPickUp: false }] });
    expect(otherFamily.statusCode).toBe(400);
    const none = await post('director', '/api/contact/create', { familyId: thompsons, firstName: 'A', lastName: 'B', relation: 'Friend', children: [] });
    expect(none.statusCode).toBe(400);
    const longRelation = await post('director', '/api/contact/create', { familyId: thompsons, firstName: 'A', lastName: 'B', relation: 'x'.repeat(41), children: [{ childId: emma.id, emergency: true, mayPickUp: false }] });
    expect(longRelation.statusCode).toBe(400);
  });

  it("refuses staff and tablets (403), another family's child or daycare (404)", async () => {
    const body = { familyId: thompsons, firstName: 'A', lastName: 'B', relation: 'Friend', children: [{ childId: emma.id, emergency: true, mayPickUp: false }] };
    expect((await post('toddlersStaff', '/api/contact/create', body)).statusCode).toBe(403);
    expect((await post('toddlersTablet', '/api/contact/create', body)).statusCode).toBe(403);
    expect((await post('otherGuardian', '/api/contact/create', body)).statusCode).toBe(404);
    expect((await post('otherGuardian', '/api/contact/create', { ...body, familyId: undefined })).statusCode).toBe(404);
    expect((await post('mapleDirector', '/api/contact/create', body)).statusCode).toBe(404);
  });
});

describe('GET /api/contact/list and /contact/byId', () => {
  it("lists the daycare's contacts with their children, call order and pick-up, for directors and staff", async () => {
    uncle = await createContact('director', 'Tuan', [{ childId: liam.id, emergency: true, mayPickUp: true }], { familyId: liam.familyId, home: US('4165550888') });
    const res = await get('toddlersStaff', '/api/contact/list');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json<ContactListDto>();
    expect(total).toBe(3);
    expect(items.find((item) => item.id === grandma)).toEqual({
      id: grandma,
      label: 'Margaret Contact',
      relation: 'Aunt',
      mobile: US('4165550177'),
      photoUrl: null,
      familyId: thompsons,
      children: [
        { child: { id: emma.id, label: 'Emma Thompson' }, callOrder: 1, emergency: true, mayPickUp: true },
        { child: { id: noah.id, label: 'Noah Thompson' }, callOrder: 1, emergency: true, mayPickUp: false },
      ],
    });
  });

  it("filters by family and search (name, relation, phone digits); a guardian sees their own family's only", async () => {
    const ids = async (persona: Persona, query: Record<string, string | number>) => (await get(persona, '/api/contact/list', query)).json<ContactListDto>().items.map((item) => item.id);
    expect(await ids('director', { familyId: liam.familyId })).toEqual([uncle]);
    expect(await ids('director', { search: 'olivia' })).toEqual([neighbour]);
    expect(await ids('director', { search: '555-0888' })).toEqual([uncle]);
    expect((await ids('sarah', {})).sort()).toEqual([grandma, neighbour].sort());
    expect(await ids('sarah', { familyId: liam.familyId })).toEqual([]);
    expect(await ids('mapleDirector', {})).toEqual([]);
    expect((await get('toddlersTablet', '/api/contact/list')).statusCode).toBe(403);
  });

  it('runs as many queries for a page of 100 as for a page of 1', async () => {
    const page = (pageSize: number) => get('director', '/api/contact/list', { pageSize });
    const small = await countQueries(() => page(1), /contact/);
    expect(await countQueries(() => page(100), /contact/)).toBe(small);
  });

  it('shows the address to directors and the family, not to staff', async () => {
    await post('sarah', '/api/contact/updateAddress', { contactId: grandma, line: '9 Elm Street', city: 'Toronto', province: null, postalCode: null });
    const seen = async (persona: Persona) => (await get(persona, '/api/contact/byId', { contactId: grandma })).json<ContactRecordDto>();
    expect(await seen('director')).toMatchObject({ firstName: 'Margaret', email: 'margaret@family.test', address: { line: '9 Elm Street' }, canEdit: true, phones: { mobile: US('4165550177'), home: null, work: null } });
    expect(await seen('sarah')).toMatchObject({ address: { line: '9 Elm Street' }, canEdit: true });
    expect(await seen('toddlersStaff')).toMatchObject({ address: null, canEdit: false });
    expect((await get('otherGuardian', '/api/contact/byId', { contactId: grandma })).statusCode).toBe(404);
    expect((await get('mapleDirector', '/api/contact/byId', { contactId: grandma })).statusCode).toBe(404);
    expect((await get('toddlersTablet', '/api/contact/byId', { contactId: grandma })).statusCode).toBe(403);
  });
});

describe('the contact updates', () => {
  it('changes names, phones and e-mail, audited with before and after', async () => {
    const named = await post('sarah', '/api/contact/updateName', { contactId: grandma, firstName: 'Maggie', lastName: 'Thompson', relation: 'Grandmother' });
    expect(named.json<ContactRecordDto>()).toMatchObject({ label: 'Maggie Thompson', relation: 'Grandmother' });
    const phones = await post('director', '/api/contact/updatePhones', { contactId: grandma, mobile: null, home: { country: 'BR', number: '1133334444' }, work: null, email: null });
    expect(phones.json<ContactRecordDto>()).toMatchObject({ mobile: null, email: null, phones: { mobile: null, home: { country: 'BR', number: '1133334444' }, work: null } });
    expect(await auditOf('contact.updatePhones', `contact:${grandma}`)).toEqual([
      { actorId: expect.any(Number), detail: { before: { mobile: US('4165550177'), home: null, email: 'margaret@family.test' }, after: { mobile: null, home: { country: 'BR', number: '1133334444' }, email: null } } },
    ]);
  });

  it('replaces the children: one left out closes its call order, a new one goes last', async () => {
    const res = await post('sarah', '/api/contact/updateChildren', { contactId: neighbour, children: [{ childId: noah.id, emergency: false, mayPickUp: true }] });
    expect(res.statusCode).toBe(200);
    expect(res.json<ContactRecordDto>().children).toEqual([{ child: { id: noah.id, label: 'Noah Thompson' }, callOrder: 2, emergency: false, mayPickUp: true }]);
    expect(await callOrder(emma.id)).toEqual([grandma]);
    expect(await callOrder(noah.id)).toEqual([grandma, neighbour]);
    const foreign = await post('director', '/api/contact/updateChildren', { contactId: neighbour, children: [{ childId: liam.id, emergency: true, mayPickUp: true }] });
    expect(foreign.statusCode).toBe(400);
  });

  it("refuses staff (403) and another family's guardian (404)", async () => {
    const body = { contactId: grandma, firstName: 'X', lastName: 'Y', relation: 'Z' };
    expect((await post('toddlersStaff', '/api/contact/updateName', body)).statusCode).toBe(403);
    expect((await post('otherGuardian', '/api/contact/updateName', body)).statusCode).toBe(404);
    expect((await post('mapleDirector', '/api/contact/updateName', body)).statusCode).toBe(404);
  });

  it("reorders a child's call list when given exactly its contacts", async () => {
    const res = await post('sarah', '/api/contact/reorder', { childId: noah.id, contactIds: [neighbour, grandma] });
    expect(res.statusCode).toBe(200);
    expect(res.json<ContactListItemDto[]>().map((contact) => contact.id)).toEqual([neighbour, grandma]);
    expect(await callOrder(noah.id)).toEqual([neighbour, grandma]);
    expect(await auditOf('contact.reorder', `child:${noah.id}`)).toEqual([{ actorId: sarahId, detail: { before: { contactIds: [grandma, neighbour] }, after: { contactIds: [neighbour, grandma] } } }]);
    for (const contactIds of [[grandma], [grandma, neighbour, uncle], [grandma, grandma]]) {
      expect((await post('director', '/api/contact/reorder', { childId: noah.id, contactIds })).statusCode).toBe(400);
    }
    expect((await post('toddlersStaff', '/api/contact/reorder', { childId: noah.id, contactIds: [grandma, neighbour] })).statusCode).toBe(403);
    expect((await post('otherGuardian', '/api/contact/reorder', { childId: noah.id, contactIds: [grandma, neighbour] })).statusCode).toBe(404);
  });
});

describe('GET /api/pickup/child', () => {
  it("lists the family's guardians, then the contacts who may pick the child up in call order, and the never-release entries", async () => {
    const res = await get('director', '/api/pickup/child', { childId: noah.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<PickupListDto>()).toEqual({
      authorised: [
        { kind: 'guardian', id: sarahId, label: 'Sarah Thompson', relation: 'guardian', photoUrl: null, mobile: US('4165550123') },
        { kind: 'contact', id: neighbour, label: 'Olivia Contact', relation: 'Aunt', photoUrl: null, mobile: null },
      ],
      neverRelease: [],
    });
    const emmas = (await get('director', '/api/pickup/child', { childId: emma.id })).json<PickupListDto>();
    expect(emmas.authorised.map((person) => [person.kind, person.relation])).toEqual([['guardian', 'mother'], ['contact', 'Grandmother']]);
  });

  it("is for directors, the home room's staff and tablet, and the child's guardians", async () => {
    const status = async (persona: Persona) => (await get(persona, '/api/pickup/child', { childId: emma.id })).statusCode;
    expect(await status('toddlersStaff')).toBe(200);
    expect(await status('toddlersTablet')).toBe(200);
    expect(await status('sarah')).toBe(200);
    expect(await status('infantsStaff')).toBe(404);
    expect(await status('infantsTablet')).toBe(404);
    expect(await status('otherGuardian')).toBe(404);
    expect(await status('mapleDirector')).toBe(404);
  });
});

describe('never-release entries', () => {
  it('lets a director add one, shown on the pick-up list, and remove it; both audited', async () => {
    const res = await post('director', '/api/pickup/neverRelease', { childId: emma.id, name: 'John Doe', description: 'Tall, dark hair', documentNote: 'Court order 2026-114' });
    expect(res.statusCode).toBe(200);
    const entry = res.json<NeverReleaseDto>();
    expect(entry).toEqual({ id: expect.any(Number), name: 'John Doe', description: 'Tall, dark hair', documentNote: 'Court order 2026-114', createdAt: expect.any(String) });
    expect((await get('toddlersTablet', '/api/pickup/child', { childId: emma.id })).json<PickupListDto>().neverRelease).toEqual([entry]);
    expect((await remove('toddlersStaff', '/api/pickup/neverRelease', { id: entry.id })).statusCode).toBe(403);
    expect((await remove('mapleDirector', '/api/pickup/neverRelease', { id: entry.id })).statusCode).toBe(404);
    expect((await remove('director', '/api/pickup/neverRelease', { id: entry.id })).statusCode).toBe(204);
    expect((await get('director', '/api/pickup/child', { childId: emma.id })).json<PickupListDto>().neverRelease).toEqual([]);
    const audit = await ds.query(`SELECT action FROM audit_log WHERE target = $1 AND action LIKE 'pickup.%' ORDER BY id`, [`child:${emma.id}`]);
    expect(audit).toEqual([{ action: 'pickup.neverRelease.create' }, { action: 'pickup.neverRelease.delete' }]);
  });

  it('is for directors only, with a name and a description', async () => {
    const body = { childId: emma.id, name: 'John Doe', description: 'Tall' };
    expect((await post('sarah', '/api/pickup/neverRelease', body)).statusCode).toBe(403);
    expect((await post('toddlersStaff', '/api/pickup/neverRelease', body)).statusCode).toBe(403);
    expect((await post('mapleDirector', '/api/pickup/neverRelease', body)).statusCode).toBe(404);
    expect((await post('director', '/api/pickup/neverRelease', { ...body, description: ' ' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/contact/delete', () => {
  it("removes a contact from every child and closes each child's call order", async () => {
    expect((await remove('toddlersStaff', '/api/contact/delete', { contactId: neighbour })).statusCode).toBe(403);
    expect((await remove('otherGuardian', '/api/contact/delete', { contactId: neighbour })).statusCode).toBe(404);
    expect((await remove('sarah', '/api/contact/delete', { contactId: neighbour })).statusCode).toBe(204);
    expect(await ds.query(`SELECT contact_id AS id, call_order AS "callOrder" FROM child_contact WHERE child_id = $1`, [noah.id])).toEqual([{ id: grandma, callOrder: 1 }]);
    expect((await get('director', '/api/contact/byId', { contactId: neighbour })).statusCode).toBe(404);
    const [entry] = await auditOf('contact.delete', `contact:${neighbour}`);
    expect(entry.detail).toMatchObject({ before: { firstName: 'Olivia', familyId: thompsons }, after: {} });
  });
});

describe('an emergency contact needs a phone', () => {
  const NEEDS_PHONE = 'an emergency contact needs at least one phone number: mobile, home or work';
  const forLiam = (emergency: boolean) => [{ childId: liam.id, emergency, mayPickUp: !emergency }];
  const stored = (contactId: number) => ds.query(
    `SELECT r.mobile_phone AS mobile, r.home_phone AS home, cc.emergency FROM contact r JOIN child_contact cc ON cc.contact_id = r.id WHERE r.id = $1`, [contactId],
  );

  it('refuses to add an emergency contact without any phone, and adds nothing', async () => {
    const res = await post('director', '/api/contact/create', { familyId: liam.familyId, firstName: 'Nophone', lastName: 'Contact', relation: 'Aunt', children: forLiam(true) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NEEDS_PHONE);
    expect(await ds.query(`SELECT id FROM contact WHERE first_name = 'Nophone'`)).toEqual([]);
    expect(await callOrder(liam.id)).toEqual([uncle]);
  });

  it('adds one with any one phone, and a pick-up person with none', async () => {
    const aunt = await createContact('director', 'Hoa', forLiam(true), { familyId: liam.familyId, work: US('4165550144') });
    const neighbourOnly = await createContact('director', 'Bao', forLiam(false), { familyId: liam.familyId });
    expect(await callOrder(liam.id)).toEqual([uncle, aunt, neighbourOnly]);
  });

  it("refuses to remove an emergency contact's last phone, and keeps it", async () => {
    const res = await post('director', '/api/contact/updatePhones', { contactId: uncle, mobile: null, home: null, work: null, email: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NEEDS_PHONE);
    expect(await stored(uncle)).toEqual([{ mobile: null, home: '4165550888', emergency: true }]);
    expect(await auditOf('contact.updatePhones', `contact:${uncle}`)).toEqual([]);
  });

  it('refuses to make a contact without phones an emergency contact, and keeps their roles', async () => {
    const [{ id: bao }] = await ds.query(`SELECT id FROM contact WHERE first_name = 'Bao'`);
    const res = await post('director', '/api/contact/updateChildren', { contactId: bao, children: forLiam(true) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NEEDS_PHONE);
    expect(await stored(bao)).toEqual([{ mobile: null, home: null, emergency: false }]);
    expect((await post('director', '/api/contact/updatePhones', { contactId: bao, mobile: US('4165550155'), home: null, work: null, email: null })).statusCode).toBe(200);
    expect((await post('director', '/api/contact/updateChildren', { contactId: bao, children: forLiam(true) })).statusCode).toBe(200);
  });
});
