import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { FamilyRoomAllergensDto, RoomHealthDto } from '../people';
import type { SunApplicationDto, SunChildDto, SunRoomDto } from './dto/sun-protection.dto';

let gateway: TestApp;
let ds: DataSource;
type Persona = 'director' | 'staff' | 'babiesStaff' | 'guardian' | 'otherGuardian' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;
let toddlers: { id: number };
let babies: { id: number };
let emma: CreatedChild;
let liam: CreatedChild;
let ava: CreatedChild;

/** Tuesday 14 July 2026, 10:30 in Toronto. */
const NOW = new Date('2026-07-14T14:30:00Z');

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(NOW);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  babies = await createRoom(ds, acorns.id, 'Babies');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, allergies: 'Carries an EpiPen' });
  await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: babies.id, familyId: emma.familyId });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  ava = await createChild(ds, acorns.id, { firstName: 'Ava', lastName: 'Baby', homeRoomId: babies.id });
  await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label, severity, reaction) VALUES ($1, $2, 'Peanuts', 'severe', 'Swelling of the lips'), ($1, $2, 'Dairy', 'mild', NULL)`, [acorns.id, emma.id]);
  await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label, severity) VALUES ($1, $2, 'peanuts ', 'moderate'), ($1, $2, 'Kiwi', 'moderate')`, [acorns.id, liam.id]);
  await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label, severity) VALUES ($1, $2, 'Eggs', 'severe')`, [acorns.id, ava.id]);
  await ds.query(`UPDATE child SET conditions = 'Asthma', dietary_needs = 'Vegetarian' WHERE id = $1`, [liam.id]);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, roles: [] })).email),
    babiesStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: babies.id, roles: [] })).email),
    guardian: await signIn(gateway, (await createGuardian(ds, acorns.id, emma.familyId)).email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

afterEach(async () => {
  await ds.query(`DELETE FROM sun_protection_consent`);
});

const call = (persona: Persona, method: 'GET' | 'POST' | 'DELETE', url: string, data: Record<string, unknown> = {}) =>
  gateway.request({
    method,
    url,
    ...(method === 'POST' ? { payload: data } : { query: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])) }),
    headers: sessions[persona].headers,
  });

const allow = async (persona: Persona, childId: number, product = 'sunscreen', extra: Record<string, unknown> = {}) => {
  const response = await call(persona, 'POST', '/api/sunprotection/consent', { childId, product, ...extra });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const applicationCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM sun_protection_application`))[0].n);

describe('the room health list', () => {
  it("lists each child of the room with allergies most severe first, diet, conditions and the family's note", async () => {
    const response = await call('staff', 'GET', '/api/medical/roomHealthList', { roomId: toddlers.id });
    expect(response.statusCode).toBe(200);
    const list: RoomHealthDto = response.json();
    expect(list.room.label).toBe('Toddlers');
    expect(list.children.map((child) => child.child.label)).toEqual(['Emma Thompson', 'Liam Nguyen']);
    expect(list.children[0]).toMatchObject({
      allergies: [{ label: 'Peanuts', severity: 'severe', reaction: 'Swelling of the lips' }, { label: 'Dairy', severity: 'mild', reaction: null }],
      allergyNotes: 'Carries an EpiPen',
      medications: [],
    });
    expect(list.children[1]).toMatchObject({ conditions: 'Asthma', dietaryNeeds: 'Vegetarian' });
  });

  it("keeps staff and tablets to their own room and other daycares out", async () => {
    expect((await call('staff', 'GET', '/api/medical/roomHealthList', { roomId: babies.id })).statusCode).toBe(404);
    expect((await call('tablet', 'GET', '/api/medical/roomHealthList', { roomId: babies.id })).statusCode).toBe(404);
    expect((await call('mapleDirector', 'GET', '/api/medical/roomHealthList', { roomId: toddlers.id })).statusCode).toBe(404);
    expect((await call('guardian', 'GET', '/api/medical/roomHealthList', { roomId: toddlers.id })).statusCode).toBe(403);
    expect((await call('director', 'GET', '/api/medical/roomHealthList', { roomId: babies.id })).json().children.map((one: { child: { label: string } }) => one.child.label)).toEqual(['Ava Baby', 'Noah Thompson']);
  });

  it("gives a family the allergens of each of their children's rooms, merged and without names", async () => {
    const rooms: FamilyRoomAllergensDto[] = (await call('guardian', 'GET', '/api/medical/familyAllergenList')).json();
    expect(rooms).toEqual([
      { room: { id: babies.id, label: 'Babies' }, allergens: [{ label: 'Eggs', severe: true }] },
      { room: { id: toddlers.id, label: 'Toddlers' }, allergens: [{ label: 'Peanuts', severe: true }, { label: 'Dairy', severe: false }, { label: 'Kiwi', severe: false }] },
    ]);
    expect(JSON.stringify(rooms)).not.toContain('Liam');
  });
});

