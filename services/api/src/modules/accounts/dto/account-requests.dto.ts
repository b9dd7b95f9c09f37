import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import type { Language } from '@daycare/shared';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { LanguageField } from '../../../common/validation/language-field';
import { IdField } from '../../../common/validation/number-fields';
import { CodeField, EmailField, PasswordField, TextField } from './account-fields';

const upperCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

const NAME_MAX = 100;
const REFERRAL_CODE_MAX = 32;

export class CreateUserDto {
  @TextField('firstName', NAME_MAX, 'Sarah')
  firstName: string;

  @TextField('lastName', NAME_MAX, 'Thompson')
  lastName: string;

  @EmailField()
  email: string;

  @PasswordField()
  password: string;

  @IdField({ optional: true, example: 1, description: "The daycare of a public registration link: the guardian joins it at once" })
  daycareId?: number;

  @ApiPropertyOptional({ example: 'A1B2C3D4E5', description: 'The referral code of the person who recommended Daycare' })
  @IsOptional()
  @Transform(upperCased)
  @IsString({ message: ACCOUNT_MESSAGES.invalidReferralCode })
  @MaxLength(REFERRAL_CODE_MAX, { message: ACCOUNT_MESSAGES.invalidReferralCode })
  referralCode?: string;

  @LanguageField({ optional: true, description: "The language the visitor reads the product in: the account keeps it, and its e-mails are written in it (English when left out)" })
  language?: Language;
}

export class EmailOnlyDto {
  @EmailField()
  email: string;
}

export class ConfirmEmailDto {
  @CodeField(ACCOUNT_MESSAGES.invalidConfirmationCode)
  code: string;

  @EmailField()
  email: string;
}

export class ResetPasswordDto {
  @EmailField()
  email: string;

  @CodeField(ACCOUNT_MESSAGES.invalidResetCode)
  code: string;

  @PasswordField()
  password: string;
}

export class UpdateReferralQueryDto {
  @ApiProperty({ example: 'A1B2C3D4E5' })
  @Transform(upperCased)
  @IsString({ message: ACCOUNT_MESSAGES.invalidReferralCode })
  @MaxLength(REFERRAL_CODE_MAX, { message: ACCOUNT_MESSAGES.invalidReferralCode })
  referralCode: string;
}

/** 10 to 13 digits with the usual separators: the US mask (000) 000-0000, a Brazilian number, a + prefix. */
const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){10,13}[\s().-]*$/;
/** Canadian (K1A 0B1), US (90210, 90210-1234) and Brazilian (01310-100) postal codes, and the like. */
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

export class SaveProfileDto {
  @TextField('phone', 25, '(613) 555-0142')
  @Matches(PHONE_PATTERN, { message: 'phone must be a phone number, like (613) 555-0142' })
  phone: string;

  @TextField('address', 200, '24 Sussex Drive')
  address: string;

  @TextField('city', 100, 'Ottawa')
  city: string;

  @TextField('province', 100, 'Ontario')
  province: string;

  @TextField('postalCode', 10, 'K1A 0B1')
  @Matches(POSTAL_CODE_PATTERN, { message: 'postalCode must be a postal or ZIP code, like K1A 0B1 or 90210' })
  postalCode: string;
}

export class RequestAccessDto {
  @IdField({ example: 2 })
  daycareId: number;
}

export class GrantAccessDto {
  @IdField({ example: 9 })
  gId: number;

  @IdField({ example: 3 })
  accessId: number;
}
