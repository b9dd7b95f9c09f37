import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser, type CreatedUser } from '../../../test/factories';
import { accessTokenFor, connectHub, type HubClient, type ListeningGateway, settle, startListeningGateway, stopAll } from '../../../test/hub/hub-clients';
import { createChild, createFamily, createGuardian, createRoom, createStaff, type CreatedChild } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
import type { FamilyChangeDto, FamilyChangeListDto } from './dto/family-change.dto';

let gateway: ListeningGateway;
let ds: DataSource;
let clock: ClockService;
let acornsId: number;
let thompsons: number;
let emma: CreatedChild;
let noah: CreatedChild;
let liam: CreatedChild;
let sarahId: number;
let director: CreatedUser;
type Persona = 'director' | 'sarah' | 'staff' | 'otherGuardian' | 'mapleDirector' | 'impersonating';
let sessions: Record<Persona, SignedIn>;
const clients: HubClient[] = [];
let now = new Date('2026-11-26T14:00:00Z').getTime();
const aMinuteLater = () => clock.set(new Date((now += 60_000)));

const NO_MEDICAL = { doctorName: null, doctorPhone: null, healthCardNumber: null, conditions: null, allergies: [], medications: [], immunisations: [] };

beforeAll(async () => {
  gateway = await startListeningGateway({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  aMinuteLater();
  const acorns = await createDaycare(ds, 'Little Acorns');
  acornsId = acorns.id;
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons, birthDate: '2023-05-14' });
  noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons, birthDate: '2025-09-02' });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  const sarah = await createGuardian(ds, acorns.id, thompsons);
  sarahId = sarah.id;
  await ds.query(`UPDATE "user" SET first_name = 'Sarah', last_name = 'Thompson' WHERE id = $1`, [sarahId]);
  director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR', 'IMPERSONATION'] });
  const directorSession = await signIn(gateway, director.email);
  const impersonation = await gateway.request({ method: 'POST', url: '/api/auth/impersonate', payload: { userId: sarahId }, headers: directorSession.headers });
  sessions = {
    director: directorSession,
    sarah: await signIn(gateway, sarah.email),
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id })).email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
    impersonating: sessionFrom(impersonation),
  };
});

afterAll(async () => {
  await stopAll(clients);
  await gateway.close();
});

const get = (persona: Persona, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url: '/api/family/changes', query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), headers: sessions[persona].headers });
const post = (persona: Persona, url: string, payload: object) => gateway.request({ method: 'POST', url, payload, headers: sessions[persona].headers });
const changes = async (query: Record<string, string | number> = {}) => {
  const res = await get('director', query);
  expect(res.statusCode).toBe(200);
  return res.json<FamilyChangeListDto>();
};
async function ok(persona: Persona, url: string, payload: object) {
  aMinuteLater();
  const res = await post(persona, url, payload);
  expect(res.statusCode).toBe(200);
  return res;
}
const liveDirector = async () => {
  const client = await connectHub(gateway.baseUrl, { ...director, daycareId: acornsId, accessToken: await accessTokenFor(gateway, director.id, UserType.Admin, acornsId) });
  clients.push(client);
  return client;
};

