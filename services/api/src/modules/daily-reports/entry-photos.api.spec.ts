import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { multipartForm } from '../files/images/multipart-form';
import { phonePhoto } from '../files/images/test-images';
import type { DailyEntryDto, DailyEntryListDto } from './dto/daily-entry.dto';

let gateway: TestApp;
let ds: DataSource;
type Persona = 'staff' | 'babiesStaff' | 'guardian' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;
let emma: CreatedChild;
let photo: Buffer;

const NOW = new Date('2026-11-20T17:45:00Z');

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(NOW);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const babies = await createRoom(ds, acorns.id, 'Babies');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  sessions = {
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, roles: ['CHILD_DAILY_REPORT'] })).email),
    babiesStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: babies.id, roles: ['CHILD_DAILY_REPORT'] })).email),
    guardian: await signIn(gateway, (await createGuardian(ds, acorns.id, emma.familyId)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR', 'CHILD_DAILY_REPORT'] })).email),
  };
  photo = await phonePhoto(800, 600);
});

afterAll(async () => {
  await gateway.close();
});

afterEach(async () => {
  await ds.query(`DELETE FROM daily_entry`);
  await ds.query(`DELETE FROM stored_file WHERE purpose = 'daily-entry'`);
});

async function paintingNote(): Promise<DailyEntryDto> {
  const response = await gateway.request({ method: 'POST', url: '/api/dailyreport/create', payload: { childIds: [emma.id], kind: 'note', note: 'Painted a rainbow.' }, headers: sessions.staff.headers });
  expect(response.statusCode).toBe(200);
  return response.json()[0];
}

function upload(persona: Persona, fields: Record<string, string | number>, bytes = photo) {
  const form = multipartForm(fields, { filename: 'rainbow.jpg', contentType: 'image/jpeg', bytes });
  return gateway.request({ method: 'POST', url: '/api/dailyreport/photo', headers: { ...sessions[persona].headers, ...form.headers }, payload: form.payload });
}

const storedCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM stored_file WHERE purpose = 'daily-entry'`))[0].n);

describe('photos on daily report entries', () => {
  it("adds a photo the family sees in their feed as a signed thumbnail, and removes it with its file", async () => {
    const note = await paintingNote();
    const added = await upload('staff', { entryId: note.id });
    expect(added.statusCode).toBe(200);
    const [shown] = (added.json() as DailyEntryDto).photos;
    expect(shown.thumbnailUrl).toMatch(/^\/api\/files\/\d+\/thumbnail\?/);
    expect((await gateway.request({ method: 'GET', url: shown.thumbnailUrl })).headers['content-type']).toBe('image/webp');

    const feed: DailyEntryListDto = (await gateway.request({ method: 'GET', url: '/api/dailyreport/family', query: { familyId: String(emma.familyId) }, headers: sessions.guardian.headers })).json();
    expect(feed.entries[0].photos.map((one) => one.fileId)).toEqual([shown.fileId]);

    const removed = await gateway.request({ method: 'DELETE', url: '/api/dailyreport/photo', query: { entryId: String(note.id), fileId: String(shown.fileId) }, headers: sessions.staff.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toEqual([]);
    expect(await storedCount()).toBe(0);
  });

  it('keeps six photos at most, and deleting the entry deletes its photos', async () => {
    const note = await paintingNote();
    for (let count = 0; count < 6; count++) expect((await upload('staff', { entryId: note.id })).statusCode).toBe(200);
    const seventh = await upload('staff', { entryId: note.id });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().message).toBe('An entry holds at most 6 photos');
    expect(await storedCount()).toBe(6);
    expect((await gateway.request({ method: 'DELETE', url: '/api/dailyreport/delete', query: { entryId: String(note.id) }, headers: sessions.staff.headers })).statusCode).toBe(204);
    expect(await storedCount()).toBe(0);
  });

  it('refuses families, other rooms and other daycares, and a file that is not a photo', async () => {
    const note = await paintingNote();
    expect((await upload('guardian', { entryId: note.id })).statusCode).toBe(403);
    expect((await upload('babiesStaff', { entryId: note.id })).statusCode).toBe(404);
    expect((await upload('mapleDirector', { entryId: note.id })).statusCode).toBe(404);
    expect((await upload('staff', { entryId: note.id }, Buffer.from('not a picture'))).statusCode).toBe(400);
    expect((await upload('staff', { entryId: 'x' })).json().message).toBe('entryId must be a whole number from 1 to 2147483647');
    expect((await upload('staff', { entryId: note.id, ownerKind: 'child' })).json().message).toBe('property ownerKind should not exist');
    expect(await storedCount()).toBe(0);
  });
});
