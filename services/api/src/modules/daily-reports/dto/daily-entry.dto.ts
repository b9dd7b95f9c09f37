import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsISO8601, IsOptional } from 'class-validator';
import { CountField, EachIdField, IdField } from '../../../common/validation/number-fields';
import { DayField, TextField } from '../../../common/validation/text-fields';
import { AttachedPhotoDto } from '../../files';
import { LabelledDto } from '../../people';

export const ENTRY_KINDS = ['meal', 'nap', 'movement', 'note'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const MEALS = ['breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'bottle'] as const;
export type Meal = (typeof MEALS)[number];
export const PORTIONS = ['all', 'most', 'some', 'none'] as const;
export type Portion = (typeof PORTIONS)[number];
export const MOVEMENTS = ['diaper', 'toilet'] as const;
export type Movement = (typeof MOVEMENTS)[number];
export const MOVEMENT_RESULTS = ['wet', 'soiled', 'wet_soiled', 'dry'] as const;
export type MovementResult = (typeof MOVEMENT_RESULTS)[number];
export const MOODS = ['happy', 'calm', 'tired', 'fussy', 'sad'] as const;
export type Mood = (typeof MOODS)[number];

/** Photos one entry holds at most. */
export const MAX_ENTRY_PHOTOS = 6;

/** One entry records up to a whole room at once. */
export const MAX_CHILDREN_PER_ENTRY = 40;
export const MAX_ENTRY_NOTE = 1000;
export const MAX_BOTTLE_ML = 1000;
/** The family feed's page. */
export const FEED_PAGE_SIZE = 30;

const INSTANT_EXAMPLE = '2026-11-23T12:30:00-05:00';
const instantMessage = (field: string) => `${field} must be a date and time like ${INSTANT_EXAMPLE}`;
const oneOf = (field: string, values: readonly string[]) => ({ message: `${field} must be one of ${values.join(', ')}` });

export class DailyEntryDto {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ example: 12 })
  childId: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ enum: [...ENTRY_KINDS], enumName: 'DailyEntryKind' })
  kind: EntryKind;

  @ApiProperty({ format: 'date-time', description: 'When it happened: the meal, the start of the nap, the change, the note' })
  at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The end of a nap; null while the child sleeps and for other kinds' })
  until: string | null;

  @ApiProperty({ enum: [...MEALS], enumName: 'DailyMeal', nullable: true })
  meal: Meal | null;

  @ApiProperty({ enum: [...PORTIONS], enumName: 'DailyPortion', nullable: true, description: 'How much of a meal the child ate' })
  portion: Portion | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'What a bottle held, in millilitres (the screens also show ounces)' })
  bottleMl: number | null;

  @ApiProperty({ enum: [...MOVEMENTS], enumName: 'DailyMovement', nullable: true })
  movement: Movement | null;

  @ApiProperty({ enum: [...MOVEMENT_RESULTS], enumName: 'DailyMovementResult', nullable: true })
  result: MovementResult | null;

  @ApiProperty({ enum: [...MOODS], enumName: 'DailyMood', nullable: true })
  mood: Mood | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ description: 'A director held it back: the family does not see it (always false for a guardian)' })
  held: boolean;

  @ApiProperty({ type: LabelledDto, description: 'Who recorded it' })
  recordedBy: LabelledDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: string | null;

  @ApiProperty({ type: AttachedPhotoDto, isArray: true, description: 'Photos, oldest first' })
  photos: AttachedPhotoDto[];

  @ApiProperty({ description: 'Whether the caller may change or delete it (the daycare side, for children they care for)' })
  canEdit: boolean;
}

export class EntryPhotoUploadDto {
  @ApiProperty({ example: 41, minimum: 1, maximum: 2147483647 })
  entryId: number;

