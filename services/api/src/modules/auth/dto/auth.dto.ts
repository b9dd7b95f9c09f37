import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdField } from '../../../common/validation/number-fields';

export class LoginDto {
  @ApiProperty({ example: 'parent@demo.test' })
  @IsString({ message: 'Enter your email address' })
  @IsNotEmpty({ message: 'Enter your email address' })
  @MaxLength(320, { message: 'email must be at most 320 characters' })
  email: string;

  @ApiProperty({ example: 'Demo!2026', format: 'password' })
  @IsString({ message: 'Enter your password' })
  @IsNotEmpty({ message: 'Enter your password' })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  password: string;
}

/** A refresh token; browsers send none and the gateway reads the HttpOnly refresh cookie instead. */
export class RefreshTokenDto {
  @ApiPropertyOptional({ description: 'A refresh token; without it, the one in the refresh cookie' })
  @IsOptional()
  @IsString({ message: 'token must be a refresh token' })
  @IsNotEmpty({ message: 'token must be a refresh token' })
  @MaxLength(200, { message: 'token must be a refresh token' })
  token?: string;
}

/** The user whose sessions end, or who is impersonated. */
export class UserIdDto {
  @IdField({ example: 4 })
  userId: number;
}
