import { IdField } from '../../../common/validation/number-fields';

export class FamilyExportQueryDto {
  @IdField({ example: 7 })
  familyId: number;
}
