import type { Pool } from 'pg';
import type { Db } from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * pg-boss runs its statements on the gateway's own pool: the embedded database admits one session,
 * so a second pool would wait for ever behind the first. A statement pg-boss sends without values
 * may hold several (BEGIN ... COMMIT), which `pg` runs in one round trip on one connection.
 */
export function poolDatabase(dataSource: DataSource): Db {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return { executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: unknown[] }> };
}

/** Runs pg-boss's statements inside the caller's transaction, so a job is created only if the transaction commits. */
export function transactionDatabase(manager: EntityManager): Db {
  return {
    executeSql: async (text, values) => {
      const runner = manager.queryRunner;
      if (!runner) throw new Error('A job created with a transaction needs the EntityManager of that transaction');
      const result = await runner.query(text, values, true);
      return { rows: (result.records ?? []) as unknown[] };
    },
  };
}
