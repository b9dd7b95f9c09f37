import { BadRequestException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

export const ATTENDANCE_MESSAGES = {
  overlap: 'This would put a person in two places at once: the times overlap another attendance of the same person',
  endBeforeStart: 'A sign-out must come after the sign-in',
  alreadyIn: (label: string, room: string) => `${label} is already signed in (${room})`,
  notIn: (label: string) => `${label} is not signed in`,
};

function pgCode(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  return (error.driverError as { code?: string } | undefined)?.code;
}

function constraintOf(error: unknown): string | undefined {
  return (error as QueryFailedError & { driverError?: { constraint?: string } }).driverError?.constraint;
}

/**
 * The database's attendance rules as answers a person can act on: an overlap (exclusion
 * constraint 23P01, or the one-open-stay index) and an interval that ends before it starts.
 */
export function attendanceError(error: unknown): unknown {
  const code = pgCode(error);
  if (code === '23P01') return new BadRequestException(ATTENDANCE_MESSAGES.overlap);
  if (code === '23505' && constraintOf(error) === 'attendance_one_open_per_person') return new BadRequestException(ATTENDANCE_MESSAGES.overlap);
  if (code === '23514' && constraintOf(error) === 'attendance_ends_after_start') return new BadRequestException(ATTENDANCE_MESSAGES.endBeforeStart);
  return error;
}

/**
 * Two sign-ins of one person at the same moment can each wait for the other on the overlap check;
 * PostgreSQL then aborts one of them (40P01). Tried again, that one sees the other's committed stay.
 */
export function isDeadlock(error: unknown): boolean {
  return pgCode(error) === '40P01';
}
