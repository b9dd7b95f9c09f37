import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

const wholeNumber = (field: string) => ({ message: `${field} must be a whole number` });
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
  @ApiProperty({ example: 3 })
  @IsInt(wholeNumber('id'))
  @Min(1, wholeNumber('id'))
  id: number;
}

/** Tags a child with the tag of that name, creating the tag when the daycare has none by that name. */
export class CreateAndAssignTagDto extends CreateTagDto {
  @ApiProperty({ example: 12 })
  @IsInt(wholeNumber('childId'))
  @Min(1, wholeNumber('childId'))
  childId: number;
}

export class AssignTagDto {
  @ApiProperty({ example: 12 })
  @IsInt(wholeNumber('childId'))
  @Min(1, wholeNumber('childId'))
  childId: number;

  @ApiProperty({ example: 3 })
  @IsInt(wholeNumber('tagId'))
  @Min(1, wholeNumber('tagId'))
  tagId: number;
}

export class TagIdQueryDto {
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt(wholeNumber('id'))
  @Min(1, wholeNumber('id'))
  id: number;
}

export class ChildTagsQueryDto {
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsInt(wholeNumber('childId'))
  @Min(1, wholeNumber('childId'))
  childId: number;
}

export class UnassignTagQueryDto extends ChildTagsQueryDto {
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt(wholeNumber('tagId'))
  @Min(1, wholeNumber('tagId'))
  tagId: number;
}
