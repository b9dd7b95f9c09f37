import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import type { LoggedInUserDto } from '../users/dto/logged-in-user.dto';
import { LoggedInUserService } from '../users/logged-in-user.service';
import { CsrfService } from './csrf.service';
import { setRefreshCookie } from './refresh-cookie';
import { type IssuedSession, SessionService } from './session.service';
import { TokenService } from './token.service';

/** Answers a new or renewed session: the logged-in user with its access token, the refresh cookie, and a forgery cookie bound to the session. */
@Injectable()
export class SignedInUserService {
  constructor(
    private readonly loggedInUsers: LoggedInUserService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly csrf: CsrfService,
  ) {}

  async respond(reply: FastifyReply, issued: IssuedSession): Promise<LoggedInUserDto> {
    const { session } = issued;
    this.handOver(reply, issued);
    const user = await this.loggedInUsers.build({ userId: session.userId, daycareId: session.daycareId, impersonatorId: session.impersonatorId });
    const accessToken = await this.tokens.signAccessToken({
      userId: session.userId,
      sessionId: session.id,
      daycareId: session.daycareId,
      userType: user.type,
      impersonatorId: session.impersonatorId,
    });
    return { ...user, accessToken };
  }

  /** The session's cookies: its refresh token (HttpOnly) and a forgery cookie bound to it; never kept by a cache. */
  handOver(reply: FastifyReply, issued: IssuedSession): void {
    reply.header('cache-control', 'no-store');
    setRefreshCookie(reply, issued);
    this.csrf.setCookie(reply, issued.session.id);
  }

  /** Change Center: the caller's session moves to `daycareId`, which the caller has checked is theirs. */
  async changeDaycare(reply: FastifyReply, user: AuthenticatedUser, daycareId: number): Promise<LoggedInUserDto> {
    return this.respond(reply, await this.sessions.changeDaycare(user.sessionId, daycareId));
  }
}
