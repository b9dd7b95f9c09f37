import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import { INVITATION_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize, Public } from '../../common/authorization/access.decorators';
import { Actor, type RequestActor } from '../audit';
import { AcceptInvitationDto, CreateInvitationDto, InvitationDto, InvitationIdDto, InvitationPreviewDto, InvitationTokenQueryDto } from './dto/invitation.dto';
import { INVITATION_MESSAGES, InvitationService } from './invitation.service';

const THROTTLED = 'Too many links that lead nowhere from this address: wait the seconds the answer names (retryAfterSeconds)';
const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super] };

/** Where the invited person opens the link: the address the director is using. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Staff invitations: directors send, list, resend and revoke them; the invited person accepts without a session. */
@ApiTags('Invitation')
@Controller('invitation')
export class InvitationController {
  constructor(private readonly invitations: InvitationService) {}

  @Post('create')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Invite a new staff member by e-mail, with a one-time link valid 7 days' })
  @ApiOkResponse({ type: InvitationDto })
  @ApiBadRequestResponse({ description: INVITATION_MESSAGES.emailTaken })
  create(@Actor() actor: RequestActor, @Body() body: CreateInvitationDto, @Req() request: FastifyRequest): Promise<InvitationDto> {
    return this.invitations.create(actor, body, originOf(request));
  }

  @Get('list')
  @Authorize(DIRECTORS)
  @ApiOperation({ summary: "The daycare's staff invitations, newest first" })
  @ApiOkResponse({ type: [InvitationDto] })
  list(@Actor() actor: RequestActor): Promise<InvitationDto[]> {
    return this.invitations.list(actor);
  }

  @Post('resend')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mail a new link valid 7 days; the previous link stops working' })
  @ApiOkResponse({ type: InvitationDto })
  @ApiNotFoundResponse({ description: INVITATION_NOT_FOUND })
  resend(@Actor() actor: RequestActor, @Body() body: InvitationIdDto, @Req() request: FastifyRequest): Promise<InvitationDto> {
    return this.invitations.resend(actor, body.id, originOf(request));
  }

  @Post('revoke')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Revoke an invitation; its link stops working' })
  @ApiOkResponse({ type: InvitationDto })
  @ApiNotFoundResponse({ description: INVITATION_NOT_FOUND })
  revoke(@Actor() actor: RequestActor, @Body() body: InvitationIdDto): Promise<InvitationDto> {
    return this.invitations.revoke(actor, body.id);
  }

  @Get('byToken')
  @Public()
  @ApiOperation({ summary: 'Who an invitation link is for, before they choose a password' })
  @ApiOkResponse({ type: InvitationPreviewDto })
  @ApiNotFoundResponse({ description: INVITATION_MESSAGES.linkInvalid })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  byToken(@Query() query: InvitationTokenQueryDto, @Ip() ip: string): Promise<InvitationPreviewDto> {
    return this.invitations.preview(query.token, ip);
  }

  @Post('accept')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Choose a password and create the staff account of an invitation; then sign in' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'The password breaks the password policy, or the address has an account already' })
  @ApiNotFoundResponse({ description: INVITATION_MESSAGES.linkInvalid })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  async accept(@Body() body: AcceptInvitationDto, @Ip() ip: string): Promise<void> {
    await this.invitations.accept(body, ip);
  }
}
