import { ApiProperty } from '@nestjs/swagger';
import { IdField } from '../../../common/validation/number-fields';

export class MoveOwnFamilyDto {
  @IdField({ example: 2, description: 'Another daycare the guardian has been given access to' })
  daycareId: number;
}

export class ChangeFamilyDaycareDto extends MoveOwnFamilyDto {
  @IdField({ example: 7, description: 'A family of the current daycare' })
  familyId: number;
}

/** Where a family went and who went with it. */
export class FamilyMovedDto {
  @ApiProperty({ example: 7 })
  familyId: number;

  @ApiProperty({ example: 2 })
  daycareId: number;

  @ApiProperty({ example: 'Maple Grove' })
  daycareLabel: string;

  @ApiProperty({ type: String, isArray: true, example: ['Emma Thompson', 'Noah Thompson'] })
  children: string[];
}
