import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize, Public } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit/request-actor';
import { AccessRequestService } from './access-request.service';
import { ACCOUNT_MESSAGES } from './account-messages';
import { EmailOnlyDto, GrantAccessDto, RequestAccessDto, ResetPasswordDto } from './dto/account-requests.dto';
import { AccessRequestCreatedDto, MessageDto, PendingAccessDto } from './dto/account-responses.dto';
import { PasswordResetService } from './password-reset.service';

/** Letting a guardian into the daycare is managing who may do what there. */
const ACCESS_MANAGERS = { userTypes: [UserType.Admin, UserType.Super], roles: ['USER_ROLES'] } as const;

@ApiTags('Account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly passwordResets: PasswordResetService,
    private readonly accessRequests: AccessRequestService,
  ) {}

  @Post('forgotPassword')
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Mail a password reset code when an account uses the address' })
  @ApiAcceptedResponse({ type: MessageDto })
  async forgotPassword(@Body() { email }: EmailOnlyDto): Promise<MessageDto> {
    await this.passwordResets.sendResetCode(email);
    return { message: ACCOUNT_MESSAGES.resetCodeSent };
  }

  @Post('resetPassword')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Choose a new password with the mailed code; signs the account out everywhere' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: `${ACCOUNT_MESSAGES.invalidResetCode}, or the password breaks the password policy` })
  async resetPassword(@Body() form: ResetPasswordDto, @Ip() ip: string): Promise<MessageDto> {
    await this.passwordResets.resetPassword(form, ip);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  @Post('requestAccess')
  @Authorize({ userTypes: [UserType.User] })
  @ApiOperation({ summary: 'Ask to join another daycare (the pending request, if one is open already)' })
  @ApiCreatedResponse({ type: AccessRequestCreatedDto })
  @ApiNotFoundResponse({ description: 'This daycare was not found' })
  @ApiConflictResponse({ description: ACCOUNT_MESSAGES.alreadyMember })
  requestAccess(@CurrentUser() user: AuthenticatedUser, @Body() { daycareId }: RequestAccessDto): Promise<AccessRequestCreatedDto> {
    return this.accessRequests.request(user.id, daycareId);
  }

  @Get('pendingAccess')
  @Authorize(ACCESS_MANAGERS)
  @ApiOperation({ summary: "Guardians' pending requests to join the current daycare (Super: every daycare)" })
  @ApiOkResponse({ type: PendingAccessDto, isArray: true })
  pendingAccess(@CurrentUser() user: AuthenticatedUser): Promise<PendingAccessDto[]> {
    return this.accessRequests.pending(user);
  }

  @Post('grantAccess')
  @Authorize(ACCESS_MANAGERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Let the guardian join the requested daycare' })
  @ApiOkResponse({ description: 'The guardian is now a member of the daycare' })
  @ApiNotFoundResponse({ description: ACCOUNT_MESSAGES.accessRequestNotFound })
  grantAccess(@Actor() actor: RequestActor, @Body() { gId, accessId }: GrantAccessDto): Promise<void> {
    return this.accessRequests.grant(actor, gId, accessId);
  }
}
