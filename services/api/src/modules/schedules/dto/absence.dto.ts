import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LabelledDto } from '../../people';
import { DAY, dayMessage, TIME, timeMessage, trimmedOrNull } from './schedule.dto';
import { IdField } from '../../../common/validation/number-fields';

export const MAX_REASON = 200;
export const MAX_REPORTED_NOTE = 200;

export class AbsenceDto {
  @ApiProperty({ example: 9 })
  id: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ example: '2026-11-24', description: 'First day away' })
  startDate: string;

  @ApiProperty({ example: '2026-11-25', description: 'Last day away (the same as startDate for one day)' })
  endDate: string;

  @ApiProperty({ example: 2, description: 'Days away, both ends included' })
  days: number;

  @ApiProperty({ example: 'Sick with a cold' })
  reason: string;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'Who reported it' })
  reportedBy: LabelledDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class CreateAbsenceDto {
  @IdField({ example: 12 })
  childId: number;

  @ApiProperty({ example: '2026-11-24', description: "First day away (guardians: today or later)" })
  @IsString(dayMessage('startDate'))
  @Matches(DAY, dayMessage('startDate'))
  startDate: string;

  @ApiPropertyOptional({ example: '2026-11-25', description: 'Last day away; left out: one day' })
  @IsOptional()
  @IsString(dayMessage('endDate'))
  @Matches(DAY, dayMessage('endDate'))
  endDate?: string;

  @ApiProperty({ example: 'Sick with a cold', maxLength: MAX_REASON })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason must be text' })
  @MinLength(1, { message: 'reason is required (for example "Sick" or "Family holiday")' })
  @MaxLength(MAX_REASON, { message: `reason must be at most ${MAX_REASON} characters` })
  reason: string;
}

export class AbsenceListQueryDto {
  @IdField({ optional: true, example: 12, description: 'Only this child' })
  childId?: number;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'Absences touching this day or later (default: the first of this month)' })
  @IsOptional()
  @IsString(dayMessage('startDate'))
  @Matches(DAY, dayMessage('startDate'))
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Absences touching this day or earlier (default: the last of this month); at most 366 days after startDate' })
  @IsOptional()
  @IsString(dayMessage('endDate'))
  @Matches(DAY, dayMessage('endDate'))
  endDate?: string;
}

export class ReportedAttendanceDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ example: '2026-11-23' })
  date: string;

  @ApiProperty({ example: '09:30', description: 'When the child comes (local time)' })
  arrives: string;

  @ApiProperty({ type: String, nullable: true, example: '15:00', description: 'When they will be picked up, if said' })
  departs: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Doctor in the morning' })
  note: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true })
  reportedBy: LabelledDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** "We come at …": one per child and day; saving the same day again replaces it. */
export class SaveReportedAttendanceDto {
  @IdField({ optional: true, nullable: true, example: 3, description: 'The report to change; left out: the child’s report of that day (made or replaced)' })
  id?: number | null;

  @IdField({ example: 12 })
  childId: number;

  @ApiPropertyOptional({ example: '2026-11-23', description: 'The day (default today); today or later' })
  @IsOptional()
  @IsString(dayMessage('date'))
  @Matches(DAY, dayMessage('date'))
  date?: string;

  @ApiProperty({ example: '09:30' })
  @IsString(timeMessage('arrives'))
  @Matches(TIME, timeMessage('arrives'))
  arrives: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '15:00' })
  @IsOptional()
  @IsString(timeMessage('departs'))
  @Matches(TIME, timeMessage('departs'))
  departs?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_REPORTED_NOTE })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'note must be text' })
  @MaxLength(MAX_REPORTED_NOTE, { message: `note must be at most ${MAX_REPORTED_NOTE} characters` })
  note?: string | null;
}

export class ExpectedQueryDto {
  @IdField({ optional: true, example: 3, description: "The room (tablets: their own); left out: the whole daycare (staff and directors)" })
  roomId?: number;
}

export const EXPECTED_SOURCES = ['reported', 'schedule'] as const;

/** A child still to come today. */
export class ExpectedChildDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: String, nullable: true })
  photoUrl: string | null;

  @ApiProperty({ type: LabelledDto, description: 'The home room' })
  room: LabelledDto;

  @ApiProperty({ example: '08:00', description: 'Expected arrival (reported if a guardian said, else the schedule)' })
  arrives: string;

  @ApiProperty({ type: String, nullable: true, example: '16:30' })
  departs: string | null;

  @ApiProperty({ enum: EXPECTED_SOURCES, enumName: 'ExpectedSource', description: 'reported: a guardian said so today; schedule: the plan says so' })
  source: (typeof EXPECTED_SOURCES)[number];

  @ApiProperty({ type: String, nullable: true, description: "The guardian's note, when reported" })
  note: string | null;

  @ApiProperty({ example: false, description: 'The expected arrival has passed' })
  late: boolean;
}
