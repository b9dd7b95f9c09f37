import { ApiProperty } from '@nestjs/swagger';
import { DaycareSummaryDto } from '../../daycare/dto/daycare.dto';
import { ACCOUNT_MESSAGES } from '../account-messages';

export class MessageDto {
  @ApiProperty({ example: ACCOUNT_MESSAGES.passwordChanged })
  message: string;
}

export class RegisteredDto extends MessageDto {
  @ApiProperty({ example: 'sarah.thompson@example.com', description: 'The address the confirmation code goes to' })
  email: string;
}

export class EmailConfirmedDto {
  @ApiProperty({ example: true })
  emailConfirmed: true;
}

export class ReferralDto {
  @ApiProperty({ example: 'A1B2C3D4E5', description: 'The code others enter to say this user recommended Daycare' })
  referralCode: string;
}

export class ReferredByDto {
  @ApiProperty({ example: 'Sarah', description: 'The first name of the person whose code was entered' })
  referredBy: string;
}

/** The guardian's own contact details as saved with the profile; a field never saved is null. */
export class ProfileDto {
  @ApiProperty({ type: String, nullable: true, example: '(613) 555-0142' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, example: '24 Sussex Drive' })
  address: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Ottawa' })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Ontario' })
  province: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'K1A 0B1' })
  postalCode: string | null;
}

export class AccessRequestCreatedDto {
  @ApiProperty({ example: 3 })
  id: number;
}

/** A guardian's pending request to join a daycare. */
export class PendingAccessDto {
  @ApiProperty({ example: 3, description: 'The request (accessId of grantAccess)' })
  id: number;

  @ApiProperty({ example: 9, description: 'The guardian (gId of grantAccess)' })
  gId: number;

  @ApiProperty({ example: 'Sarah' })
  firstName: string;

  @ApiProperty({ example: 'Thompson' })
  lastName: string;

  @ApiProperty({ example: 'sarah.thompson@example.com' })
  email: string;

  @ApiProperty({ type: DaycareSummaryDto })
  daycare: DaycareSummaryDto;

  @ApiProperty({ type: String, format: 'date-time' })
  requestedAt: Date;
}
