import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedChild, type CreatedRoom } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import type { ChildListDto, ChildRecordDto } from './dto/child-record.dto';
import type { FamilyChoiceDto } from './dto/family.dto';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let toddlers: CreatedRoom;
let infants: CreatedRoom;
let mapleRoom: CreatedRoom;
let emma: CreatedChild;
let noah: CreatedChild;
let zoe: CreatedChild;
let liam: CreatedChild;
let mapleChild: CreatedChild;
let busTag: number;
type Persona = 'director' | 'toddlersStaff' | 'infantsStaff' | 'guardian' | 'otherGuardian' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;

// Today in Toronto is Friday 2026-11-20.
const NOW = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  // One test moves the clock on by hours; access tokens must outlive it.
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(NOW);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  infants = await createRoom(ds, acorns.id, 'Infants');
  mapleRoom = await createRoom(ds, maple.id, 'Maple Room');
  const thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons, birthDate: '2023-05-14' });
  noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', homeRoomId: infants.id, familyId: thompsons, birthDate: '2025-09-02' });
  zoe = await createChild(ds, acorns.id, { firstName: 'Zoë', lastName: 'Côté', homeRoomId: infants.id, birthDate: '2025-03-01' });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', birthDate: '2022-01-10' });
  mapleChild = await createChild(ds, maple.id, { firstName: 'Emma', lastName: 'Maple', homeRoomId: mapleRoom.id });
  await ds.query(`UPDATE child SET preferred_name = 'Bao', start_date = '2026-12-01' WHERE id = $1`, [liam.id]);
  await ds.query(`UPDATE child SET start_date = '2025-09-02', withdrawn_on = '2026-11-20' WHERE id = $1`, [zoe.id]);
  await ds.query(`UPDATE child SET start_date = '2025-09-02' WHERE id = ANY($1)`, [[emma.id, noah.id]]);
  await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label, severity) VALUES ($1, $2, 'Peanuts', 'severe'), ($1, $2, 'Dairy', 'mild')`, [acorns.id, emma.id]);
  await ds.query(`INSERT INTO child_medication (daycare_id, child_id, label) VALUES ($1, $2, 'Inhaler')`, [acorns.id, emma.id]);
  [{ id: busTag }] = await ds.query(`INSERT INTO tag (daycare_id, label, color) VALUES ($1, 'Bus A', '#1677ff') RETURNING id`, [acorns.id]);
  await ds.query(`INSERT INTO child_tag (child_id, tag_id, daycare_id) VALUES ($1, $2, $3)`, [emma.id, busTag, acorns.id]);
  const sarah = await createGuardian(ds, acorns.id, thompsons);
  const otherGuardian = await createGuardian(ds, acorns.id, liam.familyId);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    toddlersStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id })).email),
    infantsStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: infants.id })).email),
    guardian: await signIn(gateway, sarah.email),
    otherGuardian: await signIn(gateway, otherGuardian.email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (persona: Persona, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), headers: sessions[persona].headers });
const post = (persona: Persona, url: string, payload: object) => gateway.request({ method: 'POST', url, payload, headers: sessions[persona].headers });
const list = async (query: Record<string, string | number> = {}) => {
  const res = await get('director', '/api/child/list', query);
  expect(res.statusCode).toBe(200);
  return res.json<ChildListDto>();
};
const names = async (query: Record<string, string | number> = {}) => (await list(query)).items.map((child) => child.firstName);
const record = (persona: Persona, childId: number) => get(persona, '/api/child/byId', { childId });

async function auditOf(action: string, childId: number) {
  return ds.query(`SELECT actor_id AS "actorId", detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id`, [action, `child:${childId}`]);
}

const NO_MEDICAL = { childId: 0, doctorName: null, doctorPhone: null, healthCardNumber: null, conditions: null, allergies: [], medications: [], immunisations: [] };

describe('GET /api/child/list', () => {
  it("answers a director the daycare's children, a row each with room, status, tags and alerts", async () => {
    const { items, total } = await list();
    expect(total).toBe(4);
    expect(items.map((child) => child.label)).toEqual(['Emma Thompson', 'Liam Nguyen', 'Noah Thompson', 'Zoë Côté']);
    expect(items[0]).toEqual({
      id: emma.id,
      label: 'Emma Thompson',
      firstName: 'Emma',
      lastName: 'Thompson',
      preferredName: null,
      birthDate: '2023-05-14',
      photoUrl: null,
      room: { id: toddlers.id, label: 'Toddlers' },
      status: 'enrolled',
      startDate: '2025-09-02',
      withdrawnOn: null,
      familyId: emma.familyId,
      tags: [{ id: busTag, label: 'Bus A', color: '#1677ff' }],
      allergyCount: 2,
      severeAllergy: true,
      onGoingMedication: 1,
    });
    expect(items.map((child) => child.status)).toEqual(['enrolled', 'starting', 'enrolled', 'withdrawn']);
  });

  it('finds a child by any part of a first, last or preferred name, whatever the case and accents', async () => {
    expect(await names({ search: 'zoe cote' })).toEqual(['Zoë']);
    expect(await names({ search: 'THOMP' })).toEqual(['Emma', 'Noah']);
    expect(await names({ search: 'bao' })).toEqual(['Liam']);
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('filters by home room, tag and status', async () => {
    expect(await names({ roomId: infants.id })).toEqual(['Noah', 'Zoë']);
    expect(await names({ tagId: busTag })).toEqual(['Emma']);
    expect(await names({ status: 'starting' })).toEqual(['Liam']);
    expect(await names({ status: 'withdrawn' })).toEqual(['Zoë']);
    expect(await names({ status: 'enrolled' })).toEqual(['Emma', 'Noah']);
  });

  it('sorts by age, room, start date and status, either way, then by name', async () => {
    expect(await names({ sort: 'age' })).toEqual(['Noah', 'Zoë', 'Emma', 'Liam']);
    expect(await names({ sort: 'age', order: 'desc' })).toEqual(['Liam', 'Emma', 'Zoë', 'Noah']);
    expect(await names({ sort: 'room' })).toEqual(['Noah', 'Zoë', 'Emma', 'Liam']);
    expect(await names({ sort: 'startDate', order: 'desc' })).toEqual(['Liam', 'Emma', 'Noah', 'Zoë']);
    expect(await names({ sort: 'status' })).toEqual(['Emma', 'Noah', 'Liam', 'Zoë']);
  });

  it("reads the status on the daycare's own day: at 22:00 in Toronto a child starting tomorrow is still starting", async () => {
    const clock = gateway.app.get(ClockService);
    clock.set(new Date('2026-11-21T03:00:00Z'));
    try {
      await ds.query(`UPDATE child SET start_date = '2026-11-21' WHERE id = $1`, [liam.id]);
      expect(await names({ status: 'starting' })).toEqual(['Liam']);
    } finally {
      await ds.query(`UPDATE child SET start_date = '2026-12-01' WHERE id = $1`, [liam.id]);
      clock.set(NOW);
    }
  });

  it('pages, counting every match, with the same number of queries whatever the page size', async () => {
    expect(await list({ page: 2, pageSize: 3 })).toMatchObject({ total: 4, items: [{ firstName: 'Zoë' }] });
    expect(await list({ page: 9, pageSize: 3 })).toEqual({ total: 4, items: [] });
    const small = await countQueries(() => list({ pageSize: 1 }), /child/);
    expect(await countQueries(() => list({ pageSize: 100 }), /child/)).toBe(small);
  });

  it('answers staff, refuses guardians and tablets, and never lists another daycare', async () => {
    expect((await get('toddlersStaff', '/api/child/list')).json<ChildListDto>().total).toBe(4);
    expect((await get('guardian', '/api/child/list')).statusCode).toBe(403);
    expect((await get('tablet', '/api/child/list')).statusCode).toBe(403);
    expect((await get('mapleDirector', '/api/child/list')).json<ChildListDto>().items.map((child) => child.id)).toEqual([mapleChild.id]);
  });

  it('refuses a bad sort, status or page size with a sentence', async () => {
    const res = await get('director', '/api/child/list', { sort: 'shoeSize', status: 'asleep', pageSize: 101 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining(['sort must be name, age, room, startDate, status', 'status must be enrolled, starting, withdrawn', 'pageSize must be a whole number from 1 to 100']),
    );
  });
});

describe('GET /api/child/byId', () => {
  it('answers a director the whole record with guardians and siblings', async () => {
    const res = await record('director', emma.id);
    expect(res.statusCode).toBe(200);
    const child = res.json<ChildRecordDto>();
    expect(child).toMatchObject({
      id: emma.id,
      gender: null,
      languages: [],
      siblings: [{ id: noah.id, label: 'Noah Thompson' }],
      guardians: [{ id: expect.any(Number), label: 'Sarah Guardian', email: expect.stringContaining('@') }],
      personal: { routines: null, comforters: null, dietaryNeeds: null, notes: null },
      school: { name: null, grade: null, bus: null },
      address: { line: null, city: null, province: null, postalCode: null },
      canSeeMedical: true,
      canSeeAddress: true,
      canEdit: true,
    });
    expect(child.medical?.allergies.map(({ label, severity }) => [label, severity])).toEqual([
      ['Peanuts', 'severe'],
      ['Dairy', 'mild'],
    ]);
  });

  it("shows medical details to staff of the child's home room only, and the address to none of the staff", async () => {
    const ownRoom = (await record('toddlersStaff', emma.id)).json<ChildRecordDto>();
    expect(ownRoom).toMatchObject({ canSeeMedical: true, canSeeAddress: false, canEdit: false, address: null });
    expect(ownRoom.medical?.medications).toEqual([{ id: expect.any(Number), label: 'Inhaler', instructions: null, ongoing: true }]);
    const otherRoom = (await record('infantsStaff', emma.id)).json<ChildRecordDto>();
    expect(otherRoom).toMatchObject({ canSeeMedical: false, canSeeAddress: false, canEdit: false, medical: null, address: null, firstName: 'Emma' });
  });

  it("shows a guardian their own family's children in full, and nobody else's", async () => {
    expect((await record('guardian', noah.id)).json<ChildRecordDto>()).toMatchObject({ canSeeMedical: true, canSeeAddress: true, canEdit: true, medical: expect.any(Object) });
    expect((await record('guardian', liam.id)).statusCode).toBe(404);
    expect((await record('otherGuardian', emma.id)).statusCode).toBe(404);
  });

  it("refuses tablets, and answers 404 for another daycare's child or a missing one", async () => {
    expect((await record('tablet', emma.id)).statusCode).toBe(403);
    expect((await record('mapleDirector', emma.id)).statusCode).toBe(404);
    expect((await record('director', mapleChild.id)).json().message).toBe('This child was not found');
    expect((await record('director', 999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/child/create', () => {
  const newChild = { firstName: '  Ava ', lastName: 'Singh', birthDate: '2024-02-29', gender: 'female', homeRoomId: 0, startDate: '2026-12-01' };

  it('adds a child in a new family, or to an existing family as a sibling; the entry is audited', async () => {
    const res = await post('director', '/api/child/create', { ...newChild, homeRoomId: toddlers.id });
    expect(res.statusCode).toBe(200);
    const created = res.json<{ id: number; familyId: number }>();
    expect(created.familyId).not.toBe(emma.familyId);
    expect((await record('director', created.id)).json<ChildRecordDto>()).toMatchObject({ firstName: 'Ava', gender: 'female', status: 'starting', room: { id: toddlers.id } });
    const sibling = (await post('director', '/api/child/create', { firstName: 'Mia', lastName: 'Thompson', birthDate: '2026-01-05', familyId: emma.familyId })).json();
    expect(sibling.familyId).toBe(emma.familyId);
    expect((await record('director', emma.id)).json<ChildRecordDto>().siblings.map((child) => child.label)).toEqual(['Noah Thompson', 'Mia Thompson']);
    expect(await auditOf('child.create', sibling.id)).toEqual([{ actorId: sessions.director.user.id, detail: { before: {}, after: expect.objectContaining({ firstName: 'Mia' }) } }]);
    // The specific entry replaces the generic one of the write interceptor.
    expect(await ds.query(`SELECT action FROM audit_log WHERE action LIKE 'POST /api/child/%'`)).toEqual([]);
    await ds.query(`DELETE FROM child WHERE id = ANY($1)`, [[created.id, sibling.id]]);
  });

  it('refuses a birth date in the future or more than 13 years ago, and blank or long names, saying why', async () => {
    const refusal = async (body: object) => {
      const res = await post('director', '/api/child/create', { ...newChild, homeRoomId: undefined, ...body });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await refusal({ birthDate: '2026-11-21' })).toBe('birthDate must not be in the future');
    expect(await refusal({ birthDate: '2013-11-19' })).toBe('birthDate must be within the last 13 years');
    expect(await refusal({ birthDate: '2024-02-30' })).toEqual(['birthDate must be a real date like 2026-11-23']);
    expect(await refusal({ firstName: '   ', lastName: 'x'.repeat(61) })).toEqual(['firstName must not be empty', 'lastName must be at most 60 characters']);
    expect(await refusal({ gender: 'unknown' })).toEqual(['gender must be female, male, other']);
  });

  it("is for directors of the daycare: staff and guardians 403, another daycare's family or room 404", async () => {
    expect((await post('toddlersStaff', '/api/child/create', newChild)).statusCode).toBe(403);
    expect((await post('guardian', '/api/child/create', newChild)).statusCode).toBe(403);
    expect((await post('mapleDirector', '/api/child/create', { ...newChild, homeRoomId: undefined, familyId: emma.familyId })).statusCode).toBe(404);
    expect((await post('director', '/api/child/create', { ...newChild, homeRoomId: mapleRoom.id })).statusCode).toBe(404);
  });
});

describe('the updates', () => {
  it("let a guardian rename their own child; the answer is the new record and the change is audited for the guardian too", async () => {
    const res = await post('guardian', '/api/child/updateName', { childId: noah.id, firstName: 'Noah', lastName: 'Thompson', preferredName: ' Noe ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ChildRecordDto>()).toMatchObject({ preferredName: 'Noe', label: 'Noah Thompson' });
    expect(await auditOf('child.updateName', noah.id)).toEqual([{ actorId: sessions.guardian.user.id, detail: { before: { preferredName: null }, after: { preferredName: 'Noe' } } }]);
  });

  it('refuse staff (403), a guardian of another family and another daycare (404)', async () => {
    const body = { childId: emma.id, firstName: 'Emma', lastName: 'Thompson', preferredName: null };
    expect((await post('toddlersStaff', '/api/child/updateName', body)).statusCode).toBe(403);
    expect((await post('otherGuardian', '/api/child/updateName', body)).statusCode).toBe(404);
    expect((await post('mapleDirector', '/api/child/updateName', body)).statusCode).toBe(404);
  });

  it('save personal details, refusing more than 10 languages and a birth date in the future', async () => {
    const personal = { childId: emma.id, birthDate: '2023-05-14', gender: 'female', languages: ['English', ' French '], routines: 'Naps after lunch', comforters: 'Blue bunny', dietaryNeeds: '', notes: null };
    const res = await post('director', '/api/child/updatePersonal', personal);
    expect(res.json<ChildRecordDto>()).toMatchObject({ gender: 'female', languages: ['English', 'French'], personal: { routines: 'Naps after lunch', comforters: 'Blue bunny', dietaryNeeds: null, notes: null } });
    const tooMany = await post('director', '/api/child/updatePersonal', { ...personal, languages: Array.from({ length: 11 }, (_, n) => `Language ${n}`) });
    expect(tooMany.json().message).toEqual(['languages may hold at most 10 languages']);
    expect((await post('director', '/api/child/updatePersonal', { ...personal, birthDate: '2027-01-01' })).json().message).toBe('birthDate must not be in the future');
  });

  it('save the address and the school', async () => {
    const address = await post('guardian', '/api/child/updateAddress', { childId: emma.id, line: '12 Maple Street', city: 'Toronto', province: 'ON', postalCode: 'M4C 1B5' });
    expect(address.json<ChildRecordDto>().address).toEqual({ line: '12 Maple Street', city: 'Toronto', province: 'ON', postalCode: 'M4C 1B5' });
    expect((await record('toddlersStaff', emma.id)).json<ChildRecordDto>().address).toBeNull();
    const school = await post('director', '/api/child/updateSchool', { childId: emma.id, name: 'Maple PS', grade: 'JK', bus: null });
    expect(school.json<ChildRecordDto>().school).toEqual({ name: 'Maple PS', grade: 'JK', bus: null });
    expect((await post('infantsStaff', '/api/child/updateAddress', { childId: emma.id, line: null, city: null, province: null, postalCode: null })).statusCode).toBe(403);
  });

  it("replace the medical details and lists in one go, which the room's allergy alerts follow", async () => {
    const medical = {
      ...NO_MEDICAL,
      childId: emma.id,
      doctorName: 'Dr. Patel',
      doctorPhone: '+1 (416) 555-0199',
      allergies: [{ label: 'Eggs', severity: 'severe', reaction: 'Hives' }],
      medications: [{ label: 'Cetirizine', instructions: null, ongoing: false }],
      immunisations: [{ vaccine: 'MMR', givenOn: '2024-05-14' }],
    };
    const res = await post('director', '/api/child/updateMedical', medical);
    expect(res.statusCode).toBe(200);
    expect(res.json<ChildRecordDto>().medical).toMatchObject({
      doctorName: 'Dr. Patel',
      doctorPhone: '+1 (416) 555-0199',
      allergies: [{ label: 'Eggs', severity: 'severe', reaction: 'Hives' }],
      medications: [{ label: 'Cetirizine', instructions: null, ongoing: false }],
      immunisations: [{ vaccine: 'MMR', givenOn: '2024-05-14' }],
    });
    const alerts = await get('tablet', '/api/medical/roomAllergyList');
    expect(alerts.json()).toEqual([{ child: { id: emma.id, label: 'Emma Thompson' }, allergies: 'Eggs (severe)', items: [{ id: expect.any(Number), label: 'Eggs', severe: true }] }]);
    const [entry] = await auditOf('child.updateMedical', emma.id);
    expect(entry.detail.before.allergies).toEqual([
      { label: 'Peanuts', severity: 'severe', reaction: null },
      { label: 'Dairy', severity: 'mild', reaction: null },
    ]);
    expect(entry.detail.after.allergies).toEqual([{ label: 'Eggs', severity: 'severe', reaction: 'Hives' }]);
  });

  it('refuse an immunisation in the future, a phone that is not one, or too many allergies, changing nothing', async () => {
    const before = (await record('director', emma.id)).json<ChildRecordDto>().medical;
    const future = await post('director', '/api/child/updateMedical', { ...NO_MEDICAL, childId: emma.id, immunisations: [{ vaccine: 'MMR', givenOn: '2026-11-21' }] });
    expect(future.json().message).toBe('The MMR immunisation must not be dated in the future');
    const phone = await post('director', '/api/child/updateMedical', { ...NO_MEDICAL, childId: emma.id, doctorPhone: 'call the clinic' });
    expect(phone.json().message).toEqual(['doctorPhone must be a phone number: 7 to 15 digits, with spaces, brackets, + or - if you like']);
    const allergies = Array.from({ length: 31 }, (_, n) => ({ label: `Allergy ${n}`, severity: 'mild', reaction: null }));
    expect((await post('director', '/api/child/updateMedical', { ...NO_MEDICAL, childId: emma.id, allergies })).json().message).toEqual(['allergies may hold at most 30 items']);
    expect((await record('director', emma.id)).json<ChildRecordDto>().medical).toEqual(before);
  });

  it('change the registration for directors only; a withdrawn child leaves the tablet list from the withdrawal day', async () => {
    const registration = { childId: emma.id, startDate: '2025-09-02', withdrawnOn: '2026-11-20', homeRoomId: toddlers.id };
    expect((await post('guardian', '/api/child/updateRegistration', registration)).statusCode).toBe(403);
    expect((await post('director', '/api/child/updateRegistration', { ...registration, withdrawnOn: '2025-09-01' })).json().message).toBe('withdrawnOn must be on or after startDate');
    const tabletList = async () => (await get('tablet', '/api/tablet/childrenList')).json<{ id: number }[]>().map((child) => child.id);
    expect(await tabletList()).toContain(emma.id);
    const res = await post('director', '/api/child/updateRegistration', registration);
    expect(res.json<ChildRecordDto>()).toMatchObject({ status: 'withdrawn', withdrawnOn: '2026-11-20' });
    expect(await tabletList()).not.toContain(emma.id);
    expect(await auditOf('child.updateRegistration', emma.id)).toEqual([{ actorId: sessions.director.user.id, detail: { before: { withdrawnOn: null }, after: { withdrawnOn: '2026-11-20' } } }]);
    // Still signed in, a withdrawn child stays listed so the stay can be closed.
    await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, $4)`, [acorns.id, emma.id, toddlers.id, NOW]);
    expect(await tabletList()).toContain(emma.id);
    await ds.query(`DELETE FROM attendance WHERE child_id = $1`, [emma.id]);
    await post('director', '/api/child/updateRegistration', { ...registration, withdrawnOn: null });
  });
});