describe('what a guardian changes is recorded for the directors', () => {
  it("records a new allergy as important, names the guardian and the child, and tells the directors live", async () => {
    const live = await liveDirector();
    await ok('sarah', '/api/child/updateMedical', { ...NO_MEDICAL, childId: emma.id, allergies: [{ label: 'Peanuts', severity: 'severe', reaction: 'Hives' }] });
    const list = await changes({ childId: emma.id });
    expect(list).toMatchObject({ total: 1, unseen: 1 });
    expect(list.items[0]).toEqual<FamilyChangeDto>({
      id: expect.any(Number),
      familyId: thompsons,
      child: { id: emma.id, label: 'Emma Thompson' },
      guardian: { id: sarahId, label: 'Sarah Thompson' },
      subject: { kind: 'child', id: emma.id, label: 'Emma Thompson' },
      part: 'medical',
      changes: { before: { allergies: [] }, after: { allergies: [{ label: 'Peanuts', severity: 'severe', reaction: 'Hives' }] } },
      important: true,
      at: new Date(now).toISOString(),
      seenAt: null,
    });
    const event = await live.next('OnFamilyChange');
    expect(event.payload).toEqual({ daycareId: acornsId, changeId: list.items[0].id, child: { id: emma.id, label: 'Emma Thompson' }, guardian: { id: sarahId, label: 'Sarah Thompson' }, part: 'medical' });
  });

  it('records a removed allergy and a new doctor as not important, and tells no one live', async () => {
    const live = await liveDirector();
    await ok('sarah', '/api/child/updateMedical', { ...NO_MEDICAL, childId: emma.id, doctorName: 'Dr. Patel' });
    const [latest] = (await changes({ childId: emma.id })).items;
    expect(latest).toMatchObject({ part: 'medical', important: false, changes: { before: { doctorName: null, allergies: [expect.anything()] }, after: { doctorName: 'Dr. Patel', allergies: [] } } });
    await settle();
    expect(live.received.map((event) => event.name)).not.toContain('OnFamilyChange');
  });

  it("records the guardian's phones as a change of the whole family, shown with each child", async () => {
    await ok('sarah', '/api/phone/update', { guardianId: sarahId, mobile: { country: 'US', number: '4165550123' }, home: null, work: null });
    const [latest] = (await changes({ childId: noah.id })).items;
    expect(latest).toMatchObject({ child: null, subject: { kind: 'guardian', id: sarahId, label: 'Sarah Thompson' }, part: 'phones', important: false });
    expect(latest.changes.after).toEqual({ mobile: { country: 'US', number: '4165550123' } });
    expect((await changes({ childId: liam.id })).total).toBe(0);
  });

  it('records a new pick-up person for each child as important, and a contact only for emergencies as not', async () => {
    aMinuteLater();
    const res = await post('sarah', '/api/contact/create', {
      firstName: 'Margaret', lastName: 'Silva', relation: 'Grandmother', mobile: { country: 'BR', number: '11987654321' },
      children: [{ childId: emma.id, emergency: true, mayPickUp: true }, { childId: noah.id, emergency: true, mayPickUp: false }],
    });
    expect(res.statusCode).toBe(200);
    const contactId = res.json<{ id: number }>().id;
    const [forEmma] = (await changes({ childId: emma.id })).items;
    expect(forEmma).toMatchObject({ subject: { kind: 'contact', id: contactId, label: 'Margaret Silva (Grandmother)' }, part: 'pickup', important: true, changes: { before: {}, after: { emergency: true, mayPickUp: true } } });
    const [forNoah] = (await changes({ childId: noah.id })).items;
    expect(forNoah).toMatchObject({ part: 'contacts', important: false, changes: { before: {}, after: { emergency: true, mayPickUp: false } } });

    await ok('sarah', '/api/contact/updateChildren', { contactId, children: [{ childId: noah.id, emergency: true, mayPickUp: true }] });
    const [noahNow] = (await changes({ childId: noah.id })).items;
    expect(noahNow).toMatchObject({ part: 'pickup', important: true, changes: { before: { mayPickUp: false }, after: { mayPickUp: true } } });
    const [emmaNow] = (await changes({ childId: emma.id })).items;
    expect(emmaNow).toMatchObject({ part: 'pickup', important: false, changes: { before: { emergency: true, mayPickUp: true }, after: {} } });

    aMinuteLater();
    expect((await gateway.request({ method: 'DELETE', url: '/api/contact/delete', query: { contactId: String(contactId) }, headers: sessions.sarah.headers })).statusCode).toBe(204);
    const [removed] = (await changes({ childId: noah.id })).items;
    expect(removed).toMatchObject({ subject: { kind: 'contact', id: contactId, label: 'Margaret Silva (Grandmother)' }, part: 'pickup', important: false, changes: { before: { mayPickUp: true }, after: {} } });
  });

  it("records a guardian's new call order of a child's contacts by their names, as not important, and tells no one live", async () => {
    const contact = async (firstName: string, callOrder: number) => {
      const [{ id }] = await ds.query(`INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, $3, 'Silva', 'Aunt') RETURNING id`, [acornsId, thompsons, firstName]);
      await ds.query(`INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order, emergency, may_pick_up) VALUES ($1, $2, $3, $4, true, false)`, [acornsId, noah.id, id, callOrder]);
      return id;
    };
    const [ana, bia] = [await contact('Ana', 1), await contact('Bia', 2)];
    const live = await liveDirector();
    await ok('sarah', '/api/contact/reorder', { childId: noah.id, contactIds: [bia, ana] });
    const [latest] = (await changes({ childId: noah.id })).items;
    expect(latest).toMatchObject({
      child: { id: noah.id, label: 'Noah Thompson' },
      guardian: { id: sarahId, label: 'Sarah Thompson' },
      subject: { kind: 'child', id: noah.id, label: 'Noah Thompson' },
      part: 'contacts',
      important: false,
      changes: { before: { callOrder: ['Ana Silva', 'Bia Silva'] }, after: { callOrder: ['Bia Silva', 'Ana Silva'] } },
    });
    await settle();
    expect(live.received.map((event) => event.name)).not.toContain('OnFamilyChange');

    const total = (await changes()).total;
    await ok('sarah', '/api/contact/reorder', { childId: noah.id, contactIds: [bia, ana] });
    await ok('director', '/api/contact/reorder', { childId: noah.id, contactIds: [ana, bia] });
    expect((await changes()).total).toBe(total);
  });

  it("records nothing for a director's own change, nor for a director acting as the guardian, nor for a save that changes nothing", async () => {
    const before = (await changes()).total;
    await ok('director', '/api/child/updateName', { childId: emma.id, firstName: 'Emma', lastName: 'Thompson', preferredName: 'Em' });
    await ok('impersonating', '/api/child/updateName', { childId: emma.id, firstName: 'Emma', lastName: 'Thompson', preferredName: 'Emmy' });
    await ok('sarah', '/api/child/updateName', { childId: emma.id, firstName: 'Emma', lastName: 'Thompson', preferredName: 'Emmy' });
    expect((await changes()).total).toBe(before);
    await ok('sarah', '/api/child/updateName', { childId: emma.id, firstName: 'Emma', lastName: 'Thompson', preferredName: null });
    expect((await changes()).items[0]).toMatchObject({ part: 'name', changes: { before: { preferredName: 'Emmy' }, after: { preferredName: null } } });
  });
});

