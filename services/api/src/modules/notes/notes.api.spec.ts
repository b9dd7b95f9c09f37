import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { NoteDto } from './dto/note.dto';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
type Persona = 'director' | 'staff' | 'colleague' | 'guardian' | 'otherGuardian' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;
let emma: CreatedChild;
let liam: CreatedChild;
let mapleChild: CreatedChild;
let daniel: { id: number; label: string };

const NOW = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(NOW);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen' });
  mapleChild = await createChild(ds, maple.id, { firstName: 'Mia', lastName: 'Maple' });
  const staff = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor' });
  daniel = staff;
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, staff.email),
    colleague: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah' })).email),
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
  await ds.query(`DELETE FROM child_note`);
  clock.set(NOW);
});

const get = (persona: Persona, path: string, query: Record<string, string | number>) =>
  gateway.request({ method: 'GET', url: `/api/note/${path}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: sessions[persona].headers });
const post = (persona: Persona, path: string, payload: object) => gateway.request({ method: 'POST', url: `/api/note/${path}`, payload, headers: sessions[persona].headers });
const remove = (persona: Persona, noteId: number | string) => gateway.request({ method: 'DELETE', url: '/api/note/delete', query: { noteId: String(noteId) }, headers: sessions[persona].headers });

async function write(persona: Persona, childId: number, body: string, visibility: 'staff' | 'family'): Promise<NoteDto> {
  const response = await post(persona, 'create', { childId, body, visibility });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const auditOf = (noteId: number) => ds.query(`SELECT action, actor_id AS "actorId", detail FROM audit_log WHERE target = $1 ORDER BY id`, [`note:${noteId}`]);

describe('POST /api/note/create', () => {
  it('records the note with its author, child and time, and audits it', async () => {
    const note = await write('staff', emma.id, '  Slept well after lunch.  ', 'family');
    expect(note).toEqual({
      id: expect.any(Number),
      childId: emma.id,
      child: { id: emma.id, label: 'Emma Thompson' },
      body: 'Slept well after lunch.',
      visibility: 'family',
      author: { id: daniel.id, label: 'Daniel Okafor' },
      createdAt: NOW.toISOString(),
      updatedAt: null,
      canEdit: true,
    });
    expect(await auditOf(note.id)).toEqual([
      { action: 'note.create', actorId: daniel.id, detail: { before: {}, after: { childId: emma.id, body: 'Slept well after lunch.', visibility: 'family' } } },
    ]);
    expect(await ds.query(`SELECT action FROM audit_log WHERE action LIKE 'POST /api/note/%'`)).toEqual([]);
  });

  it('refuses a blank or too long body and an unknown visibility, saying why', async () => {
    const cases: [object, string][] = [
      [{ childId: emma.id, body: '   ', visibility: 'staff' }, 'body must not be empty'],
      [{ childId: emma.id, body: 'x'.repeat(4001), visibility: 'staff' }, 'body must be at most 4000 characters'],
      [{ childId: emma.id, body: 'Fine', visibility: 'everyone' }, 'visibility must be one of staff, family'],
      [{ childId: 0, body: 'Fine', visibility: 'staff' }, 'childId must be a whole number'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('director', 'create', payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await ds.query(`SELECT id FROM child_note`)).toEqual([]);
  });

  it('accepts 4000 characters', async () => {
    expect((await write('director', emma.id, 'x'.repeat(4000), 'staff')).body).toHaveLength(4000);
  });

  it('is for the daycare side: guardians and tablets 403, another daycare’s child 404', async () => {
    expect((await post('guardian', 'create', { childId: emma.id, body: 'Hello', visibility: 'family' })).statusCode).toBe(403);
    expect((await post('tablet', 'create', { childId: emma.id, body: 'Hello', visibility: 'family' })).statusCode).toBe(403);
    const foreign = await post('director', 'create', { childId: mapleChild.id, body: 'Hello', visibility: 'staff' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This child was not found');
  });
});

describe('GET /api/note/list', () => {
  it('answers the child’s notes newest first, all of them to the daycare side', async () => {
    const first = await write('staff', emma.id, 'First', 'staff');
    clock.set(new Date(NOW.getTime() + 60_000));
    const second = await write('director', emma.id, 'Second', 'family');
    await write('director', liam.id, 'Another child', 'family');
    for (const persona of ['director', 'staff', 'colleague'] as const) {
      const response = await get(persona, 'list', { childId: emma.id });
      expect(response.statusCode).toBe(200);
      expect(response.json<NoteDto[]>().map((note) => note.id)).toEqual([second.id, first.id]);
    }
    const asColleague = (await get('colleague', 'list', { childId: emma.id })).json<NoteDto[]>();
    expect(asColleague.map((note) => note.canEdit)).toEqual([false, false]);
    const asDirector = (await get('director', 'list', { childId: emma.id })).json<NoteDto[]>();
    expect(asDirector.map((note) => note.canEdit)).toEqual([true, true]);
  });

  it('gives a guardian only the notes shared with the family, none editable', async () => {
    await write('staff', emma.id, 'Staff only', 'staff');
    const shared = await write('staff', emma.id, 'Shared', 'family');
    const response = await get('guardian', 'list', { childId: emma.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ ...shared, canEdit: false }]);
  });

  it('answers 404 for another family’s or daycare’s child and 403 to a tablet', async () => {
    expect((await get('otherGuardian', 'list', { childId: emma.id })).statusCode).toBe(404);
    expect((await get('mapleDirector', 'list', { childId: emma.id })).statusCode).toBe(404);
    expect((await get('tablet', 'list', { childId: emma.id })).statusCode).toBe(403);
    expect((await get('director', 'list', { childId: 'abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/note/byId', () => {
  it('answers a note to the daycare side and a shared one to the child’s guardians', async () => {
    const shared = await write('staff', emma.id, 'Shared', 'family');
    expect((await get('colleague', 'byId', { noteId: shared.id })).json()).toEqual({ ...shared, canEdit: false });
    expect((await get('guardian', 'byId', { noteId: shared.id })).json()).toEqual({ ...shared, canEdit: false });
  });

  it('hides a staff-only note from guardians and every note from others, as missing', async () => {
    const staffOnly = await write('staff', emma.id, 'Staff only', 'staff');
    const shared = await write('staff', emma.id, 'Shared', 'family');
    const hidden = await get('guardian', 'byId', { noteId: staffOnly.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('This note was not found');
    expect((await get('otherGuardian', 'byId', { noteId: shared.id })).statusCode).toBe(404);
    expect((await get('mapleDirector', 'byId', { noteId: shared.id })).statusCode).toBe(404);
    expect((await get('director', 'byId', { noteId: 999999 })).statusCode).toBe(404);
    expect((await get('tablet', 'byId', { noteId: shared.id })).statusCode).toBe(403);
  });
});

describe('POST /api/note/update', () => {
  it('lets the author change the text and visibility, stamps the time and audits before and after', async () => {
    const note = await write('staff', emma.id, 'Draft', 'staff');
    clock.set(new Date(NOW.getTime() + 3_600_000));
    const response = await post('staff', 'update', { noteId: note.id, body: 'Final', visibility: 'family' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...note, body: 'Final', visibility: 'family', updatedAt: new Date(NOW.getTime() + 3_600_000).toISOString() });
    expect((await auditOf(note.id))[1]).toEqual({
      action: 'note.update',
      actorId: daniel.id,
      detail: { before: { body: 'Draft', visibility: 'staff' }, after: { body: 'Final', visibility: 'family' } },
    });
  });

  it('lets a director change anyone’s note, keeping its author', async () => {
    const note = await write('staff', emma.id, 'Draft', 'staff');
    const response = await post('director', 'update', { noteId: note.id, body: 'Edited', visibility: 'staff' });
    expect(response.statusCode).toBe(200);
    expect(response.json<NoteDto>().author).toEqual({ id: daniel.id, label: 'Daniel Okafor' });
    expect((await ds.query(`SELECT updated_by AS "updatedBy" FROM child_note WHERE id = $1`, [note.id]))[0].updatedBy).toBe(sessions.director.user.id);
  });

  it('refuses a colleague, guardians and tablets, and answers 404 across daycares', async () => {
    const note = await write('staff', emma.id, 'Draft', 'family');
    const change = { noteId: note.id, body: 'Changed', visibility: 'family' };
    const colleague = await post('colleague', 'update', change);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().message).toBe('Only the author of this note or a director can change it');
    expect((await post('guardian', 'update', change)).statusCode).toBe(403);
    expect((await post('tablet', 'update', change)).statusCode).toBe(403);
    expect((await post('mapleDirector', 'update', change)).statusCode).toBe(404);
    expect((await post('staff', 'update', { ...change, body: '' })).statusCode).toBe(400);
    expect((await get('director', 'byId', { noteId: note.id })).json<NoteDto>().body).toBe('Draft');
  });
});

describe('DELETE /api/note/delete', () => {
  it('lets the author or a director delete a note, audited with what it held', async () => {
    const mine = await write('staff', emma.id, 'Mine', 'staff');
    const theirs = await write('colleague', emma.id, 'Theirs', 'family');
    expect((await remove('staff', mine.id)).statusCode).toBe(204);
    expect((await remove('director', theirs.id)).statusCode).toBe(204);
    expect((await get('director', 'list', { childId: emma.id })).json()).toEqual([]);
    expect((await auditOf(mine.id))[1]).toEqual({ action: 'note.delete', actorId: daniel.id, detail: { before: { childId: emma.id, body: 'Mine', visibility: 'staff' }, after: {} } });
  });

  it('refuses a colleague, guardians and tablets, and answers 404 across daycares or once gone', async () => {
    const note = await write('staff', emma.id, 'Keep', 'family');
    expect((await remove('colleague', note.id)).statusCode).toBe(403);
    expect((await remove('guardian', note.id)).statusCode).toBe(403);
    expect((await remove('tablet', note.id)).statusCode).toBe(403);
    expect((await remove('mapleDirector', note.id)).statusCode).toBe(404);
    expect((await remove('director', 'x')).statusCode).toBe(400);
    expect((await remove('staff', note.id)).statusCode).toBe(204);
    expect((await remove('staff', note.id)).statusCode).toBe(404);
  });
});

describe('child_note table', () => {
  it('keeps a note with its child’s daycare and a known visibility', async () => {
    await expect(ds.query(`INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility) SELECT daycare_id, id, $2, 'x', 'staff' FROM child WHERE id = $1`, [mapleChild.id, daniel.id])).resolves.toBeDefined();
    const [{ daycare_id: acornsId }] = await ds.query(`SELECT daycare_id FROM child WHERE id = $1`, [emma.id]);
    await expect(ds.query(`INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility) VALUES ($1, $2, $3, 'x', 'staff')`, [acornsId, mapleChild.id, daniel.id])).rejects.toThrow(/child_note_child_fk/);
    await expect(ds.query(`INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility) VALUES ($1, $2, $3, 'x', 'public')`, [acornsId, emma.id, daniel.id])).rejects.toThrow(/child_note_visibility_known/);
    await expect(ds.query(`INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility) VALUES ($1, $2, $3, ' ', 'staff')`, [acornsId, emma.id, daniel.id])).rejects.toThrow(/child_note_body_length/);
  });
});