describe('the bulk changes', () => {
  it('move, tag and withdraw several children at once, each change audited', async () => {
    const ids = [noah.id, liam.id];
    expect((await post('director', '/api/child/bulkMove', { childIds: ids, roomId: toddlers.id })).json()).toEqual({ count: 2 });
    expect(await names({ roomId: toddlers.id })).toEqual(['Emma', 'Liam', 'Noah']);
    expect((await post('director', '/api/child/bulkTag', { childIds: [emma.id, ...ids], tagId: busTag })).json()).toEqual({ count: 3 });
    expect((await post('director', '/api/child/bulkTag', { childIds: ids, tagId: busTag })).json()).toEqual({ count: 2 });
    expect(await names({ tagId: busTag })).toEqual(['Emma', 'Liam', 'Noah']);
    expect(await auditOf('child.bulkTag', noah.id)).toHaveLength(1);
    const withdraw = await post('director', '/api/child/bulkWithdraw', { childIds: [noah.id], withdrawnOn: '2026-12-31' });
    expect(withdraw.json()).toEqual({ count: 1 });
    expect(await auditOf('child.bulkMove', noah.id)).toEqual([{ actorId: sessions.director.user.id, detail: { before: { homeRoomId: infants.id }, after: { homeRoomId: toddlers.id } } }]);
  });

  it('change nothing when one id is not of the daycare (404), or a withdrawal comes before a start', async () => {
    const foreign = await post('director', '/api/child/bulkMove', { childIds: [emma.id, mapleChild.id], roomId: infants.id });
    expect(foreign.statusCode).toBe(404);
    expect(await names({ roomId: infants.id })).toEqual(['Zoë']);
    const early = await post('director', '/api/child/bulkWithdraw', { childIds: [emma.id, liam.id], withdrawnOn: '2026-11-30' });
    expect(early.json().message).toBe('Liam Nguyen starts after 2026-11-30; withdraw on or after the start date');
    expect(await names({ status: 'withdrawn' })).toEqual(['Zoë']);
    expect((await post('director', '/api/child/bulkTag', { childIds: [emma.id], tagId: 999_999 })).statusCode).toBe(404);
  });

  it('take 1 to 200 ids, from directors only', async () => {
    expect((await post('director', '/api/child/bulkMove', { childIds: [], roomId: toddlers.id })).json().message).toEqual(['childIds must name at least one child']);
    const many = Array.from({ length: 201 }, (_, n) => n + 1);
    expect((await post('director', '/api/child/bulkTag', { childIds: many, tagId: busTag })).json().message).toEqual(['childIds may name at most 200 children']);
    expect((await post('toddlersStaff', '/api/child/bulkWithdraw', { childIds: [emma.id], withdrawnOn: '2026-12-01' })).statusCode).toBe(403);
  });
});

describe('GET /api/family/list', () => {
  it("finds the daycare's families by a guardian's or a child's name, with their children's last names", async () => {
    const families = async (search: string) => (await get('director', '/api/family/list', { search })).json<FamilyChoiceDto[]>();
    expect(await families('noah')).toEqual([{ id: emma.familyId, surnames: ['Thompson'], guardians: ['Sarah Guardian'], children: ['Emma Thompson', 'Noah Thompson'] }]);
    expect((await families('sarah')).map((family) => family.surnames)).toEqual([['Nguyen'], ['Thompson']]);
    expect((await get('mapleDirector', '/api/family/list', { search: 'thompson' })).json()).toEqual([]);
    expect((await get('toddlersStaff', '/api/family/list')).statusCode).toBe(403);
  });
});
