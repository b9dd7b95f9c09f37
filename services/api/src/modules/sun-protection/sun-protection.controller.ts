import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { CHILD_NOT_FOUND, ROOM_NOT_FOUND, SUN_APPLICATION_NOT_FOUND, SUN_CONSENT_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { SunProtectionService } from './sun-protection.service';
import { ApplicationIdDto, ApplySunProductDto, ConsentIdDto, GrantSunConsentDto, SunApplicationDto, SunChildDto, SunConsentDto, SunRoomDto, SunRoomQueryDto } from './dto/sun-protection.dto';

const DAYCARE_SIDE: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super, UserType.Tablet] };
const FAMILIES_AND_DIRECTORS: AccessRule = { userTypes: [UserType.User, UserType.Admin, UserType.Super] };
const GUARDIANS: AccessRule = { userTypes: [UserType.User] };

/** Sunscreen and insect repellent: the family's permission and each application by the daycare. */
@ApiTags('Sun protection')
@Controller('sunprotection')
export class SunProtectionController {
  constructor(private readonly sunProtection: SunProtectionService) {}

  @Get('room')
  @Authorize(DAYCARE_SIDE)
  @ApiOperation({ summary: "The room's children with their sunscreen and repellent permissions and the day's applications (staff and tablets: their own room)" })
  @ApiOkResponse({ type: SunRoomDto })
  @ApiNotFoundResponse({ description: ROOM_NOT_FOUND })
  room(@CurrentUser() user: AuthenticatedUser, @Query() query: SunRoomQueryDto): Promise<SunRoomDto> {
    return this.sunProtection.room(user, query.roomId, query.day);
  }

  @Get('family')
  @Authorize(GUARDIANS)
  @ApiOperation({ summary: "The guardian's children with their permissions and the applications of the last 7 days" })
  @ApiOkResponse({ type: SunChildDto, isArray: true })
  family(@CurrentUser() user: AuthenticatedUser): Promise<SunChildDto[]> {
    return this.sunProtection.family(user);
  }

  @Post('consent')
  @Authorize(FAMILIES_AND_DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Give permission for sunscreen or insect repellent (a guardian of the child or a director); it replaces the one in force' })
  @ApiOkResponse({ type: SunConsentDto })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  grant(@Actor() actor: RequestActor, @Body() body: GrantSunConsentDto): Promise<SunConsentDto> {
    return this.sunProtection.grant(actor, body);
  }

  @Post('withdraw')
  @Authorize(FAMILIES_AND_DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Withdraw a permission; the applications already given stay on record' })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiBadRequestResponse({ description: 'Already withdrawn' })
  @ApiNotFoundResponse({ description: SUN_CONSENT_NOT_FOUND })
  async withdraw(@Actor() actor: RequestActor, @Body() body: ConsentIdDto): Promise<void> {
    await this.sunProtection.withdraw(actor, body.consentId);
  }

  @Post('apply')
  @Authorize(DAYCARE_SIDE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Record one application for each of the children, all or none; each needs the family’s permission' })
  @ApiOkResponse({ type: SunApplicationDto, isArray: true })
  @ApiBadRequestResponse({ description: 'A child without the permission, or a time in the future' })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  apply(@Actor() actor: RequestActor, @Body() body: ApplySunProductDto): Promise<SunApplicationDto[]> {
    return this.sunProtection.apply(actor, body);
  }

  @Delete('application')
  @Authorize(DAYCARE_SIDE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an application recorded in error' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: SUN_APPLICATION_NOT_FOUND })
  async removeApplication(@Actor() actor: RequestActor, @Query() query: ApplicationIdDto): Promise<void> {
    await this.sunProtection.removeApplication(actor, query.applicationId);
  }
}
