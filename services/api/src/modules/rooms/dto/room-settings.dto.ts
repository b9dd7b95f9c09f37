import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IdField, CountField, EachIdField } from '../../../common/validation/number-fields';

/** Age groups cover childhood: no bound beyond 18 years is meaningful. */
const MAX_AGE_MONTHS = 216;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class IdLabelDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Toddlers' })
  label: string;
}

/** A room with its settings and live ratio: children in, staff in, staff required. */
export class RoomDetailDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Toddlers' })
  label: string;

  @ApiProperty({ example: true })
  inRatio: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 15 })
  capacity: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2 })
  ageGroupId: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Toddlers (18 to 30 months)' })
  ageGroupLabel: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 5, description: "Children per staff member: the room's own, else its age group's" })
  childrenPerStaff: number | null;

  @ApiProperty({ example: 9, description: 'Children whose home room this is' })
  enrolled: number;

  @ApiProperty({ example: 8, description: 'Children signed in to the room now' })
  childrenIn: number;

  @ApiProperty({ example: 2, description: 'Staff signed in to the room now' })
  staffIn: number;

  @ApiProperty({ example: 2, description: 'Staff the ratio requires for the children in (0 outside the ratio or without one)' })
  requiredStaff: number;
}

export class RoomIdQueryDto {
  @IdField({ example: 3 })
  roomId: number;
}

export class DaycareIdQueryDto {
  @IdField({ example: 1, description: 'The current daycare (another answers 404)' })
  daycareId: number;
}

/** Creates a room (no id) or renames / re-flags one. */
export class UpdateRoomDto {
  @IdField({ optional: true, example: 3, description: 'Left out to create a room' })
  id?: number;

  @ApiProperty({ example: 'Toddlers' })
  @IsString({ message: 'label must be text' })
  @MinLength(1, { message: 'label must not be empty' })
  @MaxLength(80, { message: 'label must be at most 80 characters' })
  @Matches(/\S/, { message: 'label must not be empty' })
  label: string;

  @ApiPropertyOptional({ example: true, description: 'Whether the room counts toward ratios (default true)' })
  @IsOptional()
  @IsBoolean({ message: 'inRatio must be true or false' })
  inRatio?: boolean;
}

/** A room's settings; each save replaces them all (a field left out is cleared). */
export class RoomSettingsDto {
  @IdField({ example: 3 })
  roomId: number;

  @CountField({ optional: true, nullable: true, example: 15, min: 1, max: 500 })
  capacity?: number | null;

  @IdField({ optional: true, nullable: true, example: 2 })
  ageGroupId?: number | null;

  @CountField({ optional: true, nullable: true, example: 5, min: 1, max: 50, description: "Children per staff member; null uses the age group's" })
  childrenPerStaff?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '07:00' })
  @IsOptional()
  @Matches(TIME, { message: 'opensAt must be a time like 07:00' })
  opensAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '18:00' })
  @IsOptional()
  @Matches(TIME, { message: 'closesAt must be a time like 18:00' })
  closesAt?: string | null;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: 'inRatio must be true or false' })
  inRatio?: boolean;
}

export class ChildIdQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

export class StaffIdQueryDto {
  @IdField({ example: 7 })
  staffId: number;
}

/** A child's home room. */
export class ChildRoomDto {
  @ApiProperty({ type: IdLabelDto })
  child: IdLabelDto;

  @ApiProperty({ type: IdLabelDto, nullable: true })
  room: IdLabelDto | null;
}

/** A staff member's or tablet's home room. */
export class StaffRoomDto {
  @ApiProperty({ type: IdLabelDto })
  staff: IdLabelDto;

  @ApiProperty({ type: IdLabelDto, nullable: true })
  room: IdLabelDto | null;
}

export class UpdateChildRoomDto {
  @IdField({ example: 12 })
  childId: number;

  @IdField({ optional: true, required: true, nullable: true, example: 3, description: 'null takes the child out of any room' })
  roomId: number | null;
}

export class UpdateStaffRoomDto {
  @IdField({ example: 7, description: 'A staff member or room tablet of the daycare' })
  staffId: number;

  @IdField({ optional: true, required: true, nullable: true, example: 3 })
  roomId: number | null;
}

export class StreamDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Full day' })
  label: string;

  @ApiProperty({ example: true })
  active: boolean;

  @ApiProperty({ type: IdLabelDto, isArray: true })
  rooms: IdLabelDto[];
}

export class StreamIdQueryDto {
  @IdField({ example: 1 })
  streamId: number;
}

