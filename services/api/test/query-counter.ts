import { Client } from 'pg';

function sqlOf(config: unknown): string {
  return typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
}

/** Counts the SQL statements the app sends while `run` runs (only those matching `filter`, when given). */
export async function countQueries(run: () => Promise<unknown>, filter: RegExp = /./): Promise<number> {
  const statements: string[] = [];
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    statements.push(sqlOf(args[0]));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return statements.filter((sql) => filter.test(sql)).length;
}
