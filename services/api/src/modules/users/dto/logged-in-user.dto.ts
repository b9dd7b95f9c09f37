import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Language, LANGUAGES, type ThemeName, UserType } from '@daycare/shared';
import { DaycareSummaryDto } from '../../daycare/dto/daycare.dto';
import { FeatureControlDto } from '../../daycare/dto/feature-control.dto';
import { RoleEntryDto } from '../../roles/dto/role.dto';

/** The logged-in user: who they are, where they work now, what they may use. */
export class LoggedInUserDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Sarah' })
  firstName: string;

  @ApiProperty({ example: 'Thompson' })
  lastName: string;

  @ApiProperty({ example: 'parent@demo.test' })
  email: string;

  @ApiProperty()
  emailConfirmed: boolean;

  @ApiProperty({ minimum: 0, maximum: 7, example: 7, description: 'Registration steps done (section 4)' })
  registerProgress: number;

  @ApiProperty()
  registrationComplete: boolean;

  @ApiProperty()
  profileComplete: boolean;

  @ApiProperty({ enum: ['light', 'dark'], enumName: 'ThemeName' })
  theme: ThemeName;

  @ApiProperty({ enum: [...LANGUAGES], enumName: 'Language', example: 'en', description: 'The language the apps speak to the user and e-mails are written in' })
  language: Language;

  @ApiProperty({ type: DaycareSummaryDto, nullable: true, description: 'The daycare the session works in' })
  daycare: DaycareSummaryDto | null;

  @ApiProperty({ type: DaycareSummaryDto, isArray: true, description: 'The daycares the user may switch to' })
  daycares: DaycareSummaryDto[];

  @ApiProperty({ type: Number, nullable: true, example: 1 })
  familyId: number | null;

  @ApiProperty()
  hasChildren: boolean;

  @ApiProperty({ description: 'True while someone with IMPERSONATION acts as this user' })
  impersonated: boolean;

  @ApiProperty()
  earlyAccess: boolean;

  @ApiProperty({ enum: UserType, enumName: 'UserType', example: UserType.User })
  type: UserType;

  @ApiProperty({ type: Number, nullable: true, description: 'Home room in the current daycare (staff and tablets)' })
  roomId: number | null;

  @ApiPropertyOptional({ description: 'Bearer token for every call (answered by sign-in, refresh, change center, impersonate)' })
  accessToken?: string;

  @ApiProperty({ type: Number, nullable: true, description: 'The real user id while impersonating' })
  impersonateId: number | null;

  @ApiProperty({ type: FeatureControlDto, description: 'Feature switches of the current daycare (all on without one)' })
  featureControl: FeatureControlDto;

  @ApiProperty({ type: RoleEntryDto, isArray: true, description: 'Roles held in the current daycare' })
  roles: RoleEntryDto[];
}

export class LoggedInUserResponseDto {
  @ApiProperty({ type: LoggedInUserDto })
  user: LoggedInUserDto;
}
