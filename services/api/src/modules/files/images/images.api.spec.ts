import { UserType } from '@daycare/shared';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../../test/people-factories';
import { type SignedIn, signIn } from '../../../../test/sessions';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { ClockService } from '../../../common/clock/clock.service';
import type { PhotoUrlsDto } from '../dto/image-upload.dto';
import { type FormFile, multipartForm } from './multipart-form';
import { DAMAGED_PHOTO, NOT_A_PHOTO, TOO_MANY_PIXELS } from './photo-renditions';
import { claimedPng, hasGpsExif, phonePhoto, plainImage } from './test-images';
import { TOO_LARGE } from './multipart-upload';
import { NOT_A_FILE } from './upload-fields';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let dataDir: string;
let emma: CreatedChild;
let liam: CreatedChild;
let sessions: Record<'director' | 'staff' | 'guardian' | 'otherGuardian' | 'tablet' | 'mapleDirector', SignedIn>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'daycare-data-'));
  gateway = await startTestApp({ DATA_DIR: dataDir });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Ana', lastName: 'Educator', roomId: toddlers.id })).email),
    guardian: await signIn(gateway, (await createGuardian(ds, acorns.id, thompsons)).email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterEach(() => clock.set(undefined));

afterAll(async () => {
  await gateway.close();
  await rm(dataDir, { recursive: true, force: true });
});

const jpeg = async (bytes?: Buffer): Promise<FormFile> => ({ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: bytes ?? (await phonePhoto()) });

function upload(session: SignedIn, fields: Record<string, string | number>, ...files: FormFile[]) {
  const form = multipartForm(fields, ...files);
  return gateway.request({ method: 'POST', url: '/api/images/upload', headers: { ...session.headers, ...form.headers }, payload: form.payload });
}

const uploadChildPhoto = async (session: SignedIn, child: CreatedChild, file?: FormFile) => upload(session, { ownerKind: 'child', ownerId: child.id }, file ?? (await jpeg()));

/** Loads a URL as an `<img>` would: no session, no cookie. */
const load = (url: string) => gateway.request({ method: 'GET', url });

async function storedFiles(): Promise<string[]> {
  const dir = path.join(dataDir, 'files');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const fileRows = async (): Promise<number> => (await ds.query(`SELECT count(*)::int AS n FROM stored_file`))[0].n;

describe('uploading a photo', () => {
  it("turns a phone's photo upright, strips its metadata (GPS included) and stores a 160 px square thumbnail and a 1024 px display size in WebP", async () => {
    const original = await phonePhoto();
    expect(hasGpsExif((await sharp(original).metadata()).exif)).toBe(true);
    const res = await uploadChildPhoto(sessions.director, emma, await jpeg(original));
    expect(res.statusCode).toBe(200);
    const { photoUrl, thumbnailUrl } = res.json<PhotoUrlsDto>();
    expect(photoUrl).toMatch(/^\/api\/files\/\d+\/display\?expires=\d+&sig=[\w-]+$/);

    const display = await load(photoUrl);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    const displayed = await sharp(display.rawPayload).metadata();
    // 3000 x 2000 turned right: portrait, longest side 1024.
    expect(displayed).toMatchObject({ format: 'webp', width: 683, height: 1024 });
    expect(displayed.exif).toBeUndefined();
    expect(displayed.xmp).toBeUndefined();
    expect(displayed.orientation).toBeUndefined();

    const thumbnail = await load(thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const thumbnailed = await sharp(thumbnail.rawPayload).metadata();
    expect(thumbnailed).toMatchObject({ format: 'webp', width: 160, height: 160 });
    expect(hasGpsExif(thumbnailed.exif)).toBe(false);
    expect(display.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('records the file with its variants and who uploaded it, and audits the change', async () => {
    const res = await uploadChildPhoto(sessions.staff, liam);
    expect(res.statusCode).toBe(200);
    const [row] = await ds.query(
      `SELECT f.owner_kind AS "ownerKind", f.owner_id AS "ownerId", f.purpose, f.content_type AS "contentType", f.variants, f.created_by AS "createdBy"
         FROM child c JOIN stored_file f ON f.id = c.photo_file_id WHERE c.id = $1`,
      [liam.id],
    );
    expect(row).toMatchObject({ ownerKind: 'child', ownerId: liam.id, purpose: 'photo', contentType: 'image/webp', createdBy: sessions.staff.user.id });
    expect(row.variants.thumbnail).toEqual({ key: expect.stringMatching(/^daycare-\d+\/photo\/[\w-]+\/thumbnail\.webp$/), bytes: expect.any(Number), width: 160, height: 160 });
    const [entry] = await ds.query(`SELECT action, detail FROM audit_log WHERE target = $1 ORDER BY id DESC LIMIT 1`, [`child:${liam.id}`]);
    expect(entry).toMatchObject({ action: 'child.photo.update', detail: { uploadedType: 'image/jpeg' } });
  });

  it('replaces the old photo: its row, its bytes and its URLs are gone', async () => {
    const first = (await uploadChildPhoto(sessions.director, emma)).json<PhotoUrlsDto>();
    const before = await storedFiles();
    const second = await uploadChildPhoto(sessions.guardian, emma, { filename: 'new.png', contentType: 'image/png', bytes: await plainImage('png') });
    expect(second.statusCode).toBe(200);
    expect((await load(first.thumbnailUrl)).statusCode).toBe(404);
    expect((await load(second.json<PhotoUrlsDto>().thumbnailUrl)).statusCode).toBe(200);
    const after = await storedFiles();
    expect(after).toHaveLength(before.length);
    expect(after.filter((file) => before.includes(file))).toHaveLength(before.length - 2);
    expect((await ds.query(`SELECT count(*)::int AS n FROM stored_file WHERE owner_kind = 'child' AND owner_id = $1`, [emma.id]))[0].n).toBe(1);
  });

  it('makes a thin strip (20000 x 1 pixels) a square thumbnail within seconds, not minutes', async () => {
    const res = await uploadChildPhoto(sessions.director, liam, { filename: 'strip.png', contentType: 'image/png', bytes: await plainImage('png', 20000, 1) });
    expect(res.statusCode).toBe(200);
    const thumbnail = await sharp((await load(res.json<PhotoUrlsDto>().thumbnailUrl)).rawPayload).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 160, height: 160 });
  }, 10_000);

  it.each(['webp', 'gif', 'avif'] as const)('takes a %s image', async (format) => {
    const res = await uploadChildPhoto(sessions.director, liam, { filename: `photo.${format}`, contentType: `image/${format}`, bytes: await plainImage(format) });
    expect(res.statusCode).toBe(200);
    const display = await sharp((await load(res.json<PhotoUrlsDto>().photoUrl)).rawPayload).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });
});

describe('who may upload', () => {
  it("lets the daycare's staff and the child's own guardians change the photo", async () => {
    expect((await uploadChildPhoto(sessions.staff, emma)).statusCode).toBe(200);
    expect((await uploadChildPhoto(sessions.guardian, emma)).statusCode).toBe(200);
  });

  it("answers 404 for another family's child, another daycare's child and a missing child, and 403 to a room tablet", async () => {
    const rows = await fileRows();
    for (const [session, child] of [
      [sessions.guardian, liam],
      [sessions.otherGuardian, emma],
      [sessions.mapleDirector, emma],
      [sessions.director, { ...emma, id: 999_999 }],
    ] as const) {
      const res = await uploadChildPhoto(session, child);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This child was not found');
    }
    expect((await uploadChildPhoto(sessions.tablet, emma)).statusCode).toBe(403);
    expect(await fileRows()).toBe(rows);
  });
});

describe('what is refused, with a message a person can act on and nothing stored', () => {
  let rows: number;
  let files: string[];
  beforeEach(async () => {
    rows = await fileRows();
    files = await storedFiles();
  });
  afterEach(async () => {
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('a file that is not an image, or of a format it cannot read', async () => {
    for (const file of [
      { filename: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('not a photo at all') },
      { filename: 'scan.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n') },
      { filename: 'logo.svg', contentType: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') },
    ]) {
      const res = await uploadChildPhoto(sessions.director, emma, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_A_PHOTO);
    }
  });

  it('a damaged photo', async () => {
    const whole = await phonePhoto(800, 600);
    const damaged = Buffer.concat([whole.subarray(0, 400), Buffer.alloc(2000, 0x55), whole.subarray(whole.length - 2)]);
    for (const bytes of [whole.subarray(0, Math.floor(whole.length / 2)), damaged]) {
      const res = await uploadChildPhoto(sessions.director, emma, await jpeg(bytes));
      expect(res.statusCode).toBe(400);
      expect([NOT_A_PHOTO, DAMAGED_PHOTO]).toContain(res.json().message);
    }
  });

  it('an empty file, a text file called .jpg, and a PNG of 0 x 0 or of more than 50 megapixels', async () => {
    const cases: [FormFile, string][] = [
      [{ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(0) }, 'Choose a photo to upload'],
      [{ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: Buffer.from('hello, this is text') }, NOT_A_PHOTO],
      [{ filename: 'empty.png', contentType: 'image/png', bytes: claimedPng(0, 0) }, NOT_A_PHOTO],
      [{ filename: 'huge.png', contentType: 'image/png', bytes: claimedPng(100_000, 100_000) }, TOO_MANY_PIXELS],
    ];
    for (const [file, message] of cases) {
      const res = await uploadChildPhoto(sessions.director, emma, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('a file over 10 MB', async () => {
    const res = await uploadChildPhoto(sessions.director, emma, await jpeg(Buffer.alloc(10 * 1024 * 1024 + 1, 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
  });

  it('no file, two files, unknown or bad fields, a JSON body', async () => {
    const photo = await jpeg();
    const cases: [Promise<{ statusCode: number; json(): { message: unknown } }>, string][] = [
      [upload(sessions.director, { ownerKind: 'child', ownerId: emma.id }), 'Choose a photo to upload'],
      [upload(sessions.director, { ownerKind: 'child', ownerId: emma.id }, photo, photo), 'Send one file at a time'],
      [upload(sessions.director, { ownerKind: 'pet', ownerId: emma.id }, photo), 'ownerKind must be one of the following values: child, guardian, contact, staff'],
      [upload(sessions.director, { ownerKind: 'child', ownerId: 'abc' }, photo), 'ownerId must be a whole number from 1 to 2147483647'],
      [upload(sessions.director, { ownerKind: 'child', ownerId: emma.id, caption: 'x' }, photo), 'property caption should not exist'],
      [
        gateway.request({ method: 'POST', url: '/api/images/upload', headers: sessions.director.headers, payload: { ownerKind: 'child', ownerId: emma.id } }),
        'Send the upload as multipart/form-data with its fields and one file',
      ],
    ];
    for (const [answer, message] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('a multipart body put together by hand is refused with a message and nothing stored', () => {
  const boundary = 'hand-made-boundary';
  const part = (disposition: string, body: Buffer | string, type?: string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const send = (payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
    gateway.request({ method: 'POST', url: '/api/images/upload', headers: { ...sessions.director.headers, 'content-type': contentType }, payload });
  let owner: Buffer[];
  let photo: Buffer;
  beforeAll(async () => {
    owner = [part('name="ownerKind"', 'child'), part('name="ownerId"', String(emma.id))];
    photo = await plainImage('png', 40, 40);
  });

  it('a photo under another field name, a file sent as text, a field twice or named __proto__, too many fields', async () => {
    const rows = await fileRows();
    const cases: [Buffer, string][] = [
      [body(...owner, part('name="photo"; filename="a.png"', photo, 'image/png')), 'property photo should not exist'],
      [body(...owner, part('name="file"', photo)), NOT_A_FILE],
      [body(...owner, part('name="ownerId"', '1'), part('name="file"; filename="a.png"', photo, 'image/png')), 'Send ownerId once'],
      [body(...owner, part('name="__proto__"', 'x'), part('name="file"; filename="a.png"', photo, 'image/png')), 'The upload could not be read (prototype property is not allowed as field name); send it again'],
      [body(...owner, ...'abcdefg'.split('').map((name) => part(`name="${name}"`, 'x')), part('name="file"; filename="a.png"', photo, 'image/png')), 'The upload could not be read (reach fields limit); send it again'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await fileRows()).toBe(rows);
  });

  it('no boundary, a body cut short, an empty body', async () => {
    const whole = body(...owner, part('name="file"; filename="a.png"', photo, 'image/png'));
    for (const [payload, contentType] of [[whole, 'multipart/form-data'], [whole.subarray(0, 80), undefined], [Buffer.alloc(0), undefined]] as const) {
      const res = await send(payload, contentType);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('signed file URLs', () => {
  let urls: PhotoUrlsDto;
  beforeAll(async () => {
    urls = (await uploadChildPhoto(sessions.director, liam)).json<PhotoUrlsDto>();
  });

  it('work without a session for up to ten minutes, cached privately until they expire', async () => {
    const res = await load(urls.thumbnailUrl);
    expect(res.statusCode).toBe(200);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);
  });

  it('answer 404 when the signature is tampered with, belongs to another file or variant, or is missing', async () => {
    const url = new URL(urls.thumbnailUrl, 'http://gateway');
    const sig = url.searchParams.get('sig')!;
    const expires = url.searchParams.get('expires')!;
    const fileId = Number(url.pathname.split('/')[3]);
    const tampered = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `/api/files/${fileId}/thumbnail?expires=${expires}&sig=${tampered}`,
      `/api/files/${fileId}/thumbnail?expires=${Number(expires) + 60}&sig=${sig}`,
      `/api/files/${fileId + 1}/thumbnail?expires=${expires}&sig=${sig}`,
      `/api/files/${fileId}/display?expires=${expires}&sig=${sig}`,
      `/api/files/${fileId}/thumbnail`,
      `/api/files/abc/thumbnail?expires=${expires}&sig=${sig}`,
    ]) {
      const res = await load(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This file was not found, or its link has expired');
    }
  });

  it('answer 404 once expired', async () => {
    clock.set(new Date(Date.now() + 10 * 60 * 1000 + 1000));
    expect((await load(urls.thumbnailUrl)).statusCode).toBe(404);
  });

  it("are what the children list and the child's record answer as photoUrl, for readers the access policy allowed", async () => {
    const list = await gateway.request({ method: 'GET', url: '/api/child/list', query: { search: 'Liam' }, headers: sessions.director.headers });
    const [item] = list.json<{ items: { id: number; photoUrl: string }[] }>().items;
    expect(item.photoUrl).toMatch(/^\/api\/files\/\d+\/thumbnail\?/);
    expect((await load(item.photoUrl)).statusCode).toBe(200);
    const record = await gateway.request({ method: 'GET', url: '/api/child/byId', query: { childId: String(liam.id) }, headers: sessions.otherGuardian.headers });
    expect(record.json().photoUrl).toBe(item.photoUrl);
    expect((await gateway.request({ method: 'GET', url: '/api/child/byId', query: { childId: String(liam.id) }, headers: sessions.guardian.headers })).statusCode).toBe(404);
  });

  it("are what the room tablet's grid and the staff's people lists answer, in the same one query", async () => {
    const list = await gateway.request({ method: 'GET', url: '/api/child/list', query: { search: 'Liam' }, headers: sessions.director.headers });
    const { photoUrl } = list.json<{ items: { photoUrl: string }[] }>().items[0];
    for (const session of [sessions.tablet, sessions.staff]) {
      const grid = await gateway.request({ method: 'GET', url: '/api/tablet/childrenList', headers: session.headers });
      const liamOnGrid = grid.json<{ id: number; photoUrl: string | null }[]>().find((child) => child.id === liam.id);
      expect(liamOnGrid?.photoUrl).toBe(photoUrl);
    }
    expect((await load(photoUrl)).statusCode).toBe(200);
  });
});
