import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PIN_PATTERN } from '@daycare/shared';
import { IdField } from '../../../common/validation/number-fields';
import { LabelledDto } from '../../people';

export const PICKED_UP_BY_KINDS = ['guardian', 'contact', 'other'] as const;
export type PickedUpByKind = (typeof PICKED_UP_BY_KINDS)[number];
export const MAX_PICKUP_NAME = 200;
export const MAX_PICKUP_REASON = 500;

const isListed = (pickup: PickupDto) => pickup.kind === 'guardian' || pickup.kind === 'contact';
const isOther = (pickup: PickupDto) => pickup.kind === 'other';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Text required when someone not on the list picks up. */
function OtherText(field: string, max: number, example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, example, description: `Required when kind is other` }),
    Transform(trimmed),
    ValidateIf(isOther),
    IsString({ message: `pickup.${field} is required for someone not on the pick-up list` }),
    MaxLength(max, { message: `pickup.${field} must be at most ${max} characters` }),
    Matches(/\S/, { message: `pickup.${field} is required for someone not on the pick-up list` }),
  );
}

/**
 * Who picks a child up: a guardian or contact of the child's pick-up list by id, or someone else
 * by name, with the reason and the PIN of the staff member who allows it.
 */
export class PickupDto {
  @ApiProperty({ enum: PICKED_UP_BY_KINDS, enumName: 'PickedUpByKind', example: 'guardian' })
  @IsIn(PICKED_UP_BY_KINDS, { message: 'pickup.kind must be guardian, contact or other' })
  kind: PickedUpByKind;

  @ValidateIf(isListed)
  @IdField({ required: false, message: 'pickup.id must name the guardian or contact picking up (a whole number from 1)', example: 4, description: 'The guardian (user id) or contact on the pick-up list; required for those kinds' })
  id?: number;

  @OtherText('name', MAX_PICKUP_NAME, 'Carol Diaz')
  name?: string;

  @OtherText('reason', MAX_PICKUP_REASON, 'Aunt; the mother called the room at noon')
  reason?: string;

  @ValidateIf(isOther)
  @IdField({ required: false, message: 'pickup.staffId must name the staff member who allows it (a whole number from 1)', example: 7, description: 'The staff member who allows it; required when kind is other' })
  staffId?: number;

  @ApiPropertyOptional({ example: '1234', description: "That staff member's PIN; required when kind is other" })
  @ValidateIf(isOther)
  @IsString({ message: 'pickup.staffPin is required: the staff member allowing it confirms with their PIN' })
  @Matches(PIN_PATTERN, { message: 'pickup.staffPin must be 4 to 6 digits' })
  staffPin?: string;
}

/** Who picked a child up, as recorded on the stay. */
export class PickupRecordDto {
  @ApiProperty({ enum: PICKED_UP_BY_KINDS, enumName: 'PickedUpByKind' })
  kind: PickedUpByKind;

  @ApiProperty({ type: Number, nullable: true, description: 'The guardian or contact; null for someone not on the list' })
  id: number | null;

  @ApiProperty({ example: 'Sarah Thompson', description: 'The name as it was when the child was picked up' })
  name: string;

  @ApiProperty({ type: String, nullable: true, description: 'Why someone not on the list took the child' })
  reason: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'The staff member who allowed someone not on the list' })
  allowedBy: LabelledDto | null;
}
