import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROLE_CODES, UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit/request-actor';
import { AddAdminResultDto, GuardianRolesDto, RoleEntryDto, StaffRolesDto, UserRoleDto } from './dto/role.dto';
import { AddAdminDto, CreateUserRoleDto, GuardianUserRolesQueryDto, RemoveUserRoleQueryDto, UpdateGuardianRolesDto } from './dto/role-requests.dto';
import { UserRolesService } from './user-roles.service';

/** Who may manage roles: Admin or Super passing the USER_ROLES role check (BUSINESS_MANAGER and DIRECTOR pass it too). */
const ROLE_MANAGERS = { userTypes: [UserType.Admin, UserType.Super], roles: ['USER_ROLES'] } as const;

@ApiTags('User roles')
@Controller('userrole')
export class UserRoleController {
  constructor(private readonly userRoles: UserRolesService) {}

  @Get('list')
  @Authorize()
  @ApiOperation({ summary: "Every role code; the apps name each and say what it allows in the reader's language" })
  @ApiOkResponse({ type: RoleEntryDto, isArray: true })
  list(): RoleEntryDto[] {
    return ROLE_CODES.map((code) => ({ code }));
  }

  @Get('listGrouped')
  @Authorize(ROLE_MANAGERS)
  @ApiOperation({ summary: 'Staff, tablets and admins of the current daycare with the roles they hold there' })
  @ApiOkResponse({ type: StaffRolesDto, isArray: true })
  listGrouped(@CurrentUser() user: AuthenticatedUser): Promise<StaffRolesDto[]> {
    return this.userRoles.listGrouped(user.daycareId);
  }

  @Get('myroles')
  @Authorize()
  @ApiOperation({ summary: 'The roles the signed-in user holds in the current daycare' })
  @ApiOkResponse({ type: RoleEntryDto, isArray: true })
  myroles(@CurrentUser() user: AuthenticatedUser): RoleEntryDto[] {
    return user.roles.map((code) => ({ code }));
  }

  @Post('create')
  @Authorize(ROLE_MANAGERS)
  @ApiOperation({ summary: 'Give a member of the current daycare a role there' })
  @ApiCreatedResponse({ type: UserRoleDto })
  @ApiNotFoundResponse({ description: 'The user is not a member of the current daycare' })
  @ApiConflictResponse({ description: 'The user already holds the role' })
  create(@Actor() actor: RequestActor, @Body() body: CreateUserRoleDto): Promise<UserRoleDto> {
    return this.userRoles.grant(actor, body.userId, body.code);
  }

  @Delete('remove')
  @Authorize(ROLE_MANAGERS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Take a role away (the id of the role entry)' })
  @ApiNoContentResponse({ description: 'The role is gone' })
  @ApiNotFoundResponse({ description: 'No such role entry in the current daycare' })
  remove(@Actor() actor: RequestActor, @Query() query: RemoveUserRoleQueryDto): Promise<void> {
    return this.userRoles.revoke(actor, query.id);
  }

  @Get('listGuardianUserRoles')
  @Authorize(ROLE_MANAGERS)
  @ApiOperation({ summary: 'Guardians of the current daycare with the roles they hold there' })
  @ApiOkResponse({ type: GuardianRolesDto, isArray: true })
  @ApiNotFoundResponse({ description: 'daycareId is not the current daycare' })
  listGuardianUserRoles(@Actor() actor: RequestActor, @Query() query: GuardianUserRolesQueryDto): Promise<GuardianRolesDto[]> {
    return this.userRoles.listGuardians(actor, query.daycareId);
  }

  @Post('updateGuardianRoles')
  @Authorize(ROLE_MANAGERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set every role a guardian holds in the current daycare' })
  @ApiOkResponse({ type: UserRoleDto, isArray: true })
  @ApiNotFoundResponse({ description: 'The user is not a guardian of the current daycare' })
  updateGuardianRoles(@Actor() actor: RequestActor, @Body() body: UpdateGuardianRolesDto): Promise<UserRoleDto[]> {
    return this.userRoles.setGuardianRoles(actor, body.userId, body.codes);
  }

  @Post('addAdmin')
  @Authorize(ROLE_MANAGERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Make an existing account an admin of the current daycare' })
  @ApiOkResponse({ type: AddAdminResultDto })
  @ApiNotFoundResponse({ description: 'No account uses this email address' })
  @ApiBadRequestResponse({ description: 'The account cannot become an admin here (a guardian, a tablet, or staff of another daycare)' })
  addAdmin(@Actor() actor: RequestActor, @Body() body: AddAdminDto): Promise<AddAdminResultDto> {
    return this.userRoles.addAdmin(actor, body.email);
  }
}
