import { DatabaseError, type Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** A statement the server refused with a plain ERROR leaves its connection usable; anything else may not. */
function brokenConnection(error: unknown): Error | undefined {
  return error instanceof DatabaseError && error.severity === 'ERROR' ? undefined : (error as Error);
}

/**
 * Runs a hot statement as a named prepared statement straight on the pg pool: PostgreSQL plans it
 * once per connection, and the call skips TypeORM's query runner. For statements every request runs.
 */
export async function preparedQuery<Row>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const client = await pool.connect();
  try {
    const result = await client.query({ name, text, values });
    client.release();
    return result.rows as Row[];
  } catch (error) {
    // pg-pool closes a connection released with an error, so only a broken one is released so.
    client.release(brokenConnection(error));
    throw error;
  }
}
