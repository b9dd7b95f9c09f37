import { RelationshipKind, UserType } from '@daycare/shared';
import AdmZip from 'adm-zip';
import type { LightMyRequestResponse } from 'fastify';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedChild, type CreatedRoom } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { type OwnerKind, StorageService } from '../files';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let toddlers: CreatedRoom;
let thompsons: number;
let emma: CreatedChild;
let nguyens: number;
let liam: CreatedChild;
type Persona = 'director' | 'staff' | 'guardian' | 'tablet' | 'mapleDirector' | 'otherGuardian';
let sessions: Record<Persona, SignedIn>;
const PHOTO_BYTES = Buffer.from('not really a webp, but bytes all the same');

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(new Date('2026-11-20T15:00:00Z'));
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons, birthDate: '2023-05-14' });
  await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', familyId: thompsons, birthDate: '2025-09-02' });
  nguyens = await createFamily(ds, acorns.id);
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', familyId: nguyens });
  await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label, severity) VALUES ($1, $2, 'Peanuts', 'severe')`, [acorns.id, emma.id]);
  await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label, severity) VALUES ($1, $2, 'Kiwi', 'mild')`, [acorns.id, liam.id]);
  await ds.query(`INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, 'Cora', 'Contact', 'Aunt')`, [acorns.id, thompsons]);
  await addPhoto({ kind: 'child', id: emma.id });
  const director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
  await ds.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, $3)`, [director.id, maple.id, RelationshipKind.Admin]);
  sessions = {
    director: await signIn(gateway, director.email),
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id })).email),
    guardian: await signIn(gateway, (await createGuardian(ds, acorns.id, thompsons)).email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, nguyens)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const PHOTO_TABLES: Record<Exclude<OwnerKind, 'staff'>, string> = { child: 'child', guardian: '"user"', contact: 'contact' };

/** A stored photo of a child, guardian or contact, as the upload leaves it: a stored_file row and its bytes. Answers the row's id. */
async function addPhoto(owner: { kind: keyof typeof PHOTO_TABLES; id: number }, bytes = PHOTO_BYTES, daycareId = acorns.id): Promise<number> {
  const key = `daycare-${daycareId}/photo/test-${owner.kind}-${owner.id}/display.webp`;
  await gateway.app.get(StorageService).put(key, bytes, 'image/webp');
  const [{ id }] = await ds.query(
    `INSERT INTO stored_file (daycare_id, owner_kind, owner_id, purpose, content_type, variants, original_bytes, created_at)
     VALUES ($1, $2, $3, 'photo', 'image/webp', $4, $5, now()) RETURNING id`,
    [daycareId, owner.kind, owner.id, JSON.stringify({ display: { key, bytes: bytes.length } }), bytes.length],
  );
  await ds.query(`UPDATE ${PHOTO_TABLES[owner.kind]} SET photo_file_id = $1 WHERE id = $2`, [id, owner.id]);
  return id;
}

const get = (persona: Persona, url: string, query: Record<string, number>) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])), headers: sessions[persona].headers });
const post = (persona: Persona, url: string, payload: object) => gateway.request({ method: 'POST', url, payload, headers: sessions[persona].headers });
const zipOf = (res: LightMyRequestResponse) => new AdmZip(res.rawPayload);
const auditCount = async (action: string, familyId: number) =>
  (await ds.query(`SELECT count(*)::int AS count FROM audit_log WHERE action = $1 AND target = $2`, [action, `family:${familyId}`]))[0].count;

describe('GET /api/family/export', () => {
  it("streams a director the family's ZIP: family.json, a CSV per kind and the photos, nothing of another family", async () => {
    const res = await get('director', '/api/family/export', { familyId: thompsons });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Thompson family archive 2026-11-20.zip"; filename*=UTF-8''Thompson%20family%20archive%202026-11-20.zip`);
    const zip = zipOf(res);
    const names = zip.getEntries().map((entry) => entry.entryName);
    expect(names).toEqual(expect.arrayContaining(['family.json', 'children.csv', 'guardians.csv', 'contacts.csv', 'allergies.csv', 'medications.csv', 'immunisations.csv', 'attendance.csv', 'schedules.csv', 'absences.csv']));
    const json = JSON.parse(zip.readAsText('family.json'));
    expect(json.family).toMatchObject({ id: thompsons, surnames: ['Thompson'], daycare: 'Little Acorns', archivedOn: null });
    expect(json.children.map((child: { first_name: string }) => child.first_name)).toEqual(['Emma', 'Noah']);
    expect(json.allergies).toEqual([expect.objectContaining({ child_id: emma.id, label: 'Peanuts', severity: 'severe' })]);
    expect(json.contacts).toEqual([expect.objectContaining({ first_name: 'Cora', relation: 'Aunt' })]);
    const children = zip.readAsText('children.csv');
    expect(children).toContain('Emma');
    expect(children).toContain('Noah');
    expect(zip.getEntry(`files/photos/Emma-Thompson-${emma.id}.webp`)?.getData()).toEqual(PHOTO_BYTES);
    const everything = names.map((name) => zip.readAsText(name)).join('\n');
    expect(everything).not.toContain('Liam');
    expect(everything).not.toContain('Kiwi');
    expect(everything).not.toMatch(/password|pin_hash/i);
  });

  it("holds the photos of the family's guardians and contacts in their own folders, and none of another family or daycare", async () => {
    const guardianId = sessions.guardian.user.id;
    const [cora] = await ds.query(`SELECT id FROM contact WHERE family_id = $1`, [thompsons]);
    const [{ id: nguyenContact }] = await ds.query(`INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, 'Nina', 'Nguyen', 'Aunt') RETURNING id`, [acorns.id, nguyens]);
    const mapleFamily = await createFamily(ds, maple.id);
    const mapleGuardian = await createGuardian(ds, maple.id, mapleFamily);
    const photoOf = (who: string) => Buffer.from(`the photo of ${who}`);
    const fileIds = [
      await addPhoto({ kind: 'guardian', id: guardianId }, photoOf('the guardian')),
      await addPhoto({ kind: 'contact', id: cora.id }, photoOf('Cora')),
      await addPhoto({ kind: 'guardian', id: sessions.otherGuardian.user.id }, photoOf('another family')),
      await addPhoto({ kind: 'contact', id: nguyenContact }, photoOf('another family')),
      await addPhoto({ kind: 'guardian', id: mapleGuardian.id }, photoOf('another daycare'), maple.id),
    ];

    const zip = zipOf(await get('director', '/api/family/export', { familyId: thompsons }));
    const photos = zip.getEntries().map((entry) => entry.entryName).filter((name) => name.startsWith('files/photos/'));
    expect(photos.sort()).toEqual([`files/photos/Emma-Thompson-${emma.id}.webp`, `files/photos/contacts/Cora-Contact-${cora.id}.webp`, `files/photos/guardians/Sarah-Guardian-${guardianId}.webp`]);
    expect(zip.getEntry(`files/photos/guardians/Sarah-Guardian-${guardianId}.webp`)?.getData()).toEqual(photoOf('the guardian'));
    expect(zip.getEntry(`files/photos/contacts/Cora-Contact-${cora.id}.webp`)?.getData()).toEqual(photoOf('Cora'));
    expect(photos.map((name) => zip.readAsText(name)).join('\n')).not.toMatch(/another/);

    await ds.query(`DELETE FROM stored_file WHERE id = ANY($1)`, [fileIds]);
    await ds.query(`DELETE FROM contact WHERE id = $1`, [nguyenContact]);
  });

  it("holds the family's own changes as CSV and JSON: who, when, what before and after, seen or not; none of another family", async () => {
    const at = new Date('2026-11-20T15:00:00Z').toISOString();
    expect((await post('guardian', '/api/child/updateName', { childId: emma.id, firstName: 'Emma', lastName: 'Thompson', preferredName: 'Em' })).statusCode).toBe(200);
    expect((await post('guardian', '/api/child/updateName', { childId: emma.id, firstName: 'Emma', lastName: 'Thompson', preferredName: 'Emmy' })).statusCode).toBe(200);
    expect((await post('otherGuardian', '/api/child/updateName', { childId: liam.id, firstName: 'Liam', lastName: 'Nguyen', preferredName: 'Lee' })).statusCode).toBe(200);
    const [first] = await ds.query(`SELECT id FROM family_change WHERE family_id = $1 ORDER BY id LIMIT 1`, [thompsons]);
    expect((await post('director', '/api/family/changes/seen', { ids: [first.id] })).statusCode).toBe(200);

    const zip = zipOf(await get('guardian', '/api/family/export', { familyId: thompsons }));
    const changes = JSON.parse(zip.readAsText('family.json')).family_changes;
    const change = { guardian: 'Sarah Guardian', childId: emma.id, child: 'Emma Thompson', subjectKind: 'child', subjectId: emma.id, subject: 'Emma Thompson', part: 'name', important: false, at };
    expect(changes).toEqual([
      { ...change, id: first.id, before: { preferredName: null }, after: { preferredName: 'Em' }, seen: true, seenAt: at },
      { ...change, id: expect.any(Number), before: { preferredName: 'Em' }, after: { preferredName: 'Emmy' }, seen: false, seenAt: null },
    ]);
    const csv = zip.readAsText('family_changes.csv').split('\r\n');
    expect(csv[0]).toBe('id,at,guardian,childId,child,subjectKind,subjectId,subject,part,before,after,important,seen,seenAt');
    expect(csv[1]).toBe(`${first.id},${at},Sarah Guardian,${emma.id},Emma Thompson,child,${emma.id},Emma Thompson,name,"{""preferredName"":null}","{""preferredName"":""Em""}",false,true,${at}`);
    expect(csv[2]).toContain(',false,false,');
    expect(zip.readAsText('family_changes.csv')).not.toMatch(/Liam|Lee/);
  });

  it("answers the family's own guardian and records who downloaded it", async () => {
    const before = await auditCount('family.export', thompsons);
    expect((await get('guardian', '/api/family/export', { familyId: thompsons })).statusCode).toBe(200);
    expect(await auditCount('family.export', thompsons)).toBe(before + 1);
  });

  it('names the file in the language of the person downloading it', async () => {
    await ds.query(`UPDATE "user" SET language = 'pt-BR' WHERE id = $1`, [sessions.guardian.user.id]);
    const res = await get('guardian', '/api/family/export', { familyId: thompsons });
    await ds.query(`UPDATE "user" SET language = 'en' WHERE id = $1`, [sessions.guardian.user.id]);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Arquivo da família Thompson 2026-11-20.zip')}`);
  });

  it('refuses staff and tablets', async () => {
    expect((await get('staff', '/api/family/export', { familyId: thompsons })).statusCode).toBe(403);
    expect((await get('tablet', '/api/family/export', { familyId: thompsons })).statusCode).toBe(403);
  });

  it("answers 404 for another family or another daycare's, and 400 without a family", async () => {
    expect((await get('otherGuardian', '/api/family/export', { familyId: thompsons })).statusCode).toBe(404);
    expect((await get('mapleDirector', '/api/family/export', { familyId: thompsons })).statusCode).toBe(404);
    expect((await gateway.request({ method: 'GET', url: '/api/family/export', headers: sessions.director.headers })).statusCode).toBe(400);
  });
});

