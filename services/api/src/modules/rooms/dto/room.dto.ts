import { ApiProperty } from '@nestjs/swagger';

/** A room as the browser sees it: id, label, inRatio. */
export class RoomDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Toddlers' })
  label: string;

  @ApiProperty({ description: 'Whether children in the room count toward the staff-to-child ratio', example: true })
  inRatio: boolean;
}
