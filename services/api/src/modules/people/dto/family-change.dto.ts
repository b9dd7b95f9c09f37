import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { EachIdField, IdField, PageField, PageSizeField } from '../../../common/validation/number-fields';
import { LabelledDto } from './people.dto';

/** The parts of a record a guardian changes: the child's, the guardian's and the contacts' forms. */
export const FAMILY_CHANGE_PARTS = ['name', 'personal', 'address', 'school', 'medical', 'employment', 'phones', 'general', 'contacts', 'pickup'] as const;
export type FamilyChangePart = (typeof FAMILY_CHANGE_PARTS)[number];

export const FAMILY_CHANGE_SUBJECTS = ['child', 'guardian', 'contact'] as const;
export type FamilyChangeSubjectKind = (typeof FAMILY_CHANGE_SUBJECTS)[number];

/** At most this many changes are marked seen at once: a page of the list. */
export const MAX_SEEN_AT_ONCE = 100;

export class FamilyChangeListQueryDto {
  @IdField({ optional: true, description: "Only this child's changes and those of its family's guardians and contacts" })
  childId?: number;

  @IdField({ optional: true, description: "Only this family's changes" })
  familyId?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only the changes no director has marked seen yet' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'unseen must be true or false' })
  unseen?: 'true' | 'false';

  @PageField()
  page?: number;

  @PageSizeField(20)
  pageSize?: number;
}

/** Whose record changed: a child, a guardian or a contact, named as it was then. */
export class FamilyChangeSubjectDto {
  @ApiProperty({ enum: FAMILY_CHANGE_SUBJECTS, enumName: 'FamilyChangeSubjectKind' })
  kind: FamilyChangeSubjectKind;

  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Emma Thompson' })
  label: string;
}

/** Only the fields that changed, before and after; a new contact has an empty `before`. */
export class FamilyChangeDiffDto {
  @ApiProperty({ type: Object, example: { allergies: [] } })
  before: Record<string, unknown>;

  @ApiProperty({ type: Object, example: { allergies: [{ label: 'Peanuts', severity: 'severe', reaction: null }] } })
  after: Record<string, unknown>;
}

export class FamilyChangeDto {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ example: 7 })
  familyId: number;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'The child the change is about; null for a guardian or a contact of the whole family' })
  child: LabelledDto | null;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'The guardian who made the change; null once their account is gone' })
  guardian: LabelledDto | null;

  @ApiProperty({ type: FamilyChangeSubjectDto })
  subject: FamilyChangeSubjectDto;

  @ApiProperty({ enum: FAMILY_CHANGE_PARTS, enumName: 'FamilyChangePart' })
  part: FamilyChangePart;

  @ApiProperty({ type: FamilyChangeDiffDto })
  changes: FamilyChangeDiffDto;

  @ApiProperty({ description: 'What a director should know at once: a new or changed allergy, medication or condition, a new pick-up person' })
  important: boolean;

  @ApiProperty({ example: '2026-11-26T14:05:00.000Z' })
  at: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  seenAt: string | null;
}

export class FamilyChangeListDto {
  @ApiProperty({ type: FamilyChangeDto, isArray: true })
  items: FamilyChangeDto[];

  @ApiProperty({ example: 3, description: 'How many changes the filter matches' })
  total: number;

  @ApiProperty({ example: 2, description: 'How many of those no director has marked seen' })
  unseen: number;
}

export class MarkFamilyChangesSeenDto {
  @ApiProperty({ type: Number, isArray: true, minItems: 1, maxItems: MAX_SEEN_AT_ONCE, example: [41, 42] })
  @IsArray({ message: 'ids must be a list of change ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one change' })
  @ArrayMaxSize(MAX_SEEN_AT_ONCE, { message: `ids may name at most ${MAX_SEEN_AT_ONCE} changes` })
  @EachIdField()
  ids: number[];
}

export class FamilyChangesSeenDto {
  @ApiProperty({ example: 2, description: 'How many of the changes were not marked seen before' })
  count: number;

  @ApiProperty({ example: 0, description: 'How many changes of the daycare are left unseen' })
  unseen: number;
}
