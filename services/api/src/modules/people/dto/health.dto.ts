import { ApiProperty } from '@nestjs/swagger';
import { IdField } from '../../../common/validation/number-fields';
import { LabelledDto, MedicationItemDto } from './people.dto';

export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe'] as const;

export class HealthAllergyDto {
  @ApiProperty({ example: 'Peanuts' })
  label: string;

  @ApiProperty({ enum: [...ALLERGY_SEVERITIES], enumName: 'AllergySeverity' })
  severity: (typeof ALLERGY_SEVERITIES)[number];

  @ApiProperty({ type: String, nullable: true, example: 'Hives, swelling of the lips' })
  reaction: string | null;
}

/** What the room watches for one child: allergies, diet, conditions and ongoing medication. */
export class HealthChildDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ description: 'Signed in now' })
  signedIn: boolean;

  @ApiProperty({ type: HealthAllergyDto, isArray: true, description: 'Most severe first' })
  allergies: HealthAllergyDto[];

  @ApiProperty({ type: String, nullable: true, description: 'What the family wrote about allergies' })
  allergyNotes: string | null;

  @ApiProperty({ type: String, nullable: true })
  dietaryNeeds: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Medical conditions' })
  conditions: string | null;

  @ApiProperty({ type: MedicationItemDto, isArray: true, description: 'Ongoing medication' })
  medications: MedicationItemDto[];
}

export class RoomHealthDto {
  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ type: HealthChildDto, isArray: true, description: "The room's children (home room or signed in there), by name" })
  children: HealthChildDto[];
}

/** An allergen to keep out of a room, without whose it is. */
export class RoomAllergenDto {
  @ApiProperty({ example: 'Peanuts' })
  label: string;

  @ApiProperty({ description: 'Some child of the room has a severe reaction' })
  severe: boolean;
}

export class FamilyRoomAllergensDto {
  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ type: RoomAllergenDto, isArray: true, description: 'Allergens of the room, severe first, by name' })
  allergens: RoomAllergenDto[];
}

export class HealthRoomQueryDto {
  @IdField({ example: 3 })
  roomId: number;
}
