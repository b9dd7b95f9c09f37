import { UserType } from '@daycare/shared';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild } from '../../../test/people-factories';
import { signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_ROSTER, LITTLE_ACORNS } from '../demo/demo-data';
import { DemoSeedService } from '../demo/demo-seed.service';
import type { PhotoUrlsDto } from './dto/image-upload.dto';
import { multipartForm } from './images/multipart-form';
import { phonePhoto } from './images/test-images';
import { loadConfig } from '../../config';
import { StoredObjectMissing } from './storage/file-storage';
import { S3Storage } from './storage/s3-storage';
import { startS3TestServer, type S3TestServer } from './storage/s3-test-server';

let s3: S3TestServer;
let gateway: TestApp;
let ds: DataSource;
let bucket: S3Storage;

beforeAll(async () => {
  s3 = await startS3TestServer();
  gateway = await startTestApp({ S3_URL: s3.url });
  ds = gateway.app.get(DataSource);
  bucket = new S3Storage(loadConfig({ S3_URL: s3.url }).fileStorage as ConstructorParameters<typeof S3Storage>[0]);
});

afterAll(async () => {
  bucket.close();
  await gateway.close();
  await s3.close();
});

const keysOf = async (childId: number): Promise<string[]> =>
  (await ds.query(`SELECT v.value ->> 'key' AS key FROM child c JOIN stored_file f ON f.id = c.photo_file_id, jsonb_each(f.variants) v WHERE c.id = $1`, [childId])).map(
    (row: { key: string }) => row.key,
  );

it('keeps photos in the bucket when S3_URL is set: uploaded, served through signed URLs, the replaced one deleted', async () => {
  const daycare = await createDaycare(ds, 'Bucket Daycare');
  const child = await createChild(ds, daycare.id, { firstName: 'Maya', lastName: 'Costa' });
  const director = await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: daycare.id, roles: ['DIRECTOR'] })).email);
  const upload = async () => {
    const form = multipartForm({ ownerKind: 'child', ownerId: child.id }, { filename: 'maya.jpg', contentType: 'image/jpeg', bytes: await phonePhoto(900, 600) });
    const res = await gateway.request({ method: 'POST', url: '/api/images/upload', headers: { ...director.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    return res.json<PhotoUrlsDto>();
  };

  await upload();
  const firstKeys = await keysOf(child.id);
  expect(firstKeys).toHaveLength(2);
  const urls = await upload();
  const served = await gateway.request({ method: 'GET', url: urls.photoUrl });
  expect(served.statusCode).toBe(200);
  expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600, height: 900 });
  for (const key of firstKeys) await expect(bucket.get(key)).rejects.toBeInstanceOf(StoredObjectMissing);
  for (const key of await keysOf(child.id)) await expect(bucket.get(key)).resolves.toBeDefined();
});

it("gives every demo child, guardian and contact an initials avatar at seed time, once, which the tablet's pick-up chooser shows", async () => {
  const seeder = gateway.app.get(DemoSeedService);
  await seeder.seed();
  const people: { kind: string; people: number; withPhoto: number }[] = await ds.query(
    `SELECT p.kind, count(*)::int AS people, count(p.photo_file_id)::int AS "withPhoto"
       FROM (SELECT 'child' AS kind, c.photo_file_id FROM child c WHERE c.daycare_id = $1
             UNION ALL SELECT 'contact', r.photo_file_id FROM contact r WHERE r.daycare_id = $1
             UNION ALL SELECT 'guardian', u.photo_file_id FROM "user" u JOIN family f ON f.id = u.family_id WHERE f.daycare_id = $1 AND u.type = $2) p
      GROUP BY p.kind ORDER BY p.kind`,
    [await acornsId(), UserType.User],
  );
  expect(people.map((row) => row.kind)).toEqual(['child', 'contact', 'guardian']);
  expect(people.find((row) => row.kind === 'child')!.people).toBeGreaterThanOrEqual(DEMO_ROSTER.length);
  expect(people.every((row) => row.people > 0 && row.withPhoto === row.people)).toBe(true);
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM stored_file`);
  await seeder.seed();
  expect((await ds.query(`SELECT count(*)::int AS n FROM stored_file`))[0].n).toBe(n);

  const director = await signIn(gateway, 'director@demo.test');
  const list = await gateway.request({ method: 'GET', url: '/api/child/list', query: { search: 'Emma' }, headers: director.headers });
  const thumbnail = await gateway.request({ method: 'GET', url: list.json().items[0].photoUrl });
  expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
  const [noah] = await ds.query(`SELECT id FROM child WHERE first_name = 'Noah' AND last_name = 'Thompson'`);
  const tablet = await signIn(gateway, 'toddlers-tablet@demo.test');
  const pickup = await gateway.request({ method: 'GET', url: '/api/pickup/child', query: { childId: String(noah.id) }, headers: tablet.headers });
  const grandmother = pickup.json().authorised.find((person: { kind: string }) => person.kind === 'contact');
  expect(await sharp((await gateway.request({ method: 'GET', url: grandmother.photoUrl })).rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
  expect(pickup.json().authorised.every((person: { photoUrl: string | null }) => person.photoUrl !== null)).toBe(true);
});

const acornsId = async (): Promise<number> => (await ds.query(`SELECT id FROM daycare WHERE label = $1`, [LITTLE_ACORNS]))[0].id;
