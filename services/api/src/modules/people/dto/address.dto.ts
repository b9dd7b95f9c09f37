import { ApiProperty } from '@nestjs/swagger';
import { TextField } from './child-fields';

/** A postal address; each part null when unknown. */
export class AddressDto {
  @ApiProperty({ type: String, nullable: true, example: '12 Maple Street' })
  line: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Toronto' })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'ON' })
  province: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'M5V 2T6' })
  postalCode: string | null;
}

/** The parts of an address an update sets; blank parts are cleared. */
export class AddressInputDto {
  @TextField('line', 200, { nullable: true, example: '12 Maple Street' })
  line: string | null;

  @TextField('city', 100, { nullable: true, example: 'Toronto' })
  city: string | null;

  @TextField('province', 100, { nullable: true, example: 'ON' })
  province: string | null;

  @TextField('postalCode', 20, { nullable: true, example: 'M5V 2T6' })
  postalCode: string | null;
}