describe('GET /api/family/changes', () => {
  it('filters by family and by unseen, pages newest first, and answers in a constant number of queries', async () => {
    const all = await changes();
    expect(all.items.map((item) => item.at)).toEqual([...all.items.map((item) => item.at)].sort().reverse());
    expect((await changes({ familyId: thompsons })).total).toBe(all.total);
    expect((await changes({ familyId: liam.familyId })).total).toBe(0);
    const page = await changes({ page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    const small = await countQueries(() => get('director', { pageSize: 1 }));
    const large = await countQueries(() => get('director', { pageSize: 50 }));
    expect(large).toBe(small);
  });

  it('answers 404 for a child or family of another daycare, 403 to staff and guardians, 400 for bad input', async () => {
    expect((await get('mapleDirector', { childId: emma.id })).statusCode).toBe(404);
    expect((await get('mapleDirector', { familyId: thompsons })).statusCode).toBe(404);
    expect((await get('mapleDirector')).json<FamilyChangeListDto>()).toEqual({ items: [], total: 0, unseen: 0 });
    expect((await get('staff')).statusCode).toBe(403);
    expect((await get('sarah')).statusCode).toBe(403);
    const bad = await get('director', { unseen: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['unseen must be true or false']);
    expect((await get('director', { childId: emma.id, familyId: thompsons })).json().message).toBe('Name a child or a family, not both');
  });
  it('answers 400 naming the field, never 5xx, to odd query parameters', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ page: -1 }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ pageSize: 100_000 }, 'pageSize'],
      [{ childId: 'abc' }, 'childId'],
      [{ childId: 2 ** 31 }, 'childId'],
      [{ familyId: '1e99' }, 'familyId'],
      [{ familyId: '99999999999999999999' }, 'familyId'],
      [{ unseen: 'maybe' }, 'unseen'],
      [{ sort: 'id; DROP TABLE family_change' }, 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await get('director', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message.join(' ')).toContain(field);
    }
    const repeated = await gateway.request({ method: 'GET', url: `/api/family/changes?childId=${emma.id}&childId=${noah.id}`, headers: sessions.director.headers });
    expect(repeated.statusCode).toBe(400);
  });
});

