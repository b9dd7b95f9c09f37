import { BadRequestException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

const MESSAGES: Record<string, string> = {
  room_label_unique_per_daycare: 'A room with this name already exists',
  room_stream_label_unique: 'A stream with this name already exists',
  age_group_label_unique: 'An age group with this name already exists',
  tag_label_unique: 'A tag with this name already exists',
  attendance_room_fk: 'This room has attendance records, so it cannot be deleted; rename it instead',
  age_group_months_order: 'maxMonths must be more than minMonths',
  room_hours_order: 'closesAt must be after opensAt',
};

/** Unique, foreign-key and check violations of rooms, streams, age groups and tags as 400s a person can act on. */
export function settingsError(error: unknown): unknown {
  if (!(error instanceof QueryFailedError)) return error;
  const constraint = (error.driverError as { constraint?: string } | undefined)?.constraint;
  const message = constraint ? MESSAGES[constraint] : undefined;
  return message ? new BadRequestException(message) : error;
}
