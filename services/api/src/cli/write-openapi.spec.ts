import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { DEFAULT_OPENAPI_FILE, writeOpenApi } from './write-openapi';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'daycare-openapi-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('writes the same document twice without a database', async () => {
  const config = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
  await writeOpenApi(path.join(dir, 'a.json'), config);
  await writeOpenApi(path.join(dir, 'b.json'), config);

  const first = await readFile(path.join(dir, 'a.json'), 'utf8');
  expect(await readFile(path.join(dir, 'b.json'), 'utf8')).toBe(first);
  const paths = Object.keys(JSON.parse(first).paths);
  expect(paths).toEqual(expect.arrayContaining(['/health', '/appVersion/check', '/appVersion/releaseCache', '/remotes']));
  expect(JSON.parse(first).servers).toEqual([{ url: '/api' }]);
});

it('matches the committed services/api/openapi.json (run `npm run openapi -w @daycare/gateway` after changing a DTO)', async () => {
  await writeOpenApi(path.join(dir, 'current.json'), loadConfig({}));
  expect(await readFile(path.join(dir, 'current.json'), 'utf8')).toBe(await readFile(DEFAULT_OPENAPI_FILE, 'utf8'));
});
