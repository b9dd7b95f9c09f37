import { ApiProperty } from '@nestjs/swagger';
import { IdField } from '../../../common/validation/number-fields';

/** An id with the name people read (`{id, label}`). */
export class LabelledDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Toddlers' })
  label: string;
}

/** A child in the people lists plus what the tablet's photo grid needs. */
export class PeopleChildDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 1, description: '1 signed in, 0 signed out' })
  status: number;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'The room the child is signed in to; null when signed out' })
  rId: number | null;

  @ApiProperty({ example: 0, description: 'Open incident count' })
  incident: number;

  @ApiProperty({ example: 1, description: 'Ongoing medication count' })
  onGoingMedication: number;

  @ApiProperty({ example: 'Emma Thompson', description: 'Full name' })
  label: string;

  @ApiProperty({ example: 'Emma' })
  firstName: string;

  @ApiProperty({ example: 'Thompson' })
  lastName: string;

  @ApiProperty({ example: '2021-05-14', description: 'Date of birth (YYYY-MM-DD)' })
  birthDate: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Photo address; null shows initials' })
  photoUrl: string | null;

  @ApiProperty({ example: true, description: 'Whether the card shows an allergy alert' })
  hasAllergies: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Peanuts, tree nuts', description: 'Allergy summary for the alert' })
  allergies: string | null;

  @ApiProperty({ example: 2, description: 'Itemised allergies on record' })
  allergyCount: number;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'The room the child belongs to' })
  homeRoomId: number | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the current stay began; null when signed out' })
  signedInAt: string | null;

  @ApiProperty({ type: Number, isArray: true, example: [3], description: "The child's tags (ids of /api/Tags/List)" })
  tagIds: number[];
}

/** A staff member in the people lists (id, status, rId = the room signed in to, label) plus the tablet's needs. */
export class PeopleStaffDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 1, description: '1 signed in, 0 signed out' })
  status: number;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'The room the staff member is signed in to; null when signed out' })
  rId: number | null;

  @ApiProperty({ example: 'Daniel Okafor', description: 'Full name' })
  label: string;

  @ApiProperty({ example: 'Daniel' })
  firstName: string;

  @ApiProperty({ example: 'Okafor' })
  lastName: string;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'Home room in this daycare' })
  homeRoomId: number | null;

  @ApiProperty({ example: true, description: 'Whether a PIN is set (needed to sign in on a tablet)' })
  hasPin: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the current stay began; null when signed out' })
  signedInAt: string | null;
}

export class ChildrenListQueryDto {
  @IdField({ optional: true, example: 3, description: "Only the room's children (home room, or signed in there). A tablet always gets its own room." })
  roomId?: number;
}

export class RoomQueryDto extends ChildrenListQueryDto {}

export class PersonByIdQueryDto {
  @IdField({ example: 12 })
  id: number;
}

export class AllergyItemDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Peanuts' })
  label: string;

  @ApiProperty({ example: true })
  severe: boolean;
}

/** A child of the room with allergies. */
export class RoomAllergyDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: String, nullable: true, example: 'Peanuts (severe)' })
  allergies: string | null;

  @ApiProperty({ type: AllergyItemDto, isArray: true })
  items: AllergyItemDto[];
}

export class MedicationItemDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Salbutamol inhaler' })
  label: string;

  @ApiProperty({ type: String, nullable: true, example: '2 puffs before outdoor play' })
  instructions: string | null;
}

/** A child of the room with ongoing medication. */
export class RoomMedicationDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: MedicationItemDto, isArray: true })
  medications: MedicationItemDto[];
}

export class ChildGuardiansQueryDto {
  @IdField({ example: 12, description: 'The child whose guardians may confirm a sign-in or sign-out' })
  childId: number;
}

/** A guardian of the child who may confirm the child's sign-in or sign-out on a tablet with their PIN. */
export class ChildGuardianDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Sarah Thompson', description: 'Full name' })
  label: string;

  @ApiProperty({ example: true, description: 'Whether a PIN is set (needed to confirm on a tablet)' })
  hasPin: boolean;
}
