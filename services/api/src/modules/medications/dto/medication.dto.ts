import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsISO8601, IsOptional, Matches, MaxLength } from 'class-validator';
import { CountField, IdField } from '../../../common/validation/number-fields';
import { DayField, TextField } from '../../../common/validation/text-fields';
import { LabelledDto } from '../../people';

export const MEDICATION_ROUTES = ['oral', 'inhaled', 'topical', 'eye', 'ear', 'nasal', 'injection', 'other'] as const;
export type MedicationRoute = (typeof MEDICATION_ROUTES)[number];
export const MEDICATION_STATES = ['awaiting_signature', 'upcoming', 'active', 'ended', 'expired'] as const;
export type MedicationState = (typeof MEDICATION_STATES)[number];
export const DUE_STATES = ['given', 'due', 'upcoming', 'as_needed'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** A scheduled medicine is due at most this many times a day. */
export const MAX_INTERVALS = 12;
/** A drawn signature is a PNG data URL; a phone's pad at full width stays far below this. */
export const MAX_SIGNATURE_CHARS = 200_000;
export const MAX_MEDICATION_TEXT = 200;
export const MAX_DOSE_NOTE = 1000;
/** The history's page. */
export const HISTORY_PAGE_SIZE = 50;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const SIGNATURE_IMAGE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
const INSTANT_EXAMPLE = '2026-11-23T12:05:00-05:00';
const instantMessage = (field: string) => `${field} must be a date and time like ${INSTANT_EXAMPLE}`;

export class MedicationIntervalDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ type: String, nullable: true, example: '12:00', description: "The time of day the dose is due (the daycare's clock); null for an as-needed medicine" })
  time: string | null;
}

export class MedicationSignatureDto {
  @ApiProperty({ description: 'The name the guardian typed' })
  name: string;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'The guardian account that signed' })
  by: LabelledDto | null;

  @ApiProperty({ description: 'The address the signature came from' })
  ip: string;
}

export class MedicationDto {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 12 })
  childId: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ example: 'Amoxicillin' })
  name: string;

  @ApiProperty({ example: '5 ml' })
  dose: string;

  @ApiProperty({ enum: [...MEDICATION_ROUTES], enumName: 'MedicationRoute' })
  route: MedicationRoute;

  @ApiProperty({ type: String, nullable: true, example: 'Ear infection' })
  reason: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Dr. Patel' })
  prescriber: string | null;

  @ApiProperty({ format: 'date' })
  startsOn: string;

  @ApiProperty({ format: 'date' })
  endsOn: string;

  @ApiProperty({ format: 'date', description: "The medicine's own expiry date" })
  expiresOn: string;

  @ApiProperty({ description: 'Given when needed rather than at set times' })
  asNeeded: boolean;

  @ApiProperty({ description: 'An emergency medicine (an auto-injector): each dose needs a witness and the family is told at once' })
  emergency: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: 'As needed: the least minutes between two doses' })
  minMinutesBetween: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'As needed: the most doses in a day' })
  maxDailyDoses: number | null;

  @ApiProperty({ type: MedicationIntervalDto, isArray: true })
  intervals: MedicationIntervalDto[];

  @ApiProperty({ enum: [...MEDICATION_STATES], enumName: 'MedicationState', description: 'Whether doses may be given today' })
  state: MedicationState;

  @ApiProperty({ description: 'The medicine expires within 30 days (or has expired)' })
  expiresSoon: boolean;

  @ApiProperty({ type: MedicationSignatureDto, nullable: true, description: "The guardian's signature; null until a guardian signs this version" })
  signature: MedicationSignatureDto | null;

  @ApiProperty({ description: 'Whether the caller may change it (the child’s guardians and directors)' })
  canEdit: boolean;

  @ApiProperty({ description: 'Whether the caller signs it (a guardian of the child)' })
  canSign: boolean;

  @ApiProperty({ description: 'Whether the caller gives its doses (the daycare side, for children they care for)' })
  canGive: boolean;
}

export class MedicationDoseDto {
  @ApiProperty({ example: 31 })
  id: number;

  @ApiProperty({ example: 5 })
  medicationId: number;

