import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

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

/** A refresh token, as answered by sign-in or the previous refresh. */
export class RefreshTokenDto {
  @ApiProperty({ description: 'The refresh token of the stored user' })
  @IsString({ message: 'token must be a refresh token' })
  @IsNotEmpty({ message: 'token must be a refresh token' })
  @MaxLength(200, { message: 'token must be a refresh token' })
  token: string;
}

/** The user whose sessions end, or who is impersonated. */
export class UserIdDto {
  @ApiProperty({ example: 4 })
  @Type(() => Number)
  @IsInt({ message: 'userId must be a whole number' })
  @Min(1, { message: 'userId must be a whole number' })
  userId: number;
}
