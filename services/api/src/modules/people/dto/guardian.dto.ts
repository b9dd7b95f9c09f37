import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { LANGUAGES, type Language } from '@daycare/shared';
import { IdField, PageField, PageSizeField } from '../../../common/validation/number-fields';
import { EmailField } from '../../accounts';
import { AddressDto, AddressInputDto } from './address.dto';
import { MAX_NAME, MAX_NOTE, TextField } from './child-fields';
import { LabelledDto } from './people.dto';
import { PhoneDto, PhoneField, PhonesDto } from './phone.dto';

export const GUARDIAN_RELATIONS = ['mother', 'father', 'parent', 'grandparent', 'guardian', 'other'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];
const RELATION_DOC = { enum: [...GUARDIAN_RELATIONS], enumName: 'GuardianRelation' };
const LANGUAGE_DOC = { enum: [...LANGUAGES], enumName: 'GuardianLanguage' };
/** A family has at most this many children, so a relations list needs no more. */
export const MAX_RELATIONS = 30;

export class GuardianListQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Any part of the name or e-mail, or digits of a phone' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @PageField()
  page?: number;

  @PageSizeField(20)
  pageSize?: number;
}

export class GuardianListItemDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Sarah Thompson' })
  label: string;

  @ApiProperty({ example: 'sarah@example.com' })
  email: string;

  @ApiProperty({ type: PhoneDto, nullable: true })
  mobile: PhoneDto | null;

  @ApiProperty({ type: String, nullable: true, description: "A signed link to the guardian's photo, short-lived" })
  photoUrl: string | null;

  @ApiProperty({ example: 7 })
  familyId: number;

  @ApiProperty({ type: LabelledDto, isArray: true })
  children: LabelledDto[];

  @ApiProperty({ description: "Holds the family's account (invoices go to them)" })
  accountHolder: boolean;
}

export class GuardianListDto {
  @ApiProperty({ type: GuardianListItemDto, isArray: true })
  items: GuardianListItemDto[];

  @ApiProperty({ example: 40 })
  total: number;
}

export class GuardianIdQueryDto {
  @IdField({ example: 4 })
  guardianId: number;
}

export class GuardianChildRelationDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty(RELATION_DOC)
  relation: GuardianRelation;
}

export class GuardianEmploymentDto {
  @ApiProperty({ type: String, nullable: true, example: 'Maple Bank' })
  employer: string | null;

  @ApiProperty({ type: PhoneDto, nullable: true })
  workPhone: PhoneDto | null;

  @ApiProperty({ type: String, nullable: true, example: '100 King Street West, Toronto' })
  workAddress: string | null;
}

export class GuardianAccountDto {
  @ApiProperty()
  emailConfirmed: boolean;

  @ApiProperty({ description: 'Too many wrong passwords: signing in waits' })
  locked: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastSignInAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  invitedAt: string | null;
}

/** A guardian as the caller may see them: address, employment, custody notes and account are null for those who may not. */
export class GuardianRecordDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Sarah' })
  firstName: string;

  @ApiProperty({ example: 'Thompson' })
  lastName: string;

  @ApiProperty({ example: 'Sarah Thompson' })
  label: string;

  @ApiProperty({ example: 'sarah@example.com' })
  email: string;

  @ApiProperty(LANGUAGE_DOC)
  language: Language;

  @ApiProperty({ type: String, nullable: true, description: "A signed link to the guardian's photo, short-lived" })
  photoUrl: string | null;

  @ApiProperty({ example: 7 })
  familyId: number;

  @ApiProperty({ type: PhonesDto })
  phones: PhonesDto;

  @ApiProperty({ type: GuardianChildRelationDto, isArray: true })
  relations: GuardianChildRelationDto[];

  @ApiProperty()
  accountHolder: boolean;

  @ApiProperty()
  receivesInvoices: boolean;

  @ApiProperty({ type: AddressDto, nullable: true, description: 'Null when the caller may not see it' })
  address: AddressDto | null;

  @ApiProperty({ type: GuardianEmploymentDto, nullable: true, description: 'Null when the caller may not see it' })
  employment: GuardianEmploymentDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Null when the caller may not see it' })
  custodyNotes: string | null;

  @ApiProperty({ type: GuardianAccountDto, nullable: true, description: 'Directors only' })
  account: GuardianAccountDto | null;

  @ApiProperty({ description: 'The caller sees the address, employment and custody notes' })
  canSeePrivate: boolean;

  @ApiProperty()
  canEdit: boolean;
}