  @ApiProperty({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP, GIF, AVIF or HEIC image of 10 MB at most' })
  file: unknown;
}

export class EntryPhotoQueryDto {
  @IdField({ example: 41 })
  entryId: number;

  @IdField({ example: 77 })
  fileId: number;
}

/** The fields an entry's kind uses; the service refuses the fields of another kind. */
class EntryFieldsDto {
  @ApiPropertyOptional({ format: 'date-time', example: INSTANT_EXAMPLE, description: 'When it happened; now when left out' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: instantMessage('at') })
  at?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: '2026-11-23T14:10:00-05:00', description: 'The end of a nap; null or left out while the child sleeps' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: instantMessage('until') })
  until?: string | null;

  @ApiPropertyOptional({ enum: [...MEALS], enumName: 'DailyMeal', nullable: true })
  @IsOptional()
  @IsIn([...MEALS], oneOf('meal', MEALS))
  meal?: Meal | null;

  @ApiPropertyOptional({ enum: [...PORTIONS], enumName: 'DailyPortion', nullable: true })
  @IsOptional()
  @IsIn([...PORTIONS], oneOf('portion', PORTIONS))
  portion?: Portion | null;

  @CountField({ min: 1, max: MAX_BOTTLE_ML, optional: true, nullable: true, example: 180, description: 'Millilitres a bottle held' })
  bottleMl?: number | null;

  @ApiPropertyOptional({ enum: [...MOVEMENTS], enumName: 'DailyMovement', nullable: true })
  @IsOptional()
  @IsIn([...MOVEMENTS], oneOf('movement', MOVEMENTS))
  movement?: Movement | null;

  @ApiPropertyOptional({ enum: [...MOVEMENT_RESULTS], enumName: 'DailyMovementResult', nullable: true })
  @IsOptional()
  @IsIn([...MOVEMENT_RESULTS], oneOf('result', MOVEMENT_RESULTS))
  result?: MovementResult | null;

  @ApiPropertyOptional({ enum: [...MOODS], enumName: 'DailyMood', nullable: true })
  @IsOptional()
  @IsIn([...MOODS], oneOf('mood', MOODS))
  mood?: Mood | null;

  @TextField('note', MAX_ENTRY_NOTE, { nullable: true, optional: true, example: 'Loved the pasta and asked for more.' })
  note?: string | null;
}

/** One entry for each of the children: a whole table's lunch in one go. */
export class CreateDailyEntriesDto extends EntryFieldsDto {
  @ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: MAX_CHILDREN_PER_ENTRY, example: [12, 13] })
  @IsArray({ message: 'childIds must be a list of child ids' })
  @ArrayMinSize(1, { message: 'childIds must name at least one child' })
  @ArrayMaxSize(MAX_CHILDREN_PER_ENTRY, { message: `childIds may name at most ${MAX_CHILDREN_PER_ENTRY} children` })
  @ArrayUnique({ message: 'childIds must not repeat a child' })
  @Type(() => Number)
  @EachIdField()
  childIds: number[];

  @ApiProperty({ enum: [...ENTRY_KINDS], enumName: 'DailyEntryKind' })
  @IsIn([...ENTRY_KINDS], oneOf('kind', ENTRY_KINDS))
  kind: EntryKind;
}

/** A correction of one entry; its kind stays. */
export class UpdateDailyEntryDto extends EntryFieldsDto {
  @IdField({ example: 41 })
  entryId: number;
}

export class WakeDto {
  @IdField({ example: 41 })
  entryId: number;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-11-23T14:10:00-05:00', description: 'When the child woke; now when left out' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: instantMessage('until') })
  until?: string;
}

export class HoldDto {
  @IdField({ example: 41 })
  entryId: number;

  @ApiProperty({ description: 'true holds the entry back from the family; false releases it' })
  @IsBoolean({ message: 'held must be true or false' })
  held: boolean;
}

export class EntryIdQueryDto {
  @IdField({ example: 41 })
  entryId: number;
}

export class ChildDayQueryDto {
  @IdField({ example: 12 })
  childId: number;

  @DayField('day', { optional: true, example: '2026-11-23', description: "The daycare's day; today when left out" })
  day?: string;
}

export class RoomDayQueryDto {
  @IdField({ example: 3 })
  roomId: number;

  @DayField('day', { optional: true, example: '2026-11-23', description: "The daycare's day; today when left out" })
  day?: string;
}