describe('POST /api/family/changes/seen', () => {
  it('marks changes seen by the director, audits it, and the unseen filter leaves them out', async () => {
    const unseen = await changes({ unseen: 'true', childId: emma.id });
    expect(unseen.total).toBeGreaterThan(1);
    const ids = unseen.items.map((item) => item.id);
    const res = await ok('director', '/api/family/changes/seen', { ids });
    expect(res.json()).toEqual({ count: ids.length, unseen: (await changes({ unseen: 'true' })).total });
    expect((await changes({ unseen: 'true', childId: emma.id })).total).toBe(0);
    const marked = (await changes({ childId: emma.id })).items.filter((item) => ids.includes(item.id));
    expect(marked.every((item) => item.seenAt === new Date(now).toISOString())).toBe(true);
    const [entry] = await ds.query(`SELECT actor_id AS "actorId", detail FROM audit_log WHERE action = 'familyChange.seen' ORDER BY id DESC LIMIT 1`);
    expect(entry).toEqual({ actorId: director.id, detail: { before: { ids: [...ids].sort((a, b) => a - b), seenAt: null }, after: { ids: [...ids].sort((a, b) => a - b), seenAt: new Date(now).toISOString() } } });
    // Marking again keeps the first time.
    expect((await ok('director', '/api/family/changes/seen', { ids })).json().count).toBe(0);
  });

  it('marks nothing when one id is of another daycare or missing (404), and refuses staff, guardians and bad input', async () => {
    const [item] = (await changes({ unseen: 'true' })).items;
    expect((await post('mapleDirector', '/api/family/changes/seen', { ids: [item.id] })).statusCode).toBe(404);
    expect((await post('director', '/api/family/changes/seen', { ids: [item.id, 2_000_000_000] })).json().message).toBe('This change by a family was not found');
    expect((await changes({ unseen: 'true' })).items[0].id).toBe(item.id);
    expect((await post('staff', '/api/family/changes/seen', { ids: [item.id] })).statusCode).toBe(403);
    expect((await post('otherGuardian', '/api/family/changes/seen', { ids: [item.id] })).statusCode).toBe(403);
    expect((await post('director', '/api/family/changes/seen', { ids: [] })).json().message).toEqual(['ids must name at least one change']);
    expect((await post('director', '/api/family/changes/seen', { ids: ['x'] })).statusCode).toBe(400);
  });

  it('answers 400 to odd lists of ids (413 to one too large to read) and marks nothing', async () => {
    const unseen = (await changes({ unseen: 'true' })).total;
    const cases: unknown[] = [{ ids: [null] }, { ids: 2 ** 40 }, { ids: [2 ** 40] }, { ids: [1.5] }, { ids: '1' }, { ids: [[1]] }, { ids: Array(101).fill(1) }, { ids: Array(100_000).fill(1) }, {}, null, []];
    for (const payload of cases) {
      const res = await gateway.request({ method: 'POST', url: '/api/family/changes/seen', payload: JSON.stringify(payload), headers: { ...sessions.director.headers, 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
    }
    const huge = await post('director', '/api/family/changes/seen', { ids: Array(2_000_000).fill(1) });
    expect(huge.statusCode).toBe(413);
    expect((await changes({ unseen: 'true' })).total).toBe(unseen);
  });
});
