import { ApiProperty } from '@nestjs/swagger';
import { IdField } from '../../../common/validation/number-fields';

/** A person whose PIN is locked, or was typed wrong many times within the last day, in this daycare. */
export class PinAlertDto {
  @ApiProperty({ example: 7 })
  personId: number;

  @ApiProperty({ example: 'Priya Shah' })
  label: string;

  @ApiProperty({ example: 12, description: 'Wrong PINs for this person on devices of this daycare within the last 24 hours' })
  failedAttempts: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-10-05T09:12:00Z' })
  lastFailedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when the PIN is refused (on at least one device); null when it is not locked' })
  lockedUntil: string | null;
}

export class ClearPinLockDto {
  @IdField({ example: 7, description: 'The person whose PIN locks and wrong PINs in this daycare are cleared' })
  personId: number;
}
