/** The SQL label of a user (alias `alias`): their name, or their e-mail when they have none. */
export const userLabel = (alias: string) => `coalesce(nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), ''), ${alias}.email)`;

/** Rows an UPDATE or DELETE … RETURNING touched (TypeORM answers `[rows, count]` for those, plain rows otherwise). */
export function affected(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[1];
  return Array.isArray(result) ? result.length : 0;
}
