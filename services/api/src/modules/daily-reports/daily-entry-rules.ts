import { BadRequestException } from '@nestjs/common';
import type { EntryKind } from './dto/daily-entry.dto';

/** An entry's own fields, as stored; `at` and `until` as instants. */
export interface EntryFields {
  at: Date;
  until: Date | null;
  meal: string | null;
  portion: string | null;
  bottleMl: number | null;
  movement: string | null;
  result: string | null;
  mood: string | null;
  note: string | null;
}

/** A clock a few minutes fast on a tablet is not an entry from the future. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Corrections reach back a month; older days are the archive's. */
const OLDEST_ENTRY_MS = 31 * 24 * 3600_000;

const KIND_FIELDS: Record<EntryKind, readonly (keyof EntryFields)[]> = {
  meal: ['meal', 'portion', 'bottleMl'],
  nap: ['until'],
  movement: ['movement', 'result'],
  note: [],
};
const KIND_SPECIFIC: readonly (keyof EntryFields)[] = ['until', 'meal', 'portion', 'bottleMl', 'movement', 'result'];

/** The first reason the fields do not make an entry of this kind, or null when they do. */
export function entryProblem(kind: EntryKind, fields: EntryFields, now: Date): string | null {
  const foreign = KIND_SPECIFIC.find((field) => !KIND_FIELDS[kind].includes(field) && fields[field] !== null);
  if (foreign) return `${foreign} does not belong to a ${kind} entry`;
  if (fields.at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return 'at must not be in the future';
  if (fields.at.getTime() < now.getTime() - OLDEST_ENTRY_MS) return 'at must be within the last 31 days';
  return kindProblem(kind, fields, now);
}

function kindProblem(kind: EntryKind, fields: EntryFields, now: Date): string | null {
  switch (kind) {
    case 'meal':
      if (!fields.meal) return 'meal is required for a meal entry';
      if (fields.meal === 'bottle') return fields.bottleMl === null ? 'bottleMl is required for a bottle' : fields.portion ? 'portion does not belong to a bottle; give bottleMl' : null;
      if (fields.bottleMl !== null) return 'bottleMl belongs to a bottle only';
      return fields.portion ? null : 'portion is required for a meal: all, most, some or none';
    case 'nap':
      if (!fields.until) return null;
      if (fields.until.getTime() <= fields.at.getTime()) return 'until must be after at';
      return fields.until.getTime() > now.getTime() + FUTURE_TOLERANCE_MS ? 'until must not be in the future' : null;
    case 'movement':
      return fields.movement && fields.result ? null : 'movement and result are required for a diaper or toilet entry';
    case 'note':
      return fields.note ? null : 'note is required for a note entry';
  }
}

export function assertEntry(kind: EntryKind, fields: EntryFields, now: Date): void {
  const problem = entryProblem(kind, fields, now);
  if (problem) throw new BadRequestException(problem);
}
