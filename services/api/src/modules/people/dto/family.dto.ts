import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

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
