import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { loadConfig } from '../../../config';
import { DiskStorage } from './disk-storage';
import { type FileStorage, StoredObjectMissing } from './file-storage';
import { S3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import { createStorage } from './storage.service';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What every storage does, whichever it is. */
function behavesAsStorage(open: () => FileStorage) {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it('gives back the bytes put under a key, and a later put replaces them', async () => {
    await storage.put('daycare-1/photo/abc/display.webp', Buffer.from('first'), 'image/webp');
    expect((await bytesOf(await storage.get('daycare-1/photo/abc/display.webp'))).toString()).toBe('first');
    await storage.put('daycare-1/photo/abc/display.webp', Buffer.from('second'), 'image/webp');
    expect((await bytesOf(await storage.get('daycare-1/photo/abc/display.webp'))).toString()).toBe('second');
  });

  it('deletes, after which the key holds nothing; deleting again is fine', async () => {
    await storage.put('daycare-1/photo/def/thumbnail.webp', Buffer.alloc(70_000, 7), 'image/webp');
    expect((await bytesOf(await storage.get('daycare-1/photo/def/thumbnail.webp'))).length).toBe(70_000);
    await storage.delete('daycare-1/photo/def/thumbnail.webp');
    await expect(storage.get('daycare-1/photo/def/thumbnail.webp')).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(storage.delete('daycare-1/photo/def/thumbnail.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    for (const key of ['../escape.webp', 'a/../../b', '/absolute', 'A/Upper', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a storage key');
    }
  });
}

describe('disk storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  behavesAsStorage(() => new DiskStorage(dir));

  it('keeps each key as a file under its folders, with no partial file left', async () => {
    const disk: FileStorage = new DiskStorage(dir);
    await disk.put('daycare-2/photo/xyz/display.webp', Buffer.from('z'), 'image/webp');
    expect(await readdir(path.join(dir, 'daycare-2/photo/xyz'))).toEqual(['display.webp']);
  });
});

describe('S3 storage against a local S3-protocol server', () => {
  let server: S3TestServer;
  let storage: S3Storage;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => {
    storage?.close();
    await server.close();
  });

  behavesAsStorage(() => {
    storage = createStorage(loadConfig({ S3_URL: server.url }).fileStorage) as S3Storage;
    return storage;
  });
});

describe('the storage the configuration chooses', () => {
  it('is a folder under DATA_DIR without S3 settings, else a bucket with path-style addressing', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/daycare' }).fileStorage).toEqual({ kind: 'disk', dir: '/var/lib/daycare/files' });
    expect(loadConfig({ S3_URL: 'http://key:se%2Fcret@minio:9000/photos', AWS_REGION: 'sa-east-1' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'sa-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'se/cret' },
    });
    expect(loadConfig({ S3_BUCKET: 'daycare', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret', AWS_ENDPOINT_URL_S3: 'https://s3.example.com' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'daycare',
      region: 'us-east-1',
      endpoint: 'https://s3.example.com',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_URL: 'http://key:secret@minio:9000/' })).toThrow('S3_URL must look like http://key:secret@host:port/bucket');
  });

  it('signs file URLs with FILE_URL_SECRET, else a key derived from JWT_SECRET that is not JWT_SECRET', () => {
    const secret = 'a-production-secret-of-32-characters-or-more';
    expect(loadConfig({ FILE_URL_SECRET: 'file-secret' }).fileUrlSecret).toBe('file-secret');
    const derived = loadConfig({ JWT_SECRET: secret }).fileUrlSecret;
    expect(derived).toBe(loadConfig({ JWT_SECRET: secret }).fileUrlSecret);
    expect(derived).not.toContain(secret);
  });
});
