import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsNumber, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IdField } from '../../../common/validation/number-fields';
import { TextField } from '../../../common/validation/text-fields';
import { AttachedPhotoDto } from '../../files';
import { LabelledDto } from '../../people';

export const BODY_SIDES = ['front', 'back'] as const;
export type BodySide = (typeof BODY_SIDES)[number];
export const TOLD_HOW = ['in_person', 'phone', 'text', 'email'] as const;
export type ToldHow = (typeof TOLD_HOW)[number];
export const INCIDENT_STATUSES = ['open', 'signed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const MAX_SUMMARY = 2000;
export const MAX_LOCATION = 200;
export const MAX_FIRST_AID = 2000;
export const MAX_WITNESSES = 10;
export const MAX_WITNESS = 100;
export const MAX_INJURIES = 20;
export const MAX_INJURY_LABEL = 60;
export const MAX_AMENDMENT = 2000;
export const MAX_SIGNED_NAME = 100;
/** A drawn signature as a PNG data URL; a phone's canvas writes well under this. */
export const MAX_SIGNATURE_CHARS = 200_000;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';

const INSTANT_EXAMPLE = '2026-11-20T10:15:00-05:00';
const instantMessage = (field: string) => `${field} must be a date and time like ${INSTANT_EXAMPLE}`;
const oneOf = (field: string, values: readonly string[]) => ({ message: `${field} must be one of ${values.join(', ')}` });
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A mark on the body map: where on the child's outline (0 to 1 across and down), which side, and what it is. */
export class InjuryMarkDto {
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.42, description: 'Across the outline, 0 at its left edge and 1 at its right' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'x must be a number from 0 to 1' })
  @Min(0, { message: 'x must be a number from 0 to 1' })
  @Max(1, { message: 'x must be a number from 0 to 1' })
  x: number;

  @ApiProperty({ minimum: 0, maximum: 1, example: 0.81, description: 'Down the outline, 0 at the top of the head and 1 at the feet' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'y must be a number from 0 to 1' })
  @Min(0, { message: 'y must be a number from 0 to 1' })
  @Max(1, { message: 'y must be a number from 0 to 1' })
  y: number;

  @ApiProperty({ enum: [...BODY_SIDES], enumName: 'BodySide' })
  @IsIn([...BODY_SIDES], oneOf('side', BODY_SIDES))
  side: BodySide;

  @TextField('label', MAX_INJURY_LABEL, { example: 'Graze on the left knee' })
  label: string;
}

/** Which guardian the daycare told, how and when. */
export class ToldDto {
  @IdField({ example: 21, description: 'A guardian of the child' })
  guardianId: number;

  @ApiProperty({ enum: [...TOLD_HOW], enumName: 'IncidentToldHow' })
  @IsIn([...TOLD_HOW], oneOf('how', TOLD_HOW))
  how: ToldHow;

  @ApiProperty({ format: 'date-time', example: '2026-11-20T10:30:00-05:00' })
  @IsISO8601({ strict: true }, { message: instantMessage('told.at') })
  at: string;
}

/** What a report says; the same fields when it is written and when it is corrected. */
export class IncidentFieldsDto {
  @ApiProperty({ format: 'date-time', example: INSTANT_EXAMPLE, description: 'When it happened' })
  @IsISO8601({ strict: true }, { message: instantMessage('occurredAt') })
  occurredAt: string;

  @TextField('summary', MAX_SUMMARY, { example: 'Tripped on the climbing frame steps and grazed her knee.', description: 'What happened' })
  summary: string;

  @TextField('location', MAX_LOCATION, { example: 'Playground, climbing frame', description: 'Where it happened' })
  location: string;

  @ApiProperty({ type: InjuryMarkDto, isArray: true, maxItems: MAX_INJURIES, description: 'The injuries marked on the body map; none when there is no visible injury' })
  @IsArray({ message: 'injuries must be a list of marks' })
  @ArrayMaxSize(MAX_INJURIES, { message: `injuries may hold at most ${MAX_INJURIES} marks` })
  @ValidateNested({ each: true })
  @Type(() => InjuryMarkDto)
  injuries: InjuryMarkDto[];

  @TextField('firstAid', MAX_FIRST_AID, { nullable: true, optional: true, example: 'Cleaned with water, ice pack for 10 minutes.' })
  firstAid?: string | null;

  @ApiProperty({ type: String, isArray: true, maxItems: MAX_WITNESSES, example: ['Daniel Okafor'], description: 'Who saw it' })
  @IsArray({ message: 'witnesses must be a list of names' })
  @ArrayMaxSize(MAX_WITNESSES, { message: `witnesses may name at most ${MAX_WITNESSES} people` })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((name) => (typeof name === 'string' ? name.trim() : name)) : value))
  @IsString({ each: true, message: 'each witness must be a name' })
  @Matches(/\S/, { each: true, message: 'a witness name must not be empty' })
  @MaxLength(MAX_WITNESS, { each: true, message: `a witness name must be at most ${MAX_WITNESS} characters` })
  witnesses: string[];

  @ApiPropertyOptional({ type: ToldDto, nullable: true, description: 'Which guardian was told, how and when; null while nobody has been told yet' })
  @IsOptional()
  @IsObject({ message: 'told must be an object: { guardianId, how, at }' })
  @ValidateNested()
  @Type(() => ToldDto)
  told?: ToldDto | null;
}

