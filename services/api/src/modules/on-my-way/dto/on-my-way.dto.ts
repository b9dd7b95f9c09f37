import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LabelledDto } from '../../people';
import { IdField } from '../../../common/validation/number-fields';


/** The longest wait a notice may announce, in minutes (four hours). */
export const MAX_MINUTES = 240;
/** A note is a short line for the room ("Grandma picks up"). */
export const MAX_NOTE_LENGTH = 200;

/** Empty or blank notes are no note. */
const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export class SendOnMyWayDto {
  @IdField({ example: 12, description: 'One of your children' })
  childId: number;

  @ApiProperty({ example: 15, minimum: 0, maximum: MAX_MINUTES, description: 'Minutes until you arrive (0 = arriving now)' })
  @IsInt({ message: 'minutes must be a whole number of minutes' })
  @Min(0, { message: 'minutes must be 0 or more' })
  @Max(MAX_MINUTES, { message: `minutes must be at most ${MAX_MINUTES} (4 hours)` })
  minutes: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_NOTE_LENGTH, example: 'Grandma picks up today' })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: 'note must be text' })
  @MaxLength(MAX_NOTE_LENGTH, { message: `note must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

export class OnMyWayIdDto {
  @IdField({ example: 5 })
  id: number;
}

export class RoomOmwQueryDto {
  @IdField({ optional: true, example: 3, description: "The room; staff and tablets default to (and may only ask for) their own room; directors without one get the daycare's" })
  roomId?: number;
}

export class GuardianLabelDto {
  @ApiProperty({ example: 9 })
  id: number;

  @ApiProperty({ example: 'Sarah Thompson' })
  label: string;
}

/** One notice as every list shows it. */
export class OnMyWayDto {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: LabelledDto, description: 'The room told (the child’s room when it was sent)' })
  room: LabelledDto;

  @ApiProperty({ type: GuardianLabelDto, description: 'Who is on their way' })
  guardian: GuardianLabelDto;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the guardian expects to arrive' })
  arrivingAt: string;

  @ApiProperty({ type: String, nullable: true, example: 'Grandma picks up today' })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was sent' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the room read it; null while unread' })
  readAt: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'Who marked it read' })
  readBy: LabelledDto | null;
}

export class OnMyWayCountDto {
  @ApiProperty({ example: 2, description: "Today's unread notices the caller would see" })
  count: number;
}
