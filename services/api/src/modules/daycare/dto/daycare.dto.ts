import { ApiProperty } from '@nestjs/swagger';
import { IdField } from '../../../common/validation/number-fields';

/** A daycare as menus and pickers show it. */
export class DaycareSummaryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Little Acorns Early Learning' })
  label: string;
}

export class ChangeCenterDto {
  @IdField({ example: 2, description: 'One of my daycares (Super: any daycare)' })
  id: number;
}