class GuardianNamesDto {
  @TextField('firstName', MAX_NAME, { example: 'Sarah' })
  firstName: string;

  @TextField('lastName', MAX_NAME, { example: 'Thompson' })
  lastName: string;
}

export class CreateGuardianDto extends GuardianNamesDto {
  @IdField({ example: 7, description: 'The family of the daycare the guardian joins' })
  familyId: number;

  @EmailField()
  email: string;

  @ApiProperty({ ...RELATION_DOC, description: "The guardian's relation to every child of the family" })
  @IsIn(GUARDIAN_RELATIONS, { message: `relation must be ${GUARDIAN_RELATIONS.join(', ')}` })
  relation: GuardianRelation;

  @PhoneField('mobile', { optional: true })
  mobile?: PhoneDto | null;

  @ApiPropertyOptional({ ...LANGUAGE_DOC, default: 'en' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be ${LANGUAGES.join(', ')}` })
  language?: Language;

  @ApiProperty({ description: 'E-mail the guardian a link to choose their password' })
  @IsBoolean({ message: 'sendInvitation must be true or false' })
  sendInvitation: boolean;
}

export class GuardianCreatedDto {
  @ApiProperty({ example: 4 })
  id: number;
}

export class GuardianUpdateDto {
  @IdField({ example: 4 })
  guardianId: number;
}

export class UpdateGuardianNameDto extends GuardianNamesDto {
  @IdField({ example: 4 })
  guardianId: number;
}

export class UpdateGuardianAddressDto extends AddressInputDto {
  @IdField({ example: 4 })
  guardianId: number;
}

export class UpdateGuardianEmploymentDto extends GuardianUpdateDto {
  @TextField('employer', 120, { nullable: true, example: 'Maple Bank' })
  employer: string | null;

  @PhoneField('workPhone')
  workPhone: PhoneDto | null;

  @TextField('workAddress', 200, { nullable: true, example: '100 King Street West, Toronto' })
  workAddress: string | null;
}

export class GuardianRelationInputDto {
  @IdField({ example: 12 })
  childId: number;

  @ApiProperty(RELATION_DOC)
  @IsIn(GUARDIAN_RELATIONS, { message: `relation must be ${GUARDIAN_RELATIONS.join(', ')}` })
  relation: GuardianRelation;
}

export class UpdateGuardianGeneralDto extends GuardianUpdateDto {
  @ApiProperty(LANGUAGE_DOC)
  @IsIn(LANGUAGES, { message: `language must be ${LANGUAGES.join(', ')}` })
  language: Language;

  @ApiProperty({ type: GuardianRelationInputDto, isArray: true, maxItems: MAX_RELATIONS, description: "Children of the guardian's family; those left out keep their relation" })
  @IsArray({ message: 'relations must be a list' })
  @ArrayMaxSize(MAX_RELATIONS, { message: `relations may hold at most ${MAX_RELATIONS} items` })
  @ValidateNested({ each: true })
  @Type(() => GuardianRelationInputDto)
  relations: GuardianRelationInputDto[];

  @TextField('custodyNotes', MAX_NOTE, { nullable: true, optional: true, description: 'Only a director may change it; left out, it stays as it is' })
  custodyNotes?: string | null;

  @ApiProperty({ description: "Holds the family's account; setting it takes it from the family's other guardian" })
  @IsBoolean({ message: 'accountHolder must be true or false' })
  accountHolder: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'receivesInvoices must be true or false' })
  receivesInvoices: boolean;
}

export class UpdateGuardianPhonesDto extends IntersectionType(GuardianUpdateDto, PhonesDto) {}

export class UpdateGuardianAccountDto extends GuardianUpdateDto {
  @EmailField()
  email: string;
}
