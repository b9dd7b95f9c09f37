import { isDeepStrictEqual } from 'node:util';

/** Only the fields that changed, before and after: what an audit entry of an update records. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => !isDeepStrictEqual(before[key], after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}