describe('POST /api/family/archive and /api/family/restore', () => {
  it('withdraws every child on the day, leaves the family out of the choices and the guardians list, and restores it', async () => {
    const withdrawn = await post('director', '/api/family/archive', { familyId: nguyens, withdrawnOn: '2026-11-20' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: nguyens, archivedOn: '2026-11-20', children: [{ id: liam.id, withdrawnOn: '2026-11-20' }] });
    const choices = (await get('director', '/api/family/list', {})).json<{ id: number }[]>().map((family) => family.id);
    expect(choices).not.toContain(nguyens);
    const guardians = (await get('director', '/api/guardian/list', {})).json<{ items: { familyId: number }[] }>().items.map((guardian) => guardian.familyId);
    expect(guardians).not.toContain(nguyens);
    expect(await auditCount('family.withdraw', nguyens)).toBe(1);
    expect((await post('director', '/api/family/archive', { familyId: nguyens, withdrawnOn: '2026-11-21' })).json().message).toMatch(/restore it first/);

    const restored = await post('director', '/api/family/restore', { familyId: nguyens });
    expect(restored.json()).toMatchObject({ archivedOn: null, children: [{ id: liam.id, withdrawnOn: null }] });
    expect((await get('director', '/api/family/list', {})).json<{ id: number }[]>().map((family) => family.id)).toContain(nguyens);
    expect(await auditCount('family.restore', nguyens)).toBe(1);
    expect((await post('director', '/api/family/restore', { familyId: nguyens })).statusCode).toBe(400);
  });

  it('refuses a date that is not a day, others than directors and foreign families', async () => {
    expect((await post('director', '/api/family/archive', { familyId: nguyens, withdrawnOn: '2026-02-30' })).statusCode).toBe(400);
    expect((await post('guardian', '/api/family/archive', { familyId: thompsons, withdrawnOn: '2026-11-20' })).statusCode).toBe(403);
    expect((await post('staff', '/api/family/restore', { familyId: thompsons })).statusCode).toBe(403);
    expect((await post('mapleDirector', '/api/family/archive', { familyId: nguyens, withdrawnOn: '2026-11-20' })).statusCode).toBe(404);
  });
});