  @ApiProperty({ example: 7 })
  intervalId: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ example: 'Amoxicillin' })
  medication: string;

  @ApiProperty({ format: 'date-time' })
  givenAt: string;

  @ApiProperty({ example: '5 ml' })
  amount: string;

  @ApiProperty({ type: LabelledDto })
  givenBy: LabelledDto;

  @ApiProperty({ type: LabelledDto, nullable: true })
  witness: LabelledDto | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the record was last corrected' })
  correctedAt: string | null;

  @ApiProperty({ description: 'Whether the caller may correct it' })
  canCorrect: boolean;
}

export class MedicationDetailDto extends MedicationDto {
  @ApiProperty({ type: String, nullable: true, description: 'The drawn signature as a PNG data URL' })
  signatureImage: string | null;

  @ApiProperty({ type: MedicationDoseDto, isArray: true, description: 'Every dose given, newest first' })
  doses: MedicationDoseDto[];
}

/** One interval of today for the room: given, due, later today, or as needed. */
export class DueDoseDto {
  @ApiProperty({ example: 7 })
  intervalId: number;

  @ApiProperty({ example: 5 })
  medicationId: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ example: 'Amoxicillin' })
  name: string;

  @ApiProperty({ example: '5 ml' })
  dose: string;

  @ApiProperty({ enum: [...MEDICATION_ROUTES], enumName: 'MedicationRoute' })
  route: MedicationRoute;

  @ApiProperty({ type: String, nullable: true, example: '12:00' })
  time: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When today’s dose is due; null as needed' })
  dueAt: string | null;

  @ApiProperty({ enum: [...DUE_STATES], enumName: 'DueDoseState' })
  state: DueState;

  @ApiProperty()
  emergency: boolean;

  @ApiProperty({ description: 'The medicine expires within 30 days' })
  expiresSoon: boolean;

  @ApiProperty({ type: MedicationDoseDto, nullable: true, description: "Today's dose of this interval once given (the latest, as needed)" })
  given: MedicationDoseDto | null;
}

/** An interval with its medication, for the page that gives a dose. */
export class MedicationIntervalDetailDto {
  @ApiProperty({ type: MedicationIntervalDto })
  interval: MedicationIntervalDto;

  @ApiProperty({ type: MedicationDto })
  medication: MedicationDto;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  dueAt: string | null;

  @ApiProperty({ type: MedicationDoseDto, isArray: true, description: "Today's doses of the medication" })
  today: MedicationDoseDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Why a dose cannot be given now; null when it can' })
  refusal: string | null;
}

export class MedicationHistoryDto {
  @ApiProperty({ type: MedicationDoseDto, isArray: true })
  doses: MedicationDoseDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Pass as `before` for the next page; null on the last' })
  nextBefore: string | null;
}

class MedicationFieldsDto {
  @TextField('name', MAX_MEDICATION_TEXT, { example: 'Amoxicillin' })
  name: string;

  @TextField('dose', MAX_MEDICATION_TEXT, { example: '5 ml' })
  dose: string;

  @ApiProperty({ enum: [...MEDICATION_ROUTES], enumName: 'MedicationRoute' })
  @IsIn([...MEDICATION_ROUTES], { message: `route must be one of ${MEDICATION_ROUTES.join(', ')}` })
  route: MedicationRoute;

  @TextField('reason', MAX_MEDICATION_TEXT, { nullable: true, optional: true, example: 'Ear infection' })
  reason?: string | null;

  @TextField('prescriber', MAX_MEDICATION_TEXT, { nullable: true, optional: true, example: 'Dr. Patel' })
  prescriber?: string | null;

  @DayField('startsOn', { example: '2026-11-20' })
  startsOn: string;

  @DayField('endsOn', { example: '2026-11-27' })
  endsOn: string;

  @DayField('expiresOn', { example: '2027-03-01', description: "The medicine's expiry date, from its label" })
  expiresOn: string;

  @ApiProperty({ description: 'Given when needed (with a least gap and a daily maximum) rather than at set times' })
  @IsBoolean({ message: 'asNeeded must be true or false' })
  asNeeded: boolean;

  @ApiPropertyOptional({ description: 'An emergency medicine (an auto-injector)' })
  @IsOptional()
  @IsBoolean({ message: 'emergency must be true or false' })
  emergency?: boolean;

