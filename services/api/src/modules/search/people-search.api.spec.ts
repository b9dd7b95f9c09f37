import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { PeopleSearchResultDto } from './dto/people-search.dto';

let gateway: TestApp;
let ds: DataSource;
type Persona = 'director' | 'staff' | 'guardian' | 'tablet';
let sessions: Record<Persona, SignedIn>;
let oliver: CreatedChild;
let emma: CreatedChild;
let zoe: CreatedChild;
let mapleOliver: CreatedChild;
let sarah: number;
let walter: number;
let daniel: number;

async function addContact(daycareId: number, familyId: number, firstName: string, lastName: string, fields: { relation: string; mobile: string; email: string }): Promise<number> {
  const [{ id }] = await ds.query(
    `INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation, mobile_phone, mobile_phone_country, email) VALUES ($1, $2, $3, $4, $5, $6, 'US', $7) RETURNING id`,
    [daycareId, familyId, firstName, lastName, fields.relation, fields.mobile, fields.email],
  );
  return id;
}

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const sunflowers = await createRoom(ds, acorns.id, 'Sunflowers');
  oliver = await createChild(ds, acorns.id, { firstName: 'Oliver', lastName: 'Thompson', homeRoomId: sunflowers.id, birthDate: '2021-05-01' });
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', familyId: oliver.familyId, birthDate: '2023-02-01' });
  zoe = await createChild(ds, acorns.id, { firstName: 'Zoé', lastName: 'Lefèvre' });
  await createChild(ds, acorns.id, { firstName: 'Olive', lastName: 'Tran' });
  mapleOliver = await createChild(ds, maple.id, { firstName: 'Oliver', lastName: 'Thompson' });
  const guardian = await createGuardian(ds, acorns.id, oliver.familyId);
  sarah = guardian.id;
  await ds.query(
    `UPDATE "user" SET first_name = 'Sarah', last_name = 'Thompson', email = 'sarah.thompson@example.test', mobile_phone = '4165550142', mobile_phone_country = 'US',
       work_phone = '4165559999', work_phone_country = 'US', employer = 'Northwind Bank', custody_notes = 'Shared custody' WHERE id = $1`,
    [sarah],
  );
  walter = await addContact(acorns.id, oliver.familyId, 'Walter', 'Thompson', { relation: 'Grandfather', mobile: '6475550123', email: 'walter.t@example.test' });
  const mapleFamily = mapleOliver.familyId;
  await addContact(maple.id, mapleFamily, 'Walter', 'Thompson', { relation: 'Grandfather', mobile: '6475550123', email: 'walter.maple@example.test' });
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: sunflowers.id });
  daniel = staff.id;
  await ds.query(`UPDATE "user" SET phone = '(555) 010-0199' WHERE id = $1`, [daniel]);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, staff.email),
    guardian: await signIn(gateway, 'sarah.thompson@example.test'),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, sunflowers.id)).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const search = (persona: Persona, query: Record<string, string>) => gateway.request({ method: 'GET', url: '/api/search/people', query, headers: sessions[persona].headers });

