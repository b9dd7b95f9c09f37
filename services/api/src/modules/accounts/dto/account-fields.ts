import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The longest address SMTP allows. */
const MAX_EMAIL_LENGTH = 254;

/** An e-mail address, compared and stored lower-case. */
export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'sarah.thompson@example.com', maxLength: MAX_EMAIL_LENGTH }),
    Transform(lowerCased),
    IsEmail({}, { message: 'email must be an e-mail address, like name@example.com' }),
    MaxLength(MAX_EMAIL_LENGTH, { message: `email must be at most ${MAX_EMAIL_LENGTH} characters` }),
  );

/** A required line of text, trimmed. */
export const TextField = (field: string, maxLength: number, example: string) =>
  applyDecorators(
    ApiProperty({ example, maxLength }),
    Transform(trimmed),
    IsString({ message: `${field} must be text` }),
    IsNotEmpty({ message: `${field} is required` }),
    MaxLength(maxLength, { message: `${field} must be at most ${maxLength} characters` }),
  );

/** The password as typed (never trimmed); the policy of @daycare/shared is applied by the service. */
export const PasswordField = () =>
  applyDecorators(
    ApiProperty({ example: 'maple syrup on pancakes', minLength: 8, maxLength: 128, format: 'password' }),
    IsString({ message: 'password must be text' }),
  );

/** A six-digit code from an e-mail; anything else gets the same answer as a wrong code. */
export const CodeField = (invalidMessage: string) =>
  applyDecorators(ApiProperty({ example: '042913', pattern: '^\\d{6}$' }), Transform(trimmed), IsString({ message: invalidMessage }), Matches(/^\d{6}$/, { message: invalidMessage }));
