import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { MESSAGES, UserType } from '@daycare/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authorize, Public } from '../../common/authorization/access.decorators';
import { Actor, type RequestActor } from '../audit/request-actor';
import { LoggedInUserDto } from '../users/dto/logged-in-user.dto';
import { AUTH_MESSAGES } from './auth-messages';
import { AuthService } from './auth.service';
import { ANONYMOUS, CsrfService } from './csrf.service';
import { LoginDto, RefreshTokenDto, UserIdDto } from './dto/auth.dto';
import { ImpersonationService } from './impersonation.service';
import { clearRefreshCookie, refreshCookie } from './refresh-cookie';
import { SignedInUserService } from './signed-in-user.service';

@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly impersonation: ImpersonationService,
    private readonly signedIn: SignedInUserService,
    private readonly forgeryCookies: CsrfService,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: LoggedInUserDto })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.wrongCredentials })
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-in attempts: wait the seconds the answer names (retryAfterSeconds), then try again' })
  async login(@Body() body: LoginDto, @Ip() ip: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoggedInUserDto> {
    return this.signedIn.respond(reply, await this.auth.login(body, ip));
  }

  @Post('refreshTokenV2')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Trade the refresh token (the body\'s, else the refresh cookie\'s) for new tokens and the current user info' })
  @ApiOkResponse({ type: LoggedInUserDto })
  @ApiUnauthorizedResponse({ description: MESSAGES.sessionExpired })
  async refreshTokenV2(@Body() body: RefreshTokenDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoggedInUserDto> {
    return this.signedIn.respond(reply, await this.auth.refresh(body.token ?? refreshCookie(request)));
  }

  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End the session of this refresh token (the body\'s, else the refresh cookie\'s; an unknown one is fine too)' })
  @ApiNoContentResponse()
  async logout(@Body() body: RefreshTokenDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(body.token ?? refreshCookie(request));
    clearRefreshCookie(reply);
    this.forgeryCookies.setCookie(reply, ANONYMOUS);
  }

  @Get('csrf')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Set the forgery-protection cookie (XSRF-TOKEN) the client echoes in X-XSRF-TOKEN' })
  @ApiNoContentResponse()
  csrf(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): void {
    this.forgeryCookies.setCookie(reply, request.csrfBinding ?? ANONYMOUS);
  }

  @Post('logoutEverywhere')
  @Authorize()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End every session of the signed-in user' })
  @ApiNoContentResponse()
  async logoutEverywhere(@Actor() actor: RequestActor): Promise<void> {
    await this.auth.logoutEverywhere(actor);
  }

  @Post('endSessions')
  @Authorize({ userTypes: [UserType.Admin, UserType.Super], roles: ['USER_ROLES'] })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "End a user's sessions (Admin with USER_ROLES, for their daycare; Super, anyone)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: AUTH_MESSAGES.userNotInDaycare })
  async endSessions(@Actor() actor: RequestActor, @Body() body: UserIdDto): Promise<void> {
    await this.auth.endSessions(actor, body.userId);
  }

  @Post('impersonate')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Super], roles: ['IMPERSONATION'] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Act as another user of the current daycare (IMPERSONATION role, or Super)' })
  @ApiOkResponse({ type: LoggedInUserDto })
  @ApiBadRequestResponse({ description: `${AUTH_MESSAGES.cannotImpersonateSelf}; ${AUTH_MESSAGES.cannotImpersonateSuper}` })
  @ApiNotFoundResponse({ description: AUTH_MESSAGES.userNotInDaycare })
  async impersonate(@Actor() actor: RequestActor, @Body() body: UserIdDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoggedInUserDto> {
    return this.signedIn.respond(reply, await this.impersonation.start(actor, body.userId));
  }

  @Post('stopImpersonation')
  @Authorize()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "End the impersonation; the real user's session gets its cookies back and the client restores the user it saved aside" })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: AUTH_MESSAGES.notImpersonating })
  async stopImpersonation(@Actor() actor: RequestActor, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    this.signedIn.handOver(reply, await this.impersonation.stop(actor));
  }
}
