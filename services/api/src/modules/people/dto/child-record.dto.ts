import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { EachIdField, IdField, PageField, PageSizeField } from '../../../common/validation/number-fields';
import {
  CHILD_STATUSES,
  type ChildStatus,
  DayField,
  GENDERS,
  type Gender,
  MAX_ALLERGIES,
  MAX_BULK,
  MAX_IMMUNISATIONS,
  MAX_LANGUAGES,
  MAX_MEDICATIONS,
  MAX_NAME,
  MAX_NOTE,
  SEVERITIES,
  type Severity,
  TextField,
} from './child-fields';
import { AddressDto, AddressInputDto } from './address.dto';
import { LabelledDto } from './people.dto';

export const CHILD_SORTS = ['name', 'age', 'room', 'startDate', 'status'] as const;
export type ChildSort = (typeof CHILD_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const STATUS_DOC = { enum: [...CHILD_STATUSES], enumName: 'ChildStatus' };
const GENDER_DOC = { enum: [...GENDERS], enumName: 'ChildGender' };
const SEVERITY_DOC = { enum: [...SEVERITIES], enumName: 'AllergySeverity' };
/** Digits, spaces, brackets, plus and dashes, with 7 to 15 digits in all. */
const PHONE = /^(?=(?:\D*\d){7,15}\D*$)[\d\s()+-]+$/;

export class ChildListQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Any part of the first, last or preferred name (case and accents ignored)' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @IdField({ optional: true, description: 'Only children whose home room this is' })
  roomId?: number;

  @IdField({ optional: true, description: 'Only children with this tag' })
  tagId?: number;

  @ApiPropertyOptional(STATUS_DOC)
  @IsOptional()
  @IsIn(CHILD_STATUSES, { message: `status must be ${CHILD_STATUSES.join(', ')}` })
  status?: ChildStatus;

  @ApiPropertyOptional({ enum: [...CHILD_SORTS], enumName: 'ChildSort', default: 'name' })
  @IsOptional()
  @IsIn(CHILD_SORTS, { message: `sort must be ${CHILD_SORTS.join(', ')}` })
  sort?: ChildSort;

  @ApiPropertyOptional({ enum: [...SORT_ORDERS], enumName: 'SortOrder', default: 'asc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: SortOrder;

  @PageField()
  page?: number;

  @PageSizeField(20)
  pageSize?: number;
}

export class ChildTagDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Bus A' })
  label: string;

  @ApiProperty({ type: String, nullable: true, example: '#1677ff' })
  color: string | null;
}

/** What a child's record and its list row share. */
class ChildSummaryDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Emma Thompson', description: 'Full name' })
  label: string;

  @ApiProperty({ example: 'Emma' })
  firstName: string;

  @ApiProperty({ example: 'Thompson' })
  lastName: string;

  @ApiProperty({ type: String, nullable: true, example: 'Emmy' })
  preferredName: string | null;

  @ApiProperty({ example: '2022-05-14', format: 'date' })
  birthDate: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  photoUrl: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'Home room' })
  room: LabelledDto | null;

  @ApiProperty(STATUS_DOC)
  status: ChildStatus;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2025-09-02' })
  startDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: null })
  withdrawnOn: string | null;

  @ApiProperty({ example: 7 })
  familyId: number;

  @ApiProperty({ type: ChildTagDto, isArray: true })
  tags: ChildTagDto[];
}

export class ChildListItemDto extends ChildSummaryDto {
  @ApiProperty({ example: 1 })
  allergyCount: number;

  @ApiProperty({ example: true })
  severeAllergy: boolean;

  @ApiProperty({ example: 0, description: 'Ongoing medications' })
  onGoingMedication: number;
}

export class ChildListDto {
  @ApiProperty({ type: ChildListItemDto, isArray: true })
  items: ChildListItemDto[];

  @ApiProperty({ example: 40 })
  total: number;
}

export class ChildIdQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

export class ChildRecordGuardianDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Sarah Thompson' })
  label: string;

  @ApiProperty({ example: 'sarah@example.com' })
  email: string;
}

export class ChildPersonalDto {
  @ApiProperty({ type: String, nullable: true })
  routines: string | null;

  @ApiProperty({ type: String, nullable: true })
  comforters: string | null;

  @ApiProperty({ type: String, nullable: true })
  dietaryNeeds: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;
}

export class ChildSchoolDto {
  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  grade: string | null;

  @ApiProperty({ type: String, nullable: true })
  bus: string | null;
}

export class ChildAllergyDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Peanuts' })
  label: string;

  @ApiProperty(SEVERITY_DOC)
  severity: Severity;

  @ApiProperty({ type: String, nullable: true, example: 'Hives, swelling' })
  reaction: string | null;
}

export class ChildMedicationDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Salbutamol inhaler' })
  label: string;

  @ApiProperty({ type: String, nullable: true, example: '2 puffs before outdoor play' })
  instructions: string | null;

  @ApiProperty({ example: true })
  ongoing: boolean;
}