export class CreateIncidentDto extends IncidentFieldsDto {
  @IdField({ example: 12 })
  childId: number;
}

export class UpdateIncidentDto extends IncidentFieldsDto {
  @IdField({ example: 31 })
  incidentId: number;
}

export class AmendIncidentDto {
  @IdField({ example: 31 })
  incidentId: number;

  @TextField('text', MAX_AMENDMENT, { example: 'The bruise had faded by the next morning.' })
  text: string;
}

export class SignIncidentDto {
  @IdField({ example: 31 })
  incidentId: number;

  @TextField('name', MAX_SIGNED_NAME, { example: 'Sarah Thompson', description: 'The guardian’s name, typed' })
  name: string;

  @ApiProperty({ maxLength: MAX_SIGNATURE_CHARS, example: `${SIGNATURE_PREFIX}iVBORw0KGgo...`, description: 'The drawn signature, a PNG data URL' })
  @Transform(trimmed)
  @IsString({ message: 'signature must be the drawn signature as a PNG data URL' })
  @MaxLength(MAX_SIGNATURE_CHARS, { message: 'signature is too large; clear it and sign again' })
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: 'signature must be the drawn signature as a PNG data URL' })
  signature: string;
}

export class IncidentIdQueryDto {
  @IdField({ example: 31 })
  incidentId: number;
}

export class ChildIdQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

export class InjuryDto {
  @ApiProperty({ example: 0.42 })
  x: number;

  @ApiProperty({ example: 0.81 })
  y: number;

  @ApiProperty({ enum: [...BODY_SIDES], enumName: 'BodySide' })
  side: BodySide;

  @ApiProperty({ example: 'Graze on the left knee' })
  label: string;
}

export class ToldGuardianDto {
  @ApiProperty({ type: LabelledDto, nullable: true, description: 'Null when that guardian has since left the family' })
  guardian: LabelledDto | null;

  @ApiProperty({ enum: [...TOLD_HOW], enumName: 'IncidentToldHow' })
  how: ToldHow;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

export class IncidentSignatureDto {
  @ApiProperty({ type: LabelledDto, description: 'The guardian who signed' })
  by: LabelledDto;

  @ApiProperty({ example: 'Sarah Thompson', description: 'The name they typed' })
  name: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ example: '203.0.113.7', description: 'The address the signature came from' })
  ip: string;

  @ApiProperty({ description: 'The drawn signature, a PNG data URL' })
  image: string;
}

export class IncidentAmendmentDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'The bruise had faded by the next morning.' })
  text: string;

  @ApiProperty({ type: LabelledDto })
  addedBy: LabelledDto;

  @ApiProperty({ format: 'date-time' })
  addedAt: string;
}

/** A report in a list: enough to find it and see whether the family has signed it. */
export class IncidentSummaryDto {
  @ApiProperty({ example: 31 })
  id: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ format: 'date-time' })
  occurredAt: string;

  @ApiProperty({ example: 'Tripped on the climbing frame steps and grazed her knee.' })
  summary: string;

  @ApiProperty({ type: String, nullable: true, example: 'Playground' })
  location: string | null;

  @ApiProperty({ enum: [...INCIDENT_STATUSES], enumName: 'IncidentStatus', description: 'open until a guardian signs it' })
  status: IncidentStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  signedAt: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'Who wrote it; null for reports older than the incident forms' })
  reportedBy: LabelledDto | null;
}

/** A whole report, with its photos, amendments and signature, and what the caller may do with it. */
export class IncidentDto extends IncidentSummaryDto {
  @ApiProperty({ example: 12 })
  childId: number;

  @ApiProperty({ type: InjuryDto, isArray: true })
  injuries: InjuryDto[];

  @ApiProperty({ type: String, nullable: true })
  firstAid: string | null;

  @ApiProperty({ type: String, isArray: true })
  witnesses: string[];

  @ApiProperty({ type: ToldGuardianDto, nullable: true })
  told: ToldGuardianDto | null;

  @ApiProperty({ type: AttachedPhotoDto, isArray: true })
  photos: AttachedPhotoDto[];

  @ApiProperty({ type: IncidentSignatureDto, nullable: true })
  signature: IncidentSignatureDto | null;

  @ApiProperty({ type: IncidentAmendmentDto, isArray: true, description: 'Dated additions, oldest first' })
  amendments: IncidentAmendmentDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: string | null;

  @ApiProperty({ description: 'The daycare side may still correct it: nobody has signed it yet' })
  canEdit: boolean;

  @ApiProperty({ description: 'The daycare side may add a dated amendment' })
  canAmend: boolean;

  @ApiProperty({ description: 'The caller is a guardian of the child and it waits for their signature' })
  canSign: boolean;
}

/** The child's reports from today that the family has not signed yet: hand them over at pick-up. */
export class HandOverDto {
  @ApiProperty({ type: IncidentSummaryDto, isArray: true })
  incidents: IncidentSummaryDto[];
}

/** The multipart form of an incident photo (documents the form; the controller reads it part by part). */
export class IncidentPhotoUploadDto {
  @ApiProperty({ example: 31, minimum: 1, maximum: 2147483647 })
  incidentId: number;

  @ApiProperty({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP, GIF, AVIF or HEIC image of 10 MB at most' })
  file: unknown;
}
