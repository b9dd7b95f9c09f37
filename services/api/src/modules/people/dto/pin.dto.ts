import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { PIN_PATTERN } from '@daycare/shared';

/** A PIN is 4 to 6 digits. */
export const PIN_MESSAGE = 'pin must be 4 to 6 digits';

export class SetPinDto {
  @ApiProperty({ example: '1234', description: '4 to 6 digits' })
  @Matches(PIN_PATTERN, { message: PIN_MESSAGE })
  pin: string;
}