export class ChildImmunisationDto {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 'MMR' })
  vaccine: string;

  @ApiProperty({ example: '2023-05-14', format: 'date' })
  givenOn: string;
}

export class ChildMedicalDto {
  @ApiProperty({ type: String, nullable: true })
  doctorName: string | null;

  @ApiProperty({ type: String, nullable: true })
  doctorPhone: string | null;

  @ApiProperty({ type: String, nullable: true })
  healthCardNumber: string | null;

  @ApiProperty({ type: String, nullable: true })
  conditions: string | null;

  @ApiProperty({ type: ChildAllergyDto, isArray: true })
  allergies: ChildAllergyDto[];

  @ApiProperty({ type: ChildMedicationDto, isArray: true })
  medications: ChildMedicationDto[];

  @ApiProperty({ type: ChildImmunisationDto, isArray: true })
  immunisations: ChildImmunisationDto[];
}

/** A child's whole record as the caller may see it: medical and address are null when they may not. */
export class ChildRecordDto extends ChildSummaryDto {
  @ApiProperty({ type: String, nullable: true, ...GENDER_DOC })
  gender: Gender | null;

  @ApiProperty({ type: String, isArray: true, example: ['English', 'French'] })
  languages: string[];

  @ApiProperty({ type: ChildRecordGuardianDto, isArray: true })
  guardians: ChildRecordGuardianDto[];

  @ApiProperty({ type: LabelledDto, isArray: true })
  siblings: LabelledDto[];

  @ApiProperty({ type: ChildPersonalDto })
  personal: ChildPersonalDto;

  @ApiProperty({ type: ChildSchoolDto })
  school: ChildSchoolDto;

  @ApiProperty({ type: AddressDto, nullable: true, description: 'Null when the caller may not see it' })
  address: AddressDto | null;

  @ApiProperty({ type: ChildMedicalDto, nullable: true, description: 'Null when the caller may not see it' })
  medical: ChildMedicalDto | null;

  @ApiProperty()
  canSeeMedical: boolean;

  @ApiProperty()
  canSeeAddress: boolean;

  @ApiProperty()
  canEdit: boolean;
}

class ChildNamesDto {
  @TextField('firstName', MAX_NAME, { example: 'Emma' })
  firstName: string;

  @TextField('lastName', MAX_NAME, { example: 'Thompson' })
  lastName: string;
}

export class CreateChildDto extends ChildNamesDto {
  @IdField({ optional: true, description: 'An existing family of the daycare; left out, the child starts a new family' })
  familyId?: number;

  @TextField('preferredName', MAX_NAME, { nullable: true, optional: true, example: 'Emmy' })
  preferredName?: string | null;

  @DayField('birthDate', { example: '2022-05-14', description: 'Not in the future, at most 13 years ago' })
  birthDate: string;

  @ApiPropertyOptional({ type: String, nullable: true, ...GENDER_DOC })
  @IsOptional()
  @IsIn(GENDERS, { message: `gender must be ${GENDERS.join(', ')}` })
  gender?: Gender | null;

  @IdField({ optional: true, nullable: true, description: 'Home room' })
  homeRoomId?: number | null;

  @DayField('startDate', { nullable: true, optional: true })
  startDate?: string | null;
}

export class ChildCreatedDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 7 })
  familyId: number;
}

class ChildUpdateDto {
  @IdField({ example: 12 })
  childId: number;
}

export class UpdateChildNameDto extends ChildNamesDto {
  @IdField({ example: 12 })
  childId: number;

  @TextField('preferredName', MAX_NAME, { nullable: true, example: 'Emmy' })
  preferredName: string | null;
}

export class UpdateChildPersonalDto extends ChildUpdateDto {
  @DayField('birthDate', { example: '2022-05-14' })
  birthDate: string;

  @ApiProperty({ type: String, nullable: true, ...GENDER_DOC })
  @IsOptional()
  @IsIn(GENDERS, { message: `gender must be ${GENDERS.join(', ')}` })
  gender: Gender | null;

  @ApiProperty({ type: String, isArray: true, maxItems: MAX_LANGUAGES, example: ['English'] })
  @IsArray({ message: 'languages must be a list' })
  @ArrayMaxSize(MAX_LANGUAGES, { message: `languages may hold at most ${MAX_LANGUAGES} languages` })
  @IsString({ each: true, message: 'each language must be text' })
  @MaxLength(40, { each: true, message: 'each language must be at most 40 characters' })
  @Matches(/\S/, { each: true, message: 'a language must not be empty' })
  @ArrayUnique((language: unknown) => (typeof language === 'string' ? language.toLowerCase() : language), { message: 'languages must not repeat' })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((language) => (typeof language === 'string' ? language.trim() : language)) : value))
  languages: string[];

  @TextField('routines', MAX_NOTE, { nullable: true })
  routines: string | null;

  @TextField('comforters', MAX_NOTE, { nullable: true })
  comforters: string | null;

  @TextField('dietaryNeeds', MAX_NOTE, { nullable: true })
  dietaryNeeds: string | null;

  @TextField('notes', MAX_NOTE, { nullable: true })
  notes: string | null;
}

