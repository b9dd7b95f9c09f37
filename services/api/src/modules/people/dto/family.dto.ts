import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IdField } from '../../../common/validation/number-fields';
import { DayField } from './child-fields';

export class FamilyListQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: "Any part of a guardian's or a child's name" })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}

/** A family as the apps name it: by its children's last names, worded in the reader's language. */
class NamedFamilyDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({
    type: String,
    isArray: true,
    example: ['Thompson'],
    description: "The children's distinct last names, A to Z, to name the family after in the reader's language; empty for a family without children",
  })
  surnames: string[];
}

/** A family to add a child to: its name, with who is in it. */
export class FamilyChoiceDto extends NamedFamilyDto {
  @ApiProperty({ type: String, isArray: true, example: ['Sarah Thompson'] })
  guardians: string[];

  @ApiProperty({ type: String, isArray: true, example: ['Emma Thompson'] })
  children: string[];
}

export class FamilyIdQueryDto {
  @IdField({ example: 7 })
  familyId: number;
}

export class FamilyIdDto {
  @IdField({ example: 7 })
  familyId: number;
}

export class WithdrawFamilyDto extends FamilyIdDto {
  @DayField('withdrawnOn', { description: "The first day the family's children no longer attend" })
  withdrawnOn: string;
}

export class FamilyChildDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Emma Thompson' })
  label: string;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: null })
  withdrawnOn: string | null;

  @ApiProperty({ description: 'Signed in right now', example: false })
  signedIn: boolean;
}

/** A family with its children and guardians and whether it was withdrawn. */
export class FamilyDetailDto extends NamedFamilyDto {
  @ApiProperty({ example: 1 })
  daycareId: number;

  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The day the family was withdrawn', example: null })
  archivedOn: string | null;

  @ApiProperty({ type: FamilyChildDto, isArray: true })
  children: FamilyChildDto[];

  @ApiProperty({ type: String, isArray: true, example: ['Sarah Thompson'] })
  guardians: string[];
}
