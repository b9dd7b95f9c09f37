import { ApiProperty } from '@nestjs/swagger';
import type { ThemeName } from '@daycare/shared';
import { IsIn } from 'class-validator';

const THEMES: readonly ThemeName[] = ['light', 'dark'];

export class ThemeDto {
  @ApiProperty({ enum: THEMES, enumName: 'ThemeName', example: 'dark' })
  @IsIn(THEMES, { message: 'theme must be light or dark' })
  theme: ThemeName;
}
