import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateBy, ValidateNested, type ValidationArguments } from 'class-validator';

export const PHONE_COUNTRIES = ['US', 'BR'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/** How many digits a number of each country has: US (000) 000-0000, BR (00) 0000-0000 or (00) 00000-0000. */
export const PHONE_DIGITS: Record<PhoneCountry, readonly number[]> = { US: [10], BR: [10, 11] };

function isPhoneNumberOf(value: unknown, country: unknown): boolean {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return false;
  return (PHONE_COUNTRIES as readonly unknown[]).includes(country) && PHONE_DIGITS[country as PhoneCountry].includes(value.length);
}

/** A phone number as digits with its country; the apps format it with the country's mask. */
export class PhoneDto {
  @ApiProperty({ enum: [...PHONE_COUNTRIES], enumName: 'PhoneCountry', example: 'US' })
  @IsIn(PHONE_COUNTRIES, { message: 'a phone country must be US or BR' })
  country: PhoneCountry;

  @ApiProperty({ example: '4165550123', pattern: '^\\d{10,11}$', description: 'Digits only: 10 for US, 10 or 11 for BR' })
  @ValidateBy({
    name: 'isPhoneNumberOfCountry',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => isPhoneNumberOf(value, (args?.object as PhoneDto | undefined)?.country),
      defaultMessage: () => 'a phone number must be digits only: 10 for a US number, 10 or 11 (with the area code) for a Brazilian one',
    },
  })
  number: string;
}

interface PhoneFieldOptions {
  /** The field may be left out of the body. */
  optional?: boolean;
  description?: string;
}

/** A phone, or null for none. */
export function PhoneField(field: string, { optional = false, description }: PhoneFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: PhoneDto, nullable: true, required: !optional, description }),
    IsOptional(),
    IsObject({ message: `${field} must be a phone { country, number } or null` }),
    ValidateNested(),
    Type(() => PhoneDto),
  );
}

/** A person's three phones, each null when unknown; records answer it and updates take it, checked the same way. */
export class PhonesDto {
  @PhoneField('mobile')
  mobile: PhoneDto | null;

  @PhoneField('home')
  home: PhoneDto | null;

  @PhoneField('work')
  work: PhoneDto | null;
}
