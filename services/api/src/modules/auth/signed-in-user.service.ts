import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import type { LoggedInUserDto } from '../users/dto/logged-in-user.dto';
import { LoggedInUserService } from '../users/logged-in-user.service';
import { CsrfService } from './csrf.service';
import { type IssuedSession, SessionService } from './session.service';
import { TokenService } from './token.service';

/** Answers a new or renewed session: the logged-in user with its tokens, and a forgery cookie bound to the session. */
@Injectable()
export class SignedInUserService {
  constructor(
    private readonly loggedInUsers: LoggedInUserService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly csrf: CsrfService,
  ) {}

  async respond(reply: FastifyReply, { session, refreshToken }: IssuedSession): Promise<LoggedInUserDto> {
    const user = await this.loggedInUsers.build({ userId: session.userId, daycareId: session.daycareId, impersonatorId: session.impersonatorId });
    const accessToken = await this.tokens.signAccessToken({
      userId: session.userId,
      sessionId: session.id,
      daycareId: session.daycareId,
      userType: user.type,
      impersonatorId: session.impersonatorId,
    });
    this.csrf.setCookie(reply, session.id);
    return { ...user, accessToken, refreshToken };
  }

  /** Change Center: the caller's session moves to `daycareId`, which the caller has checked is theirs. */
  async changeDaycare(reply: FastifyReply, user: AuthenticatedUser, daycareId: number): Promise<LoggedInUserDto> {
    return this.respond(reply, await this.sessions.changeDaycare(user.sessionId, daycareId));
  }
}