export class ReviewQueryDto {
  @DayField('day', { optional: true, example: '2026-11-23', description: "The daycare's day; today when left out" })
  day?: string;

  @IdField({ optional: true, example: 3, description: 'Only the children of this room' })
  roomId?: number;
}

export class FamilyFeedQueryDto {
  @IdField({ example: 5 })
  familyId: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries before this instant: the `nextBefore` of the previous page' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: instantMessage('before') })
  before?: string;
}

export class ChildDayDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ format: 'date', example: '2026-11-23' })
  day: string;

  @ApiProperty({ type: DailyEntryDto, isArray: true, description: 'The day’s entries, earliest first' })
  entries: DailyEntryDto[];
}

export const SLEEP_POSITIONS = ['back', 'side', 'stomach'] as const;
export type SleepPosition = (typeof SLEEP_POSITIONS)[number];

export class SleepCheckDto {
  @ApiProperty({ example: 90 })
  id: number;

  @ApiProperty({ example: 41 })
  napId: number;

  @ApiProperty({ format: 'date-time' })
  checkedAt: string;

  @ApiProperty({ enum: [...SLEEP_POSITIONS], enumName: 'SleepPosition' })
  position: SleepPosition;

  @ApiProperty({ description: 'Breathing normally' })
  breathing: boolean;

  @ApiProperty({ type: LabelledDto, description: 'Who checked' })
  checkedBy: LabelledDto;
}

export class RecordSleepCheckDto {
  @IdField({ example: 41, description: 'The nap in progress' })
  napId: number;

  @ApiProperty({ enum: [...SLEEP_POSITIONS], enumName: 'SleepPosition' })
  @IsIn([...SLEEP_POSITIONS], oneOf('position', SLEEP_POSITIONS))
  position: SleepPosition;

  @ApiProperty({ description: 'Breathing normally' })
  @IsBoolean({ message: 'breathing must be true or false' })
  breathing: boolean;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-11-23T12:45:00-05:00', description: 'When the child was checked; now when left out' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: instantMessage('at') })
  at?: string;
}

export class NapIdQueryDto {
  @IdField({ example: 41 })
  napId: number;
}

/** Where a nap in progress stands with its safe-sleep checks. */
export class NapWatchDto {
  @ApiProperty({ example: 41 })
  napId: number;

  @ApiProperty({ example: 15, description: 'Minutes between checks for the child’s age group' })
  everyMinutes: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastCheckAt: string | null;

  @ApiProperty({ format: 'date-time', description: 'When the next check is due: the last check (or the nap’s start) plus the interval' })
  dueAt: string;
}

/** A child's card on the room's grid: the latest of each kind today. */
export class RoomChildDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: String, nullable: true, description: 'A small photo of the child' })
  thumbnailUrl: string | null;

  @ApiProperty({ description: 'Signed in right now' })
  signedIn: boolean;

  @ApiProperty({ type: DailyEntryDto, nullable: true })
  lastMeal: DailyEntryDto | null;

  @ApiProperty({ type: DailyEntryDto, nullable: true, description: 'The nap in progress, or the last one' })
  lastNap: DailyEntryDto | null;

  @ApiProperty({ type: DailyEntryDto, nullable: true })
  lastMovement: DailyEntryDto | null;

  @ApiProperty({ type: DailyEntryDto, nullable: true })
  lastNote: DailyEntryDto | null;

  @ApiProperty({ type: NapWatchDto, nullable: true, description: 'The safe-sleep checks of the nap in progress' })
  sleep: NapWatchDto | null;
}

export class RoomDayDto {
  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ format: 'date', example: '2026-11-23' })
  day: string;

  @ApiProperty({ type: RoomChildDto, isArray: true, description: 'The room’s children, by first name' })
  children: RoomChildDto[];
}

export class DailyEntryListDto {
  @ApiProperty({ type: DailyEntryDto, isArray: true, description: 'Newest first' })
  entries: DailyEntryDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Pass as `before` for the next page; null at the end' })
  nextBefore: string | null;
}