  @ApiPropertyOptional({ type: String, isArray: true, example: ['09:00', '13:00'], description: 'Scheduled: the times of day a dose is due (HH:MM)' })
  @IsOptional()
  @IsArray({ message: 'times must be a list of times like 09:00' })
  @ArrayMaxSize(MAX_INTERVALS, { message: `times may hold at most ${MAX_INTERVALS} times` })
  @ArrayUnique({ message: 'times must not repeat a time' })
  @Matches(TIME_OF_DAY, { each: true, message: 'each of times must be a time of day like 09:00' })
  times?: string[];

  @CountField({ min: 1, max: 1440, optional: true, nullable: true, example: 240, description: 'As needed: the least minutes between two doses' })
  minMinutesBetween?: number | null;

  @CountField({ min: 1, max: 24, optional: true, nullable: true, example: 3, description: 'As needed: the most doses in a day' })
  maxDailyDoses?: number | null;

  @TextField('signedName', MAX_MEDICATION_TEXT, { optional: true, example: 'Sarah Thompson', description: 'A guardian signs with their typed name and a drawn signature' })
  signedName?: string;

  @ApiPropertyOptional({ maxLength: MAX_SIGNATURE_CHARS, example: 'data:image/png;base64,iVBORw0KGgo=', description: 'The drawn signature as a PNG data URL' })
  @IsOptional()
  @MaxLength(MAX_SIGNATURE_CHARS, { message: 'signature is too large: draw it again on a smaller pad' })
  @Matches(SIGNATURE_IMAGE, { message: 'signature must be a drawn signature (a PNG image)' })
  signature?: string;
}

export class CreateMedicationDto extends MedicationFieldsDto {
  @IdField({ example: 12 })
  childId: number;
}

export class UpdateMedicationDto extends MedicationFieldsDto {
  @IdField({ example: 5 })
  medicationId: number;
}

export class SignMedicationDto {
  @IdField({ example: 5 })
  medicationId: number;

  @TextField('signedName', MAX_MEDICATION_TEXT, { example: 'Sarah Thompson' })
  signedName: string;

  @ApiProperty({ maxLength: MAX_SIGNATURE_CHARS, example: 'data:image/png;base64,iVBORw0KGgo=' })
  @MaxLength(MAX_SIGNATURE_CHARS, { message: 'signature is too large: draw it again on a smaller pad' })
  @Matches(SIGNATURE_IMAGE, { message: 'signature must be a drawn signature (a PNG image)' })
  signature: string;
}

export class GiveDoseDto {
  @IdField({ example: 7 })
  intervalId: number;

  @TextField('amount', MAX_MEDICATION_TEXT, { example: '5 ml' })
  amount: string;

  @ApiPropertyOptional({ format: 'date-time', example: INSTANT_EXAMPLE, description: 'When it was given; now when left out' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: instantMessage('givenAt') })
  givenAt?: string;

  @IdField({ optional: true, example: 21, description: 'The staff member who gave it; required from a room tablet, the caller otherwise' })
  givenById?: number;

  @IdField({ optional: true, example: 22, description: 'Emergency medicine: another staff member who saw it given' })
  witnessId?: number;

  @TextField('note', MAX_DOSE_NOTE, { nullable: true, optional: true })
  note?: string | null;
}

export class CorrectDoseDto {
  @IdField({ example: 31 })
  doseId: number;

  @TextField('amount', MAX_MEDICATION_TEXT, { example: '5 ml' })
  amount: string;

  @ApiProperty({ format: 'date-time', example: INSTANT_EXAMPLE })
  @IsISO8601({ strict: true }, { message: instantMessage('givenAt') })
  givenAt: string;

  @TextField('note', MAX_DOSE_NOTE, { nullable: true, optional: true })
  note?: string | null;
}

export class MedicationListQueryDto {
  @IdField({ optional: true, example: 12, description: "Only this child's; otherwise every child the caller reaches" })
  childId?: number;
}

export class MedicationIdQueryDto {
  @IdField({ example: 5 })
  medicationId: number;
}

export class IntervalIdQueryDto {
  @IdField({ example: 7 })
  intervalId: number;
}

export class DoseIdQueryDto {
  @IdField({ example: 31 })
  doseId: number;
}

export class DueQueryDto {
  @IdField({ optional: true, example: 3, description: "The room; a tablet's own room when left out" })
  roomId?: number;
}

export class HistoryQueryDto {
  @IdField({ optional: true, example: 12 })
  childId?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Doses given before this instant (the previous page’s nextBefore)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: instantMessage('before') })
  before?: string;
}
