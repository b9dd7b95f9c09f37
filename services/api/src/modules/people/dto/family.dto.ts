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

/** A family to add a child to: named after its children's last names, with who is in it. */
export class FamilyChoiceDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Thompson family' })
  label: string;

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
export class FamilyDetailDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Thompson family' })
  label: string;

  @ApiProperty({ example: 1 })
  daycareId: number;

  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The day the family was withdrawn', example: null })
  archivedOn: string | null;

  @ApiProperty({ type: FamilyChildDto, isArray: true })
  children: FamilyChildDto[];

  @ApiProperty({ type: String, isArray: true, example: ['Sarah Thompson'] })
  guardians: string[];
}
