import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** A database of its own for one test file: on the DATABASE_URL server, else an embedded PGlite folder. */
export interface TestDatabase {
  /** What the app under test reads from its environment. */
  env: { DATABASE_URL: string; DATA_DIR: string };
  /** The server database's name; undefined for the embedded one. */
  name: string | undefined;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'daycare-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, name: undefined, drop: removeDataDir };

  const name = `daycare_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    env: { DATABASE_URL: databaseUrl(serverUrl, name), DATA_DIR: dataDir },
    name,
    drop: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDataDir();
    },
  };
}