export class AddOrUpdateStreamDto {
  @IdField({ optional: true, example: 1, description: 'Left out to create a stream' })
  id?: number;

  @ApiProperty({ example: 'Full day' })
  @IsString({ message: 'label must be text' })
  @MaxLength(80, { message: 'label must be at most 80 characters' })
  @Matches(/\S/, { message: 'label must not be empty' })
  label: string;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiProperty({ type: Number, isArray: true, example: [2, 3], description: 'Every room the stream uses afterwards' })
  @IsArray({ message: 'roomIds must be a list of room ids' })
  @ArrayUnique({ message: 'roomIds must not repeat a room' })
  @ArrayMaxSize(100, { message: 'roomIds may hold at most 100 rooms' })
  @EachIdField()
  roomIds: number[];
}

export class SupplyItemDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Diapers' })
  label: string;

  @ApiProperty({ type: String, nullable: true, example: 'One pack a week' })
  note: string | null;
}

export class SupplyItemInputDto {
  @ApiProperty({ example: 'Diapers' })
  @IsString({ message: 'label must be text' })
  @MaxLength(120, { message: 'label must be at most 120 characters' })
  @Matches(/\S/, { message: 'label must not be empty' })
  label: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'One pack a week' })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string | null;
}

/** Replaces the room's whole supply list, in the order given. */
export class UpdateSupplyListDto {
  @IdField({ example: 3 })
  roomId: number;

  @ApiProperty({ type: SupplyItemInputDto, isArray: true })
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(200, { message: 'items may hold at most 200 lines' })
  @ValidateNested({ each: true })
  @Type(() => SupplyItemInputDto)
  items: SupplyItemInputDto[];
}

export class AgeGroupDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Toddlers' })
  label: string;

  @ApiProperty({ example: 18 })
  minMonths: number;

  @ApiProperty({ type: Number, nullable: true, example: 30, description: 'Exclusive; null for no upper bound' })
  maxMonths: number | null;

  @ApiProperty({ example: 5, description: 'Children per staff member' })
  childrenPerStaff: number;

  @ApiProperty({ example: 15, description: 'Minutes between safe-sleep checks while a child of the group naps' })
  sleepCheckMinutes: number;
}

/** Infant licensing rules ask for a safe-sleep check every 15 minutes; older children every 30. */
export const INFANT_SLEEP_CHECK = { underMonths: 18, minutes: 15, otherwiseMinutes: 30 } as const;

/** The minutes between sleep checks of a new age group that names none. */
export function defaultSleepCheckMinutes(minMonths: number): number {
  return minMonths < INFANT_SLEEP_CHECK.underMonths ? INFANT_SLEEP_CHECK.minutes : INFANT_SLEEP_CHECK.otherwiseMinutes;
}

export class UpdateAgeGroupDto {
  @IdField({ optional: true, example: 2, description: 'Left out to create an age group' })
  id?: number;

  @ApiProperty({ example: 'Toddlers' })
  @IsString({ message: 'label must be text' })
  @MaxLength(80, { message: 'label must be at most 80 characters' })
  @Matches(/\S/, { message: 'label must not be empty' })
  label: string;

  @CountField({ example: 18, max: MAX_AGE_MONTHS })
  minMonths: number;

  @CountField({ optional: true, nullable: true, example: 30, min: 1, max: MAX_AGE_MONTHS })
  maxMonths?: number | null;

  @CountField({ example: 5, min: 1, max: 50 })
  childrenPerStaff: number;

  @CountField({
    optional: true,
    example: 15,
    min: 5,
    max: 120,
    description: `Minutes between safe-sleep checks; left out: kept, or for a new group ${INFANT_SLEEP_CHECK.minutes} when it starts under ${INFANT_SLEEP_CHECK.underMonths} months, else ${INFANT_SLEEP_CHECK.otherwiseMinutes}`,
  })
  sleepCheckMinutes?: number;
}

export class IdQueryDto {
  @IdField({ example: 2 })
  id: number;
}

/** A room's settings as saved. */
export class RoomSettingsViewDto {
  @ApiProperty({ example: 3 })
  roomId: number;

  @ApiProperty({ example: 'Toddlers' })
  label: string;

  @ApiProperty({ example: true })
  inRatio: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 15 })
  capacity: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2 })
  ageGroupId: number | null;

  @ApiProperty({ type: Number, nullable: true, example: null, description: "The room's own ratio; null uses the age group's" })
  childrenPerStaff: number | null;

  @ApiProperty({ type: String, nullable: true, example: '07:00' })
  opensAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: '18:00' })
  closesAt: string | null;
}
