import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsEmail, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { EachIdField, IdField, PageField, PageSizeField } from '../../../common/validation/number-fields';
import { AddressDto, AddressInputDto } from './address.dto';
import { MAX_NAME, TextField } from './child-fields';
import { LabelledDto } from './people.dto';
import { PhoneDto, PhonesDto } from './phone.dto';

export const MAX_RELATION = 40;
/** A contact serves at most the children of one family. */
export const MAX_CONTACT_CHILDREN = 30;
/** A child's emergency call list holds at most this many contacts. */
export const MAX_CALL_LIST = 50;

const lowerCasedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
};

export class ContactListQueryDto {
  @IdField({ optional: true, description: "Only this family's contacts" })
  familyId?: number;

  @ApiPropertyOptional({ maxLength: 100, description: 'Any part of the name or relation, or digits of a phone' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @PageField()
  page?: number;

  @PageSizeField(20)
  pageSize?: number;
}

export class ContactChildDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ example: 1, description: "Place in the child's emergency call order, from 1" })
  callOrder: number;

  @ApiProperty({ description: 'Called in an emergency' })
  emergency: boolean;

  @ApiProperty({ description: 'May pick the child up' })
  mayPickUp: boolean;
}

export class ContactListItemDto {
  @ApiProperty({ example: 9 })
  id: number;

  @ApiProperty({ example: 'Margaret Thompson' })
  label: string;

  @ApiProperty({ example: 'Grandmother' })
  relation: string;

  @ApiProperty({ type: PhoneDto, nullable: true })
  mobile: PhoneDto | null;

  @ApiProperty({ type: String, nullable: true })
  photoUrl: string | null;

  @ApiProperty({ example: 7 })
  familyId: number;

  @ApiProperty({ type: ContactChildDto, isArray: true })
  children: ContactChildDto[];
}

export class ContactListDto {
  @ApiProperty({ type: ContactListItemDto, isArray: true })
  items: ContactListItemDto[];

  @ApiProperty({ example: 12 })
  total: number;
}

export class ContactIdQueryDto {
  @IdField({ example: 9 })
  contactId: number;
}

/** A contact as the caller may see them: the address is null for staff. */
export class ContactRecordDto extends ContactListItemDto {
  @ApiProperty({ example: 'Margaret' })
  firstName: string;

  @ApiProperty({ example: 'Thompson' })
  lastName: string;

  @ApiProperty({ type: String, nullable: true, example: 'margaret@example.com' })
  email: string | null;

  @ApiProperty({ type: PhonesDto })
  phones: PhonesDto;

  @ApiProperty({ type: AddressDto, nullable: true, description: 'Directors and the family only' })
  address: AddressDto | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty()
  canEdit: boolean;
}

export class ContactChildInputDto {
  @IdField({ example: 12 })
  childId: number;

  @ApiProperty({ description: 'Called in an emergency' })
  @IsBoolean({ message: 'emergency must be true or false' })
  emergency: boolean;

  @ApiProperty({ description: 'May pick the child up' })
  @IsBoolean({ message: 'mayPickUp must be true or false' })
  mayPickUp: boolean;
}

/** Emergency e-mail: optional, lower-cased, blank means none. */
function ContactEmailField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, example: 'margaret@example.com', maxLength: 254 }),
    Transform(lowerCasedOrNull),
    IsOptional(),
    IsEmail({}, { message: 'email must be an e-mail address, like name@example.com' }),
    MaxLength(254, { message: 'email must be at most 254 characters' }),
  );
}

function ContactChildrenField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: ContactChildInputDto, isArray: true, minItems: 1, maxItems: MAX_CONTACT_CHILDREN }),
    IsArray({ message: 'children must be a list' }),
    ArrayMinSize(1, { message: 'children must name at least one child' }),
    ArrayMaxSize(MAX_CONTACT_CHILDREN, { message: `children may name at most ${MAX_CONTACT_CHILDREN} children` }),
    ArrayUnique((child: ContactChildInputDto) => child?.childId, { message: 'children must not name a child twice' }),
    ValidateNested({ each: true }),
    Type(() => ContactChildInputDto),
  );
}

class ContactNamesDto {
  @TextField('firstName', MAX_NAME, { example: 'Margaret' })
  firstName: string;

  @TextField('lastName', MAX_NAME, { example: 'Thompson' })
  lastName: string;

  @TextField('relation', MAX_RELATION, { example: 'Grandmother' })
  relation: string;
}

/** A new contact may leave any phone out, unless called in an emergency: then one phone at least. */
export class CreateContactDto extends IntersectionType(ContactNamesDto, PartialType(PhonesDto)) {
  @IdField({ optional: true, description: "Directors name the family; a guardian's own family is implied" })
  familyId?: number;

  @ContactEmailField()
  email?: string | null;

  @ContactChildrenField()
  children: ContactChildInputDto[];
}

export class ContactCreatedDto {
  @ApiProperty({ example: 9 })
  id: number;
}

export class UpdateContactNameDto extends ContactNamesDto {
  @IdField({ example: 9 })
  contactId: number;
}

export class UpdateContactAddressDto extends AddressInputDto {
  @IdField({ example: 9 })
  contactId: number;
}

export class UpdateContactPhonesDto extends PhonesDto {
  @IdField({ example: 9 })
  contactId: number;

  @ContactEmailField()
  email: string | null;
}

export class UpdateContactChildrenDto {
  @IdField({ example: 9 })
  contactId: number;

  @ContactChildrenField()
  children: ContactChildInputDto[];
}

export class ReorderContactsDto {
  @IdField({ example: 12 })
  childId: number;

  @ApiProperty({ type: Number, isArray: true, maxItems: MAX_CALL_LIST, example: [9, 10], description: "All of the child's contacts, in the new call order" })
  @IsArray({ message: 'contactIds must be a list of contact ids' })
  @ArrayMaxSize(MAX_CALL_LIST, { message: `contactIds may name at most ${MAX_CALL_LIST} contacts` })
  @ArrayUnique({ message: 'contactIds must not name a contact twice' })
  @EachIdField()
  contactIds: number[];
}
