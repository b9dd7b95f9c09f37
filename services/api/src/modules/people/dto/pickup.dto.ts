import { ApiProperty } from '@nestjs/swagger';
import { IdField } from '../../../common/validation/number-fields';
import { MAX_NAME, TextField } from './child-fields';
import { PhoneDto } from './phone.dto';

export const PICKUP_KINDS = ['guardian', 'contact'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];

export class PickupChildQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

export class PickupPersonDto {
  @ApiProperty({ enum: [...PICKUP_KINDS], enumName: 'PickupKind' })
  kind: PickupKind;

  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Sarah Thompson' })
  label: string;

  @ApiProperty({ example: 'mother', description: "A guardian's relation code, or a contact's own words" })
  relation: string;

  @ApiProperty({ type: String, nullable: true })
  photoUrl: string | null;

  @ApiProperty({ type: PhoneDto, nullable: true })
  mobile: PhoneDto | null;
}

export class NeverReleaseDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'John Doe' })
  name: string;

  @ApiProperty({ example: 'Tall, dark hair; drives a red pickup' })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: 'Court order 2026-114, copy in the office file' })
  documentNote: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class PickupListDto {
  @ApiProperty({ type: PickupPersonDto, isArray: true, description: "The family's guardians, then the contacts who may pick the child up, in call order" })
  authorised: PickupPersonDto[];

  @ApiProperty({ type: NeverReleaseDto, isArray: true })
  neverRelease: NeverReleaseDto[];
}

export class CreateNeverReleaseDto {
  @IdField({ example: 12 })
  childId: number;

  @TextField('name', MAX_NAME * 2, { example: 'John Doe' })
  name: string;

  @TextField('description', 500, { example: 'Tall, dark hair; drives a red pickup' })
  description: string;

  @TextField('documentNote', 500, { nullable: true, optional: true, example: 'Court order 2026-114, copy in the office file' })
  documentNote?: string | null;
}

export class NeverReleaseIdQueryDto {
  @IdField({ example: 2 })
  id: number;
}
