import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PickupRecordDto } from './pickup.dto';
import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import { PERSON_TYPES, type PersonType } from './attendance.dto';
import { LabelledDto } from '../../people';
import { IdField, PageField, PageSizeField } from '../../../common/validation/number-fields';

const INSTANT = { message: (field: string) => `${field} must be a date and time like 2026-11-23T08:30:00-05:00` };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One attendance interval as the director's screens show it. */
export class AttendanceRecordDto {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ enum: PERSON_TYPES, enumName: 'PersonType' })
  personType: PersonType;

  @ApiProperty({ type: LabelledDto })
  person: LabelledDto;

  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'null while the person is in' })
  endedAt: string | null;

  @ApiProperty({ example: 480, description: 'Minutes so far (up to now while open)' })
  minutes: number;

  @ApiProperty({ type: LabelledDto, nullable: true })
  signedInBy: LabelledDto | null;

  @ApiProperty({ type: LabelledDto, nullable: true })
  signedOutBy: LabelledDto | null;

  @ApiProperty({ type: PickupRecordDto, nullable: true, description: "Who picked the child up, when the sign-out recorded it" })
  pickedUpBy: PickupRecordDto | null;
}

export class AttendanceIdQueryDto {
  @IdField({ example: 41 })
  id: number;
}

class IntervalFieldsDto {
  @IdField({ example: 3 })
  roomId: number;

  @ApiProperty({ format: 'date-time', example: '2026-11-23T08:30:00-05:00' })
  @IsISO8601({ strict: true }, { message: INSTANT.message('startedAt') })
  startedAt: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time', example: '2026-11-23T16:45:00-05:00', description: 'null: still in' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: INSTANT.message('endedAt') })
  endedAt?: string | null;
}

/** A director's correction of an interval: room and times (the whole interval is replaced). */
export class UpdateAttendanceRecordDto extends IntervalFieldsDto {
  @IdField({ example: 41 })
  id: number;
}

/** A director adds an interval someone forgot to record. */
export class CreateAttendanceRecordDto extends IntervalFieldsDto {
  @ApiProperty({ enum: PERSON_TYPES, enumName: 'PersonType' })
  @IsIn(PERSON_TYPES, { message: 'personType must be child or staff' })
  personType: PersonType;

  @IdField({ example: 12 })
  personId: number;
}

export class AttendanceSearchQueryDto {
  @ApiProperty({ enum: PERSON_TYPES, enumName: 'PersonType' })
  @IsIn(PERSON_TYPES, { message: 'personType must be child or staff' })
  personType: PersonType;

  @IdField({ example: 12 })
  personId: number;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day (local); default 30 days before endDate' })
  @IsOptional()
  @Matches(DATE, { message: 'startDate must be a date like 2026-11-01' })
  @IsISO8601({ strict: true }, { message: 'startDate must be a date like 2026-11-01' })
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day (local), included; default today' })
  @IsOptional()
  @Matches(DATE, { message: 'endDate must be a date like 2026-11-30' })
  @IsISO8601({ strict: true }, { message: 'endDate must be a date like 2026-11-30' })
  endDate?: string;

  @PageField()
  page?: number;

  @PageSizeField(50, 200)
  pageSize?: number;
}

export class AttendanceSearchDto {
  @ApiProperty({ type: LabelledDto })
  person: LabelledDto;

  @ApiProperty({ example: '2026-11-01' })
  startDate: string;

  @ApiProperty({ example: '2026-11-30' })
  endDate: string;

  @ApiProperty({ example: 1200, description: 'Minutes over the whole period' })
  totalMinutes: number;

  @ApiProperty({ example: 23 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 50 })
  pageSize: number;

  @ApiProperty({ type: AttendanceRecordDto, isArray: true, description: 'Newest first' })
  items: AttendanceRecordDto[];
}

export class AttendanceReportQueryDto {
  @ApiProperty({ example: '2026-11-01', description: 'First day (local)' })
  @Matches(DATE, { message: 'startDate must be a date like 2026-11-01' })
  @IsISO8601({ strict: true }, { message: 'startDate must be a date like 2026-11-01' })
  startDate: string;

  @ApiProperty({ example: '2026-11-30', description: 'Last day (local), included' })
  @Matches(DATE, { message: 'endDate must be a date like 2026-11-30' })
  @IsISO8601({ strict: true }, { message: 'endDate must be a date like 2026-11-30' })
  endDate: string;

  @IdField({ optional: true, example: 3, description: 'Only time spent in this room' })
  roomId?: number;
}

export class ReportLineDto extends LabelledDto {
  @ApiProperty({ example: 2400 })
  minutes: number;

  @ApiProperty({ example: 40, description: 'Hours, two decimals' })
  hours: number;

  @ApiProperty({ example: 5, description: 'Days with attendance' })
  days: number;
}

/** Hours per child and per staff member over a period. */
export class AttendanceReportDto {
  @ApiProperty({ example: '2026-11-01' })
  startDate: string;

  @ApiProperty({ example: '2026-11-30' })
  endDate: string;

  @ApiProperty({ type: LabelledDto, nullable: true })
  room: LabelledDto | null;

  @ApiProperty({ type: ReportLineDto, isArray: true })
  children: ReportLineDto[];

  @ApiProperty({ type: ReportLineDto, isArray: true })
  staff: ReportLineDto[];
}