describe('POST /api/daycare/changeDaycare', () => {
  it('refuses while a child is signed in, a daycare the director cannot reach, and other callers', async () => {
    const [{ id }] = await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, now()) RETURNING id`, [
      acorns.id,
      emma.id,
      toddlers.id,
    ]);
    const refused = await post('director', '/api/daycare/changeDaycare', { familyId: thompsons, daycareId: maple.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Sign Emma Thompson out first');
    await ds.query(`UPDATE attendance SET ended_at = now() + interval '1 second' WHERE id = $1`, [id]);
    const elsewhere = await createDaycare(ds, 'Elsewhere');
    expect((await post('director', '/api/daycare/changeDaycare', { familyId: thompsons, daycareId: elsewhere.id })).statusCode).toBe(404);
    expect((await post('director', '/api/daycare/changeDaycare', { familyId: thompsons, daycareId: acorns.id })).statusCode).toBe(400);
    expect((await post('mapleDirector', '/api/daycare/changeDaycare', { familyId: thompsons, daycareId: maple.id })).statusCode).toBe(404);
    expect((await post('guardian', '/api/daycare/changeDaycare', { familyId: thompsons, daycareId: maple.id })).statusCode).toBe(403);
  });

  it('moves the family with its children, records, contacts and guardians, and keeps the attendance where it happened', async () => {
    const [{ id: tag }] = await ds.query(`INSERT INTO tag (daycare_id, label, color) VALUES ($1, 'Bus A', '#1677ff') RETURNING id`, [acorns.id]);
    await ds.query(`INSERT INTO child_tag (child_id, tag_id, daycare_id) VALUES ($1, $2, $3)`, [emma.id, tag, acorns.id]);
    await ds.query(`INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility) VALUES ($1, $2, $3, 'Loves painting', 'family')`, [acorns.id, emma.id, sessions.director.user.id]);
    const res = await post('director', '/api/daycare/changeDaycare', { familyId: thompsons, daycareId: maple.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ familyId: thompsons, daycareId: maple.id, daycareLabel: 'Maple Grove', children: ['Emma Thompson', 'Noah Thompson'] });

    const daycareOf = async (table: string, where: string, id: number) => (await ds.query(`SELECT DISTINCT daycare_id AS "daycareId" FROM ${table} WHERE ${where} = $1`, [id])).map((row: { daycareId: number }) => row.daycareId);
    expect(await daycareOf('child', 'family_id', thompsons)).toEqual([maple.id]);
    expect(await daycareOf('contact', 'family_id', thompsons)).toEqual([maple.id]);
    expect(await daycareOf('child_allergy', 'child_id', emma.id)).toEqual([maple.id]);
    expect(await daycareOf('child_note', 'child_id', emma.id)).toEqual([maple.id]);
    expect(await daycareOf('stored_file', 'owner_id', emma.id)).toEqual([maple.id]);
    expect(await daycareOf('attendance', 'child_id', emma.id)).toEqual([acorns.id]);
    expect(await ds.query(`SELECT 1 FROM child_tag WHERE child_id = $1`, [emma.id])).toEqual([]);
    expect((await ds.query(`SELECT home_room_id AS "homeRoomId" FROM child WHERE id = $1`, [emma.id]))[0].homeRoomId).toBeNull();
    const memberships = await ds.query(`SELECT ud.daycare_id AS "daycareId" FROM user_daycare ud JOIN "user" u ON u.id = ud.user_id WHERE u.family_id = $1`, [thompsons]);
    expect(memberships).toEqual([{ daycareId: maple.id }]);
    expect(await ds.query(`SELECT daycare_id AS "daycareId" FROM audit_log WHERE action = 'family.changeDaycare' AND target = $1 ORDER BY daycare_id`, [`family:${thompsons}`])).toEqual([
      { daycareId: acorns.id },
      { daycareId: maple.id },
    ]);
    expect((await get('mapleDirector', '/api/family/byId', { familyId: thompsons })).statusCode).toBe(200);
    expect((await get('director', '/api/family/byId', { familyId: thompsons })).statusCode).toBe(404);
  });
});

describe('POST /api/daycare/moveDaycare', () => {
  it("moves a guardian's own family to another daycare they may use and moves their session there", async () => {
    const guardian = await createGuardian(ds, acorns.id, nguyens);
    await ds.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, $3)`, [guardian.id, maple.id, RelationshipKind.Guardian]);
    const session = await signIn(gateway, guardian.email);
    const res = await gateway.request({ method: 'POST', url: '/api/daycare/moveDaycare', payload: { daycareId: maple.id }, headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).toEqual(expect.any(String));
    expect((await ds.query(`SELECT daycare_id AS "daycareId" FROM child WHERE id = $1`, [liam.id]))[0].daycareId).toBe(maple.id);
  });

  it('refuses a daycare the guardian was not given and callers who are not guardians', async () => {
    expect((await post('otherGuardian', '/api/daycare/moveDaycare', { daycareId: acorns.id })).statusCode).toBe(404);
    expect((await post('director', '/api/daycare/moveDaycare', { daycareId: maple.id })).statusCode).toBe(403);
  });
});
