import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { AppConfig } from '../config';

/** Where the gateway's PostgreSQL is: the configured server, or PGlite started in-process. */
export interface DatabaseServer {
  /** Connection string for the `pg` driver. */
  url: string;
  /** PGlite is one session, so the pool keeps a single connection to the embedded server. */
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabaseServer(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, close: async () => undefined };
  return startEmbeddedPostgres(config.dataDir);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no lock of its own; two processes writing one data folder would corrupt it. */
async function takeLock(lockFile: string): Promise<void> {
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
  // Left behind by a process that died without closing the database.
  await writeFile(lockFile, String(process.pid));
}

async function startEmbeddedPostgres(dataDir: string): Promise<DatabaseServer> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  await takeLock(lockFile);
  // btree_gist: the exclusion constraints that keep time ranges from overlapping; pg_trgm: the typo-tolerant people search.
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gist, pg_trgm } });
  // The pool holds one connection; the second slot admits its replacement while the socket it
  // replaces is still closing, which a one-connection server would refuse.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  let closing: Promise<void> | undefined;
  const close = async () => {
    await server.stop();
    await db.close();
    await rm(lockFile, { force: true });
  };
  // Closing twice (a failed start, then shutdown) must not touch the closed PGlite again.
  return { url: `postgres://postgres@${server.getServerConn()}/postgres`, embedded: true, close: () => (closing ??= close()) };
}
