import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

const wholeNumber = (field: string) => ({ message: `${field} must be a whole number` });
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
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt(wholeNumber('roomId'))
  @Min(1, wholeNumber('roomId'))
  roomId: number;
}

export class DaycareIdQueryDto {
  @ApiProperty({ example: 1, description: 'The current daycare (another answers 404)' })
  @Type(() => Number)
  @IsInt(wholeNumber('daycareId'))
  @Min(1, wholeNumber('daycareId'))
  daycareId: number;
}

/** Creates a room (no id) or renames / re-flags one. */
export class UpdateRoomDto {
  @ApiPropertyOptional({ example: 3, description: 'Left out to create a room' })
  @IsOptional()
  @IsInt(wholeNumber('id'))
  @Min(1, wholeNumber('id'))
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
  @ApiProperty({ example: 3 })
  @IsInt(wholeNumber('roomId'))
  @Min(1, wholeNumber('roomId'))
  roomId: number;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 15 })
  @IsOptional()
  @IsInt(wholeNumber('capacity'))
  @Min(1, { message: 'capacity must be at least 1' })
  @Max(500, { message: 'capacity must be at most 500' })
  capacity?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 2 })
  @IsOptional()
  @IsInt(wholeNumber('ageGroupId'))
  @Min(1, wholeNumber('ageGroupId'))
  ageGroupId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 5, description: "Children per staff member; null uses the age group's" })
  @IsOptional()
  @IsInt(wholeNumber('childrenPerStaff'))
  @Min(1, { message: 'childrenPerStaff must be between 1 and 50' })
  @Max(50, { message: 'childrenPerStaff must be between 1 and 50' })
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
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsInt(wholeNumber('childId'))
  @Min(1, wholeNumber('childId'))
  childId: number;
}

export class StaffIdQueryDto {
  @ApiProperty({ example: 7 })
  @Type(() => Number)
  @IsInt(wholeNumber('staffId'))
  @Min(1, wholeNumber('staffId'))
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
  @ApiProperty({ example: 12 })
  @IsInt(wholeNumber('childId'))
  @Min(1, wholeNumber('childId'))
  childId: number;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'null takes the child out of any room' })
  @IsOptional()
  @IsInt(wholeNumber('roomId'))
  @Min(1, wholeNumber('roomId'))
  roomId: number | null;
}

export class UpdateStaffRoomDto {
  @ApiProperty({ example: 7, description: 'A staff member or room tablet of the daycare' })
  @IsInt(wholeNumber('staffId'))
  @Min(1, wholeNumber('staffId'))
  staffId: number;

  @ApiProperty({ type: Number, nullable: true, example: 3 })
  @IsOptional()
  @IsInt(wholeNumber('roomId'))
  @Min(1, wholeNumber('roomId'))
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
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt(wholeNumber('streamId'))
  @Min(1, wholeNumber('streamId'))
  streamId: number;
}

export class AddOrUpdateStreamDto {
  @ApiPropertyOptional({ example: 1, description: 'Left out to create a stream' })
  @IsOptional()
  @IsInt(wholeNumber('id'))
  @Min(1, wholeNumber('id'))
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
  @IsInt({ each: true, message: 'each of roomIds must be a whole number' })
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
  @ApiProperty({ example: 3 })
  @IsInt(wholeNumber('roomId'))
  @Min(1, wholeNumber('roomId'))
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
}

export class UpdateAgeGroupDto {
  @ApiPropertyOptional({ example: 2, description: 'Left out to create an age group' })
  @IsOptional()
  @IsInt(wholeNumber('id'))
  @Min(1, wholeNumber('id'))
  id?: number;

  @ApiProperty({ example: 'Toddlers' })
  @IsString({ message: 'label must be text' })
  @MaxLength(80, { message: 'label must be at most 80 characters' })
  @Matches(/\S/, { message: 'label must not be empty' })
  label: string;

  @ApiProperty({ example: 18 })
  @IsInt(wholeNumber('minMonths'))
  @Min(0, { message: 'minMonths must be 0 or more' })
  minMonths: number;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 30 })
  @IsOptional()
  @IsInt(wholeNumber('maxMonths'))
  @Min(1, { message: 'maxMonths must be at least 1' })
  maxMonths?: number | null;

  @ApiProperty({ example: 5 })
  @IsInt(wholeNumber('childrenPerStaff'))
  @Min(1, { message: 'childrenPerStaff must be between 1 and 50' })
  @Max(50, { message: 'childrenPerStaff must be between 1 and 50' })
  childrenPerStaff: number;
}

export class IdQueryDto {
  @ApiProperty({ example: 2 })
  @Type(() => Number)
  @IsInt(wholeNumber('id'))
  @Min(1, wholeNumber('id'))
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
