/**
 * The distinct last names of family `alias`'s children, A to Z (empty before the first child): the
 * apps and the family's archive name the family after them in the reader's language.
 */
export function familySurnamesSql(alias: string): string {
  return `coalesce((SELECT array_agg(DISTINCT c.last_name ORDER BY c.last_name) FROM child c WHERE c.family_id = ${alias}.id), '{}')`;
}
