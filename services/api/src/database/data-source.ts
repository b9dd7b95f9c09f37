import type { PoolClient } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import type { DatabaseServer } from './database-server';
import { MIGRATIONS } from './migrations';

/**
 * Every connection to the embedded server reaches PGlite's one session, which keeps the prepared
 * statements, settings and locks of the connections before it; PostgreSQL gives each a new backend.
 */
function startCleanSession(client: PoolClient): Promise<unknown> {
  return client.query('DISCARD ALL');
}

/** `poolIdleTimeoutMs` undefined keeps pg's default (10 s). */
export function dataSourceOptions(server: DatabaseServer, poolIdleTimeoutMs?: number): DataSourceOptions {
  return {
    type: 'postgres',
    url: server.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    poolSize: server.embedded ? 1 : 10,
    // A health check against a dead server should fail fast, not wait for a connection forever.
    extra: {
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: poolIdleTimeoutMs,
      // pg-pool awaits this before handing a new connection out.
      onConnect: server.embedded ? startCleanSession : undefined,
    },
  };
}

/** Connects and applies pending migrations; a failed migration leaves no open pool behind. */
export async function connectAndMigrate(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await dataSource.runMigrations();
    return dataSource;
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P03']);

/** Only an unreachable server is worth waiting for (a database container still starting). */
export function isServerUnreachable(error: unknown): boolean {
  return UNREACHABLE_CODES.has((error as { code?: string })?.code ?? '');
}
