import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { AttendancePlanType } from '@daycare/shared';
import { LabelledDto } from '../../people';
import { CountField, IdField } from '../../../common/validation/number-fields';

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dayMessage = (field: string) => ({ message: `${field} must be a date like 2026-11-23` });
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeMessage = (field: string) => ({ message: `${field} must be a time of day like 08:30 (24-hour)` });
export const PLANS = [AttendancePlanType.FullTime, AttendancePlanType.PartTime, AttendancePlanType.DropIn] as const;
export const MAX_SCHEDULE_NOTE = 500;

/** Empty or blank text is no text. */
export const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** One scheduled weekday: ISO weekday (Monday 1 … Sunday 7), expected arrival and departure (local times). */
export class ScheduleDayDto {
  @CountField({ min: 1, max: 7, example: 1, description: 'ISO weekday: Monday 1 … Sunday 7', message: 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)' })
  weekday: number;

  @ApiProperty({ example: '08:00', description: 'Expected arrival, HH:MM (24-hour, local time)' })
  @IsString(timeMessage('arrives'))
  @Matches(TIME, timeMessage('arrives'))
  arrives: string;

  @ApiProperty({ example: '16:30', description: 'Expected departure, HH:MM, after the arrival' })
  @IsString(timeMessage('departs'))
  @Matches(TIME, timeMessage('departs'))
  departs: string;
}

/** What a schedule (or a request for one) says: plan, period and days. */
export class ScheduleFieldsDto {
  @ApiProperty({ enum: PLANS, enumName: 'AttendancePlanType', example: 1, description: 'FullTime 1, PartTime 2, DropIn 3' })
  @IsIn(PLANS, { message: 'plan must be 1 (FullTime), 2 (PartTime) or 3 (DropIn)' })
  plan: AttendancePlanType;

  @ApiProperty({ example: '2026-09-01', description: 'First day the schedule applies' })
  @IsString(dayMessage('validFrom'))
  @Matches(DAY, dayMessage('validFrom'))
  validFrom: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-06-30', description: 'Last day it applies; null or left out: open-ended' })
  @IsOptional()
  @IsString(dayMessage('validTo'))
  @Matches(DAY, dayMessage('validTo'))
  validTo?: string | null;

  @ApiProperty({ type: ScheduleDayDto, isArray: true, description: 'The weekdays, each at most once; FullTime and PartTime need at least one, DropIn may have none' })
  @IsArray({ message: 'days must be a list of weekdays' })
  @ArrayMaxSize(7, { message: 'days may hold at most 7 weekdays' })
  @ValidateNested({ each: true })
  @Type(() => ScheduleDayDto)
  days: ScheduleDayDto[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_SCHEDULE_NOTE, example: 'Picked up by grandma on Fridays' })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'note must be text' })
  @MaxLength(MAX_SCHEDULE_NOTE, { message: `note must be at most ${MAX_SCHEDULE_NOTE} characters` })
  note?: string | null;
}

export class CreateScheduleDto extends ScheduleFieldsDto {
  @IdField({ example: 12 })
  childId: number;
}

/** The whole schedule is replaced (a field left out is cleared). */
export class UpdateScheduleDto extends ScheduleFieldsDto {
  @IdField({ example: 4 })
  id: number;
}

export class IdQueryDto {
  @IdField({ example: 4 })
  id: number;
}

export class ChildQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

export class ScheduleDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ enum: PLANS, enumName: 'AttendancePlanType', example: 1 })
  plan: AttendancePlanType;

  @ApiProperty({ example: '2026-09-01' })
  validFrom: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  validTo: string | null;

  @ApiProperty({ type: ScheduleDayDto, isArray: true, description: 'Monday first' })
  days: ScheduleDayDto[];

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ example: true, description: 'Applies today (local day of the daycare)' })
  current: boolean;
}

export const REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A guardian asks for a schedule: a change of `scheduleId`, or a new one without it. */
export class CreateScheduleRequestDto extends CreateScheduleDto {
  @IdField({ optional: true, nullable: true, example: 4, description: 'The schedule to change; left out: a new schedule' })
  scheduleId?: number | null;
}

export class ScheduleRequestListQueryDto {
  @ApiPropertyOptional({ enum: REQUEST_STATUSES, description: 'Only requests with this status (default: all, pending first)' })
  @IsOptional()
  @IsIn(REQUEST_STATUSES, { message: 'status must be pending, approved or declined' })
  status?: RequestStatus;
}

export class RespondScheduleRequestDto {
  @IdField({ example: 7 })
  id: number;

  @ApiProperty({ example: true, description: 'true approves (and applies the schedule), false declines' })
  @IsBoolean({ message: 'approve must be true or false' })
  approve: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_SCHEDULE_NOTE, example: 'Approved from next Monday' })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'note must be text' })
  @MaxLength(MAX_SCHEDULE_NOTE, { message: `note must be at most ${MAX_SCHEDULE_NOTE} characters` })
  note?: string | null;
}

export class ScheduleRequestDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: Number, nullable: true, description: 'The schedule it changes; null: a new one' })
  scheduleId: number | null;

  @ApiProperty({ type: LabelledDto, description: 'The guardian who asked' })
  requestedBy: LabelledDto;

  @ApiProperty({ enum: PLANS, enumName: 'AttendancePlanType' })
  plan: AttendancePlanType;

  @ApiProperty({ example: '2026-12-01' })
  validFrom: string;

  @ApiProperty({ type: String, nullable: true })
  validTo: string | null;

  @ApiProperty({ type: ScheduleDayDto, isArray: true })
  days: ScheduleDayDto[];

  @ApiProperty({ type: String, nullable: true, description: "The guardian's note" })
  note: string | null;

  @ApiProperty({ enum: REQUEST_STATUSES, enumName: 'ScheduleRequestStatus' })
  status: RequestStatus;

  @ApiProperty({ type: String, nullable: true, description: "The director's note" })
  responseNote: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true })
  respondedBy: LabelledDto | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  respondedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class ScheduleReportQueryDto {
  @ApiPropertyOptional({ example: '2026-11-23', description: 'Schedules that apply on this day (default today)' })
  @IsOptional()
  @IsString(dayMessage('date'))
  @Matches(DAY, dayMessage('date'))
  date?: string;

  @IdField({ optional: true, example: 3, description: 'Only this room' })
  roomId?: number;
}

/** Children expected in an hour of a weekday. */
export class ScheduleReportCellDto {
  @ApiProperty({ example: 1, description: 'ISO weekday, Monday 1' })
  weekday: number;

  @ApiProperty({ example: 8, description: 'The hour starting at HH:00 (0–23)' })
  hour: number;

  @ApiProperty({ example: 11, description: 'Children scheduled to be in for part of that hour' })
  count: number;
}

export class ScheduleReportRoomDto {
  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ example: 14, description: 'Children of the room with a schedule that applies on the day' })
  children: number;

  @ApiProperty({ type: ScheduleReportCellDto, isArray: true, description: 'Only hours with someone expected; weekday, then hour' })
  cells: ScheduleReportCellDto[];
}

export class ScheduleReportDto {
  @ApiProperty({ example: '2026-11-23' })
  date: string;

  @ApiProperty({ type: ScheduleReportRoomDto, isArray: true, description: "Each room (home rooms of the children), by label" })
  rooms: ScheduleReportRoomDto[];
}