async function found(q: string, persona: Persona = 'director'): Promise<PeopleSearchResultDto[]> {
  const response = await search(persona, { q });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const keys = (results: PeopleSearchResultDto[]) => results.map(({ kind, id }) => `${kind}:${id}`);

describe('GET /api/search/people', () => {
  it('finds every kind by a part of the name, the closest first, each with its detail line and page', async () => {
    const results = await found('Oliver Thompson');
    expect(results[0]).toEqual({ kind: 'child', id: oliver.id, label: 'Oliver Thompson', detail: 'Sunflowers', matched: 'name', url: `/child/${oliver.id}` });
    const thompsons = await found('thompson');
    expect(keys(thompsons)).toEqual(expect.arrayContaining([`child:${oliver.id}`, `child:${emma.id}`, `guardian:${sarah}`, `contact:${walter}`]));
    expect(thompsons.find((result) => result.kind === 'guardian')).toMatchObject({ label: 'Sarah Thompson', detail: 'Oliver Thompson, Emma Thompson', url: `/guardians/${sarah}` });
    expect(thompsons.find((result) => result.kind === 'contact')).toMatchObject({ detail: 'Grandfather · Oliver Thompson, Emma Thompson', url: `/contacts/view/${walter}` });
  });

  it('forgives typos and ranks a name that starts with the query above one merely close to it', async () => {
    expect((await found('Olivr Tompson'))[0]).toMatchObject({ kind: 'child', id: oliver.id, matched: 'name' });
    expect(keys(await found('thomson'))).toContain(`child:${oliver.id}`);
    const olive = await found('olive');
    expect(olive.slice(0, 2).map((result) => result.label)).toEqual(['Olive Tran', 'Oliver Thompson']);
  });

  it('ignores case and accents both ways', async () => {
    expect(keys(await found('zoe lefevre'))[0]).toBe(`child:${zoe.id}`);
    expect(keys(await found('ZOÉ'))[0]).toBe(`child:${zoe.id}`);
  });

  it('matches the digits of a phone however they are typed', async () => {
    expect((await found('(416) 555-0142'))[0]).toMatchObject({ kind: 'guardian', id: sarah, matched: 'phone' });
    expect((await found('555 0123'))[0]).toMatchObject({ kind: 'contact', id: walter, matched: 'phone' });
    expect((await found('010-0199'))[0]).toMatchObject({ kind: 'staff', id: daniel, matched: 'phone', url: `/staff/manage?staffId=${daniel}` });
  });

  it('matches an e-mail address or a part of it', async () => {
    expect((await found('sarah.thompson@example'))[0]).toMatchObject({ kind: 'guardian', id: sarah, matched: 'email' });
    expect((await found('walter.t@'))[0]).toMatchObject({ kind: 'contact', id: walter, matched: 'email' });
  });

  it("never finds another daycare's people", async () => {
    const results = [...(await found('Oliver Thompson')), ...(await found('walter')), ...(await found('6475550123'))];
    expect(keys(results)).not.toContain(`child:${mapleOliver.id}`);
    expect(results.filter((result) => result.kind === 'contact').map((result) => result.id)).toEqual([walter, walter, walter]);
  });

  it("gives staff no staff records and never a guardian's private fields", async () => {
    expect(keys(await found('Daniel Okafor'))).toContain(`staff:${daniel}`);
    expect(keys(await found('Daniel Okafor', 'staff'))).not.toContain(`staff:${daniel}`);
    expect(keys(await found('thompson', 'staff'))).toContain(`guardian:${sarah}`);
    expect(await found('4165559999', 'staff')).toEqual([]);
    expect(await found('4165559999')).toEqual([]);
    expect(await found('Northwind Bank')).toEqual([]);
  });

  it('is refused to guardians and tablets', async () => {
    expect((await search('guardian', { q: 'thompson' })).statusCode).toBe(403);
    expect((await search('tablet', { q: 'thompson' })).statusCode).toBe(403);
  });

  it('answers 400 with what to change for a query too short or too long, or a bad limit', async () => {
    for (const query of [{} as Record<string, string>, { q: 'a' }, { q: '  a  ' }, { q: 'x'.repeat(101) }]) {
      const response = await search('director', query);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/q must be/);
    }
    for (const limit of ['0', '51', 'ten']) expect((await search('director', { q: 'thompson', limit })).statusCode).toBe(400);
    expect(await found('%_\\')).toEqual([]);
  });

  it('answers at most `limit` people in one statement, whatever the limit', async () => {
    const one = () => search('director', { q: 'thompson', limit: '1' });
    expect((await one()).json()).toHaveLength(1);
    expect(await countQueries(one, /FROM child c/)).toBe(1);
    expect(await countQueries(() => search('director', { q: 'thompson', limit: '50' }), /FROM child c/)).toBe(1);
  });
});
