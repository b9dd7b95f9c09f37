import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs a hot statement as a named prepared statement straight on the pg pool: PostgreSQL plans it
 * once per connection, and the call skips TypeORM's query runner. For statements every request runs.
 */
export async function preparedQuery<Row>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query({ name, text, values });
  return result.rows as Row[];
}