export class UpdateChildAddressDto extends AddressInputDto {
  @IdField({ example: 12 })
  childId: number;
}

export class UpdateChildSchoolDto extends ChildUpdateDto {
  @TextField('name', 120, { nullable: true, example: 'Maple Public School' })
  name: string | null;

  @TextField('grade', 40, { nullable: true, example: 'JK' })
  grade: string | null;

  @TextField('bus', 60, { nullable: true, example: 'Bus 12' })
  bus: string | null;
}

export class AllergyInputDto {
  @TextField('allergies.label', 100, { example: 'Peanuts' })
  label: string;

  @ApiProperty(SEVERITY_DOC)
  @IsIn(SEVERITIES, { message: `severity must be ${SEVERITIES.join(', ')}` })
  severity: Severity;

  @TextField('allergies.reaction', 500, { nullable: true, example: 'Hives' })
  reaction: string | null;
}

export class MedicationInputDto {
  @TextField('medications.label', 100, { example: 'Salbutamol inhaler' })
  label: string;

  @TextField('medications.instructions', 500, { nullable: true })
  instructions: string | null;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'ongoing must be true or false' })
  ongoing: boolean;
}

export class ImmunisationInputDto {
  @TextField('immunisations.vaccine', 100, { example: 'MMR' })
  vaccine: string;

  @DayField('immunisations.givenOn', { example: '2023-05-14', description: 'Not in the future' })
  givenOn: string;
}

export class UpdateChildMedicalDto extends ChildUpdateDto {
  @TextField('doctorName', 120, { nullable: true, example: 'Dr. Patel' })
  doctorName: string | null;

  @TextField('doctorPhone', 30, { nullable: true, example: '(416) 555-0199' })
  @Matches(PHONE, { message: 'doctorPhone must be a phone number: 7 to 15 digits, with spaces, brackets, + or - if you like' })
  doctorPhone: string | null;

  @TextField('healthCardNumber', 30, { nullable: true, example: '1234-567-890' })
  healthCardNumber: string | null;

  @TextField('conditions', MAX_NOTE, { nullable: true, example: 'Asthma' })
  conditions: string | null;

  @ApiProperty({ type: AllergyInputDto, isArray: true, maxItems: MAX_ALLERGIES })
  @IsArray({ message: 'allergies must be a list' })
  @ArrayMaxSize(MAX_ALLERGIES, { message: `allergies may hold at most ${MAX_ALLERGIES} items` })
  @ValidateNested({ each: true })
  @Type(() => AllergyInputDto)
  allergies: AllergyInputDto[];

  @ApiProperty({ type: MedicationInputDto, isArray: true, maxItems: MAX_MEDICATIONS })
  @IsArray({ message: 'medications must be a list' })
  @ArrayMaxSize(MAX_MEDICATIONS, { message: `medications may hold at most ${MAX_MEDICATIONS} items` })
  @ValidateNested({ each: true })
  @Type(() => MedicationInputDto)
  medications: MedicationInputDto[];

  @ApiProperty({ type: ImmunisationInputDto, isArray: true, maxItems: MAX_IMMUNISATIONS })
  @IsArray({ message: 'immunisations must be a list' })
  @ArrayMaxSize(MAX_IMMUNISATIONS, { message: `immunisations may hold at most ${MAX_IMMUNISATIONS} items` })
  @ValidateNested({ each: true })
  @Type(() => ImmunisationInputDto)
  immunisations: ImmunisationInputDto[];
}

export class UpdateChildRegistrationDto extends ChildUpdateDto {
  @DayField('startDate', { nullable: true })
  startDate: string | null;

  @DayField('withdrawnOn', { nullable: true, description: 'The first day the child no longer attends' })
  withdrawnOn: string | null;

  @IdField({ optional: true, required: true, nullable: true, description: 'Home room; null: none' })
  homeRoomId: number | null;
}

class BulkDto {
  @ApiProperty({ type: Number, isArray: true, minItems: 1, maxItems: MAX_BULK, example: [12, 13] })
  @IsArray({ message: 'childIds must be a list of child ids' })
  @ArrayMinSize(1, { message: 'childIds must name at least one child' })
  @ArrayMaxSize(MAX_BULK, { message: `childIds may name at most ${MAX_BULK} children` })
  @EachIdField()
  childIds: number[];
}

export class BulkMoveDto extends BulkDto {
  @IdField({ example: 3 })
  roomId: number;
}

export class BulkTagDto extends BulkDto {
  @IdField({ example: 3 })
  tagId: number;
}

export class BulkWithdrawDto extends BulkDto {
  @DayField('withdrawnOn', { description: 'The first day the children no longer attend' })
  withdrawnOn: string;
}

export class BulkResultDto {
  @ApiProperty({ example: 2, description: 'Children changed' })
  count: number;
}
