import { UserType } from '@daycare/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createStaff, type CreatedChild } from '../../../../test/people-factories';
import { type SignedIn, signIn } from '../../../../test/sessions';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { type FormFile, multipartForm } from './multipart-form';
import { phonePhoto } from './test-images';

// Guardians, contacts and staff have photos as children do: uploaded by whoever may change their
// record, and answered by their lists and records as short-lived signed links.

let gateway: TestApp;
let ds: DataSource;
let dataDir: string;
let emma: CreatedChild;
let guardianId: number;
let staffId: number;
let contactId: number;
type Persona = 'director' | 'staff' | 'guardian' | 'otherGuardian' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;

const SIGNED_THUMBNAIL = /^\/api\/files\/\d+\/thumbnail\?/;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'daycare-data-'));
  gateway = await startTestApp({ DATA_DIR: dataDir });
  ds = gateway.app.get(DataSource);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons });
  const liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  const guardian = await createGuardian(ds, acorns.id, thompsons);
  const staff = await createStaff(ds, acorns.id, { firstName: 'Ana', lastName: 'Educator', roomId: toddlers.id });
  guardianId = guardian.id;
  staffId = staff.id;
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, staff.email),
    guardian: await signIn(gateway, guardian.email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
  const created = await gateway.request({
    method: 'POST', url: '/api/contact/create', headers: sessions.guardian.headers,
    payload: { firstName: 'Margaret', lastName: 'Thompson', relation: 'Grandmother', mobile: { country: 'US', number: '4165550177' }, children: [{ childId: emma.id, emergency: true, mayPickUp: true }] },
  });
  contactId = created.json<{ id: number }>().id;
});

afterAll(async () => {
  await gateway.close();
  await rm(dataDir, { recursive: true, force: true });
});

const jpeg = async (): Promise<FormFile> => ({ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: await phonePhoto(800, 600) });

async function upload(session: SignedIn, ownerKind: string, ownerId: number) {
  const form = multipartForm({ ownerKind, ownerId }, await jpeg());
  return gateway.request({ method: 'POST', url: '/api/images/upload', headers: { ...session.headers, ...form.headers }, payload: form.payload });
}

const get = (session: SignedIn, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, headers: session.headers, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });

/** Loads a URL as an `<img>` would: no session, no cookie. */
const load = (url: string) => gateway.request({ method: 'GET', url });

type WithPhoto = { id: number; photoUrl: string | null };
const photoIn = (items: WithPhoto[], id: number) => items.find((item) => item.id === id)?.photoUrl;

async function auditOf(target: string) {
  const [entry] = await ds.query(`SELECT action, actor_id AS "actorId" FROM audit_log WHERE target = $1 ORDER BY id DESC LIMIT 1`, [target]);
  return entry;
}

describe("a guardian's photo", () => {
  it('is set by the guardian themself, audited, and answered signed by the guardians list and the record', async () => {
    expect((await get(sessions.director, '/api/guardian/byId', { guardianId })).json<WithPhoto>().photoUrl).toBeNull();
    const res = await upload(sessions.guardian, 'guardian', guardianId);
    expect(res.statusCode).toBe(200);
    expect(await auditOf(`guardian:${guardianId}`)).toMatchObject({ action: 'guardian.photo.update' });
    const record = (await get(sessions.director, '/api/guardian/byId', { guardianId })).json<WithPhoto>();
    expect(record.photoUrl).toMatch(SIGNED_THUMBNAIL);
    expect(photoIn((await get(sessions.director, '/api/guardian/list', { pageSize: 100 })).json<{ items: WithPhoto[] }>().items, guardianId)).toMatch(SIGNED_THUMBNAIL);
    const image = await load(record.photoUrl as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('shows on the pick-up list', async () => {
    const list = (await get(sessions.director, '/api/pickup/child', { childId: emma.id })).json<{ authorised: (WithPhoto & { kind: string })[] }>();
    expect(list.authorised.find((person) => person.kind === 'guardian' && person.id === guardianId)?.photoUrl).toMatch(SIGNED_THUMBNAIL);
  });
});

describe("a contact's photo", () => {
  it("is set by the family or a director, and answered signed by the contacts list and the record to staff too", async () => {
    expect((await upload(sessions.guardian, 'contact', contactId)).statusCode).toBe(200);
    expect((await upload(sessions.director, 'contact', contactId)).statusCode).toBe(200);
    expect(await auditOf(`contact:${contactId}`)).toMatchObject({ action: 'contact.photo.update', actorId: sessions.director.user.id });
    // A replaced photo is gone: one file for the contact.
    expect((await ds.query(`SELECT count(*)::int AS n FROM stored_file WHERE owner_kind = 'contact' AND owner_id = $1`, [contactId]))[0].n).toBe(1);
    for (const session of [sessions.director, sessions.staff, sessions.guardian]) {
      expect((await get(session, '/api/contact/byId', { contactId })).json<WithPhoto>().photoUrl).toMatch(SIGNED_THUMBNAIL);
      expect(photoIn((await get(session, '/api/contact/list', { pageSize: 100 })).json<{ items: WithPhoto[] }>().items, contactId)).toMatch(SIGNED_THUMBNAIL);
    }
    const pickup = (await get(sessions.staff, '/api/pickup/child', { childId: emma.id })).json<{ authorised: (WithPhoto & { kind: string })[] }>();
    expect(pickup.authorised.find((person) => person.kind === 'contact' && person.id === contactId)?.photoUrl).toMatch(SIGNED_THUMBNAIL);
  });
});

describe("a staff member's photo", () => {
  it('is set by a director and answered signed by the staff list and the record', async () => {
    expect((await upload(sessions.director, 'staff', staffId)).statusCode).toBe(200);
    expect(await auditOf(`staff:${staffId}`)).toMatchObject({ action: 'staff.photo.update' });
    expect((await get(sessions.director, '/api/staff/byId', { staffId })).json<WithPhoto>().photoUrl).toMatch(SIGNED_THUMBNAIL);
    expect((await get(sessions.staff, '/api/staff/byId', { staffId })).json<WithPhoto>().photoUrl).toMatch(SIGNED_THUMBNAIL);
    expect(photoIn((await get(sessions.director, '/api/staff/list', { pageSize: 100 })).json<{ items: WithPhoto[] }>().items, staffId)).toMatch(SIGNED_THUMBNAIL);
  });
});

describe('who may not', () => {
  it("answers 404 for another family's or another daycare's person, 403 where the record is read but not changed, and stores nothing", async () => {
    const files = async () => (await ds.query(`SELECT count(*)::int AS n FROM stored_file`))[0].n;
    const before = await files();
    for (const [session, kind, id] of [
      [sessions.otherGuardian, 'contact', contactId],
      [sessions.otherGuardian, 'guardian', guardianId],
      [sessions.mapleDirector, 'contact', contactId],
      [sessions.mapleDirector, 'guardian', guardianId],
      [sessions.mapleDirector, 'staff', staffId],
      [sessions.director, 'contact', 999_999],
    ] as const) {
      expect({ kind, status: (await upload(session, kind, id)).statusCode }).toEqual({ kind, status: 404 });
    }
    expect((await upload(sessions.staff, 'contact', contactId)).statusCode).toBe(403);
    expect((await upload(sessions.guardian, 'staff', staffId)).statusCode).toBe(403);
    expect(await files()).toBe(before);
  });
});
