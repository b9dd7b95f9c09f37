import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsISO8601, IsObject, IsOptional, IsUUID, Matches, ValidateNested } from 'class-validator';
import { PickupDto, PickupRecordDto } from './pickup.dto';
import { PIN_PATTERN } from '@daycare/shared';
import { LabelledDto, PIN_MESSAGE } from '../../people';
import { IdField, EachIdField } from '../../../common/validation/number-fields';

export const PERSON_TYPES = ['child', 'staff'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const ATTENDANCE_ACTIONS = ['signIn', 'signOut'] as const;
export type AttendanceAction = (typeof ATTENDANCE_ACTIONS)[number];

/**
 * Sign a child or a staff member in or out. Staff sign themselves with their PIN (a director's
 * session needs none). A child's sign-in or sign-out is recorded as done by the staff member or
 * director of the session; on a tablet, by the staff member (`signedById` + `pin`) or the
 * guardian (`guardianId` + `pin`) who confirms it.
 */
export class UpdateAttendanceDto {
  @ApiProperty({ format: 'uuid', example: '0b6f3a52-3c1e-4b7a-9d55-2f1a6c7e9d10', description: 'Made by the client once per tap; a retry sends the same id and gets the first answer' })
  @IsUUID('all', { message: 'clientId must be a UUID made by the client' })
  clientId: string;

  @ApiProperty({ enum: PERSON_TYPES, enumName: 'PersonType', example: 'child' })
  @IsIn(PERSON_TYPES, { message: 'personType must be child or staff' })
  personType: PersonType;

  @IdField({ example: 12, description: 'The child id, or the staff member’s user id' })
  personId: number;

  @ApiProperty({ enum: ATTENDANCE_ACTIONS, enumName: 'AttendanceAction', example: 'signIn' })
  @IsIn(ATTENDANCE_ACTIONS, { message: 'action must be signIn or signOut' })
  action: AttendanceAction;

  @IdField({ optional: true, example: 3, description: "Sign-in room; defaults to the person's home room. A tablet signs into its own room." })
  roomId?: number;

  @ApiPropertyOptional({ example: '1234', description: 'The PIN of the staff member signing (themselves or a child), or of the confirming guardian' })
  @IsOptional()
  @Matches(PIN_PATTERN, { message: PIN_MESSAGE })
  pin?: string;

  @IdField({ optional: true, example: 4, description: "A guardian of the child confirming with their PIN" })
  guardianId?: number;

  @IdField({ optional: true, example: 7, description: "On a tablet: the staff member signing a child, confirming with their PIN" })
  signedById?: number;

  @ApiPropertyOptional({
    type: PickupDto,
    description: "A child's sign-out: who picks the child up. Someone not on the pick-up list is allowed by a staff member's PIN, who then signs the child out.",
  })
  @IsOptional()
  @IsObject({ message: 'pickup must be an object: { kind, id } or { kind: "other", name, reason, staffId, staffPin }' })
  @ValidateNested()
  @Type(() => PickupDto)
  pickup?: PickupDto;
}

export const BY_KINDS = ['staff', 'director', 'guardian'] as const;
export type ByKind = (typeof BY_KINDS)[number];

export class SignedByDto extends LabelledDto {
  @ApiProperty({ enum: BY_KINDS, enumName: 'SignedByKind', example: 'staff' })
  kind: ByKind;
}

/** What a sign-in or sign-out did (replayed unchanged for a repeated clientId). */
export class AttendanceChangeDto {
  @ApiProperty({ format: 'uuid' })
  clientId: string;

  @ApiProperty({ example: 41 })
  attendanceId: number;

  @ApiProperty({ enum: PERSON_TYPES, enumName: 'PersonType', example: 'child' })
  personType: PersonType;

  @ApiProperty({ type: LabelledDto })
  person: LabelledDto;

  @ApiProperty({ example: 1, description: '1 signed in, 0 signed out' })
  status: number;

  @ApiProperty({ type: LabelledDto, description: 'The room signed in to, or left' })
  room: LabelledDto;

  @ApiProperty({ format: 'date-time', description: 'When it happened' })
  at: string;

  @ApiProperty({ format: 'date-time' })
  signedInAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  signedOutAt: string | null;

  @ApiProperty({ type: SignedByDto, nullable: true, description: 'Who signed the person in or out' })
  by: SignedByDto | null;

  @ApiPropertyOptional({ type: PickupRecordDto, nullable: true, description: "Who picked the child up, on a sign-out that said so" })
  pickup?: PickupRecordDto | null;
}

export class MovePeopleDto {
  @IdField({ example: 4, description: 'The room to move to' })
  roomId: number;

  @ApiPropertyOptional({ type: Number, isArray: true, example: [12, 13], description: 'Signed-in children to move' })
  @IsOptional()
  @IsArray({ message: 'children must be a list of child ids' })
  @ArrayUnique({ message: 'children must not repeat a child' })
  @ArrayMaxSize(500, { message: 'children may hold at most 500 ids' })
  @EachIdField()
  children?: number[];

  @ApiPropertyOptional({ type: Number, isArray: true, example: [7], description: 'Signed-in staff to move' })
  @IsOptional()
  @IsArray({ message: 'staff must be a list of staff ids' })
  @ArrayUnique({ message: 'staff must not repeat a person' })
  @ArrayMaxSize(200, { message: 'staff may hold at most 200 ids' })
  @EachIdField()
  staff?: number[];
}

export class MovedPersonDto {
  @ApiProperty({ enum: PERSON_TYPES, enumName: 'PersonType' })
  personType: PersonType;

  @ApiProperty({ type: LabelledDto })
  person: LabelledDto;

  @ApiProperty({ type: LabelledDto })
  from: LabelledDto;

  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ example: 42, description: 'The new interval, starting when the previous one ended' })
  attendanceId: number;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

export class RoomDayQueryDto {
  @IdField({ optional: true, example: 3, description: 'The room (a tablet always gets its own)' })
  roomId?: number;

  @ApiPropertyOptional({ example: '2026-11-23', description: "A day (YYYY-MM-DD) in the daycare's time zone; defaults to today" })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'date must be a date like 2026-11-23' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date like 2026-11-23' })
  date?: string;
}

export class WeeklyPersonDto extends LabelledDto {
  @ApiProperty({ type: Number, isArray: true, example: [480, 0, 0, 0, 0, 0, 0], description: 'Minutes in the room, Monday to Sunday' })
  minutes: number[];

  @ApiProperty({ example: 480 })
  totalMinutes: number;
}

export class WeeklyRoomAttendanceDto {
  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ example: '2026-11-23', description: 'Monday of the week' })
  weekStart: string;

  @ApiProperty({ type: String, isArray: true, description: 'The seven days, Monday first' })
  days: string[];

  @ApiProperty({ type: WeeklyPersonDto, isArray: true })
  children: WeeklyPersonDto[];

  @ApiProperty({ type: WeeklyPersonDto, isArray: true })
  staff: WeeklyPersonDto[];
}

export class DailyChildAttendanceDto {
  @ApiProperty({ example: 41 })
  attendanceId: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  endedAt: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true })
  signedInBy: LabelledDto | null;

  @ApiProperty({ type: LabelledDto, nullable: true })
  signedOutBy: LabelledDto | null;
}
