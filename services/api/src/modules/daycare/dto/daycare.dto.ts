import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

/** A daycare as menus and pickers show it. */
export class DaycareSummaryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Little Acorns Early Learning' })
  label: string;
}

export class ChangeCenterDto {
  @ApiProperty({ example: 2, description: 'One of my daycares (Super: any daycare)' })
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}
