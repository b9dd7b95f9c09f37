import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IdField } from '../../../common/validation/number-fields';

const COLOR = /^#[0-9a-fA-F]{6}$/;
const COLOR_MESSAGE = 'color must be a colour like #1677ff';

export class TagDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Bus A' })
  label: string;

  @ApiProperty({ type: String, nullable: true, example: '#1677ff' })
  color: string | null;

  @ApiProperty({ example: 4, description: 'Children with the tag' })
  childCount: number;
}

export class CreateTagDto {
  @ApiProperty({ example: 'Bus A' })
  @IsString({ message: 'label must be text' })
  @MaxLength(60, { message: 'label must be at most 60 characters' })
  @Matches(/\S/, { message: 'label must not be empty' })
  label: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '#1677ff' })
  @IsOptional()
  @Matches(COLOR, { message: COLOR_MESSAGE })
  color?: string | null;
}

export class UpdateTagDto extends CreateTagDto {
  @IdField({ example: 3 })
  id: number;
}

/** Tags a child with the tag of that name, creating the tag when the daycare has none by that name. */
export class CreateAndAssignTagDto extends CreateTagDto {
  @IdField({ example: 12 })
  childId: number;
}

export class AssignTagDto {
  @IdField({ example: 12 })
  childId: number;

  @IdField({ example: 3 })
  tagId: number;
}

export class TagIdQueryDto {
  @IdField({ example: 3 })
  id: number;
}

export class ChildTagsQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

export class UnassignTagQueryDto extends ChildTagsQueryDto {
  @IdField({ example: 3 })
  tagId: number;
}
