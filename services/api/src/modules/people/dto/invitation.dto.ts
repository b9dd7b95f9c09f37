import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { type Language, ROLE_CODES, type RoleCode } from '@daycare/shared';
import { ArrayMaxSize, ArrayUnique, IsArray, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LanguageField } from '../../../common/validation/language-field';
import { IdField } from '../../../common/validation/number-fields';
import { MAX_NAME, TextField } from './child-fields';
import { LabelledDto } from './people.dto';

export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
/** The longest address SMTP allows. */
const MAX_EMAIL = 254;
/** Tokens are 32 random bytes in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_REFUSED = 'token must be the code from the invitation link';

const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const TokenField = () => applyDecorators(ApiProperty({ example: 'q3Vb0c2s1ZyQ0ktq3Vb0c2s1ZyQ0ktq3Vb0c2s1ZyQ0' }), IsString({ message: TOKEN_REFUSED }), Matches(TOKEN, { message: TOKEN_REFUSED }));

export class CreateInvitationDto {
  @ApiProperty({ example: 'new.educator@example.com', maxLength: MAX_EMAIL })
  @Transform(lowerCased)
  @IsEmail({}, { message: 'email must be an e-mail address, like name@example.com' })
  @MaxLength(MAX_EMAIL, { message: `email must be at most ${MAX_EMAIL} characters` })
  email: string;

  @TextField('firstName', MAX_NAME, { example: 'Ana' })
  firstName: string;

  @TextField('lastName', MAX_NAME, { example: 'Costa' })
  lastName: string;

  @IdField({ optional: true, description: 'The home room the new staff member starts in' })
  roomId?: number;

  @ApiProperty({ enum: ROLE_CODES, enumName: 'RoleCode', isArray: true, required: false, example: ['ATTENDANCE_CHILD'] })
  @IsOptional()
  @IsArray({ message: 'roles must be a list of role codes' })
  @ArrayUnique({ message: 'roles must not repeat a role' })
  @ArrayMaxSize(ROLE_CODES.length, { message: 'roles must not repeat a role' })
  @IsIn(ROLE_CODES, { each: true, message: `each of roles must be one of: ${ROLE_CODES.join(', ')}` })
  roles?: RoleCode[];

  @LanguageField({ optional: true, description: "The language of the invitation e-mail and of the new account; the director's own when left out" })
  language?: Language;
}

export class InvitationIdDto {
  @IdField({ example: 3 })
  id: number;
}

export class InvitationTokenQueryDto {
  @TokenField()
  token: string;
}

export class AcceptInvitationDto {
  @TokenField()
  token: string;

  @ApiProperty({ example: 'maple syrup on pancakes', minLength: 8, maxLength: 128, format: 'password' })
  @IsString({ message: 'password must be text' })
  password: string;
}

export class InvitationDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'new.educator@example.com' })
  email: string;

  @ApiProperty({ example: 'Ana Costa' })
  label: string;

  @ApiProperty({ type: LabelledDto, nullable: true })
  room: LabelledDto | null;

  @ApiProperty({ enum: ROLE_CODES, enumName: 'RoleCode', isArray: true })
  roles: RoleCode[];

  @ApiProperty({ type: String, format: 'date-time' })
  invitedAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ enum: [...INVITATION_STATES], enumName: 'InvitationState' })
  state: InvitationState;
}

export class InvitationPreviewDto {
  @ApiProperty({ example: 'new.educator@example.com' })
  email: string;

  @ApiProperty({ example: 'Ana Costa' })
  label: string;

  @ApiProperty({ example: 'Sunshine Daycare', description: 'The name of the daycare that invites' })
  daycare: string;
}