describe('sunscreen and insect repellent', () => {
  it('a guardian allows sunscreen; staff apply it to the table at once and the family sees who applied it when', async () => {
    const consent = await allow('guardian', emma.id, 'sunscreen', { productName: 'Mineral SPF 50, from home' });
    expect(consent).toMatchObject({ product: 'sunscreen', productName: 'Mineral SPF 50, from home' });
    await allow('director', liam.id);
    const applied = await call('staff', 'POST', '/api/sunprotection/apply', { childIds: [emma.id, liam.id], product: 'sunscreen', at: '2026-07-14T10:15:00-04:00' });
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as SunApplicationDto[]).map((one) => one.appliedBy.label)).toEqual(['Daniel Okafor', 'Daniel Okafor']);

    const room: SunRoomDto = (await call('tablet', 'GET', '/api/sunprotection/room', { roomId: toddlers.id })).json();
    expect(room.children.find((one) => one.child.id === emma.id)).toMatchObject({ sunscreen: { productName: 'Mineral SPF 50, from home' }, repellent: null, applications: [{ appliedAt: '2026-07-14T14:15:00.000Z' }] });
    const family: SunChildDto[] = (await call('guardian', 'GET', '/api/sunprotection/family')).json();
    expect(family.map((one) => [one.child.label, one.applications.length])).toEqual([['Emma Thompson', 1], ['Noah Thompson', 0]]);
  });

  it('refuses to apply a product to a child without the permission, naming them, and records nothing', async () => {
    await allow('guardian', emma.id, 'sunscreen');
    const refused = await call('staff', 'POST', '/api/sunprotection/apply', { childIds: [emma.id, liam.id], product: 'sunscreen' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('No sunscreen permission from the family for Liam');
    const repellent = await call('staff', 'POST', '/api/sunprotection/apply', { childIds: [emma.id], product: 'repellent' });
    expect(repellent.json().message).toBe('No insect repellent permission from the family for Emma');
    expect(await applicationCount()).toBe(0);
  });

  it('a withdrawn permission stops applications and keeps those given', async () => {
    const consent = await allow('guardian', emma.id);
    expect((await call('staff', 'POST', '/api/sunprotection/apply', { childIds: [emma.id], product: 'sunscreen' })).statusCode).toBe(200);
    expect((await call('guardian', 'POST', '/api/sunprotection/withdraw', { consentId: consent.id })).statusCode).toBe(204);
    expect((await call('guardian', 'POST', '/api/sunprotection/withdraw', { consentId: consent.id })).json().message).toBe('This permission was already withdrawn');
    expect((await call('staff', 'POST', '/api/sunprotection/apply', { childIds: [emma.id], product: 'sunscreen' })).statusCode).toBe(400);
    expect(await applicationCount()).toBe(1);
  });

  it('keeps families to their own children, staff to theirs, and refuses a time in the future', async () => {
    expect((await call('otherGuardian', 'POST', '/api/sunprotection/consent', { childId: emma.id, product: 'sunscreen' })).statusCode).toBe(404);
    expect((await call('staff', 'POST', '/api/sunprotection/consent', { childId: emma.id, product: 'sunscreen' })).statusCode).toBe(403);
    expect((await call('guardian', 'POST', '/api/sunprotection/consent', { childId: emma.id, product: 'lotion' })).statusCode).toBe(400);
    await allow('director', ava.id);
    expect((await call('staff', 'POST', '/api/sunprotection/apply', { childIds: [ava.id], product: 'sunscreen' })).statusCode).toBe(404);
    expect((await call('babiesStaff', 'POST', '/api/sunprotection/apply', { childIds: [ava.id], product: 'sunscreen', at: '2026-07-14T12:00:00-04:00' })).json().message).toBe('at must not be in the future');
    expect(await applicationCount()).toBe(0);
  });
});
