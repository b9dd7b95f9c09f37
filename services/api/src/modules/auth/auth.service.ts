import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { MESSAGES, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { auditIdentity, type RequestActor } from '../audit/request-actor';
import { AccessService } from '../../common/access';
import { LoggedInUserService } from '../users/logged-in-user.service';
import { UserDaycare } from '../users/user-daycare.entity';
import { User } from '../users/user.entity';
import { AUTH_MESSAGES } from './auth-messages';
import type { LoginDto } from './dto/auth.dto';
import { LoginThrottleService, throttleKeys } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { type IssuedSession, SessionService } from './session.service';

/** The account the email names (if any) and whether the password was its own. */
interface PasswordCheck {
  accountId: number | null;
  valid: boolean;
}

/** Sign-in, refresh and sign-out; a session answers through {@link SignedInUserService}. */
@Injectable()
export class AuthService {
  constructor(
    private readonly access: AccessService,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionService,
    private readonly loggedInUsers: LoggedInUserService,
    private readonly audit: AuditService,
  ) {}

  /** Unknown email and wrong password get the same answer after the same work. */
  async login({ email, password }: LoginDto, ip: string): Promise<IssuedSession> {
    const address = email.trim().toLowerCase();
    const { accountId, valid } = await this.checkPassword(address, password, ip);
    // Failed attempts on a known account go to its daycare's log, where its directors can see them.
    const daycareId = accountId === null ? null : await this.loggedInUsers.defaultDaycareId(accountId);
    const target = accountId === null ? null : `user:${accountId}`;
    if (!valid || accountId === null) {
      await this.audit.record({ daycareId, actorId: null, impersonatorId: null, action: 'sign-in.failed', target, detail: { email: address }, ip });
      throw new UnauthorizedException(AUTH_MESSAGES.wrongCredentials);
    }
    const issued = await this.sessions.start({ userId: accountId, daycareId });
    await this.audit.record({ daycareId, actorId: accountId, impersonatorId: null, action: 'sign-in', target, ip });
    return issued;
  }

  /** Without a token (no body, no cookie) the session is as good as expired. */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return this.sessions.rotate(refreshToken);
  }

  /** Ends the token's session; signing out of an impersonation signs the real user out as well. */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const session = await this.sessions.findByRefreshToken(refreshToken);
    if (session) await this.sessions.end(session.impersonatorSessionId ?? session.id, 'logout');
  }

  /** Every session of the person at the keyboard (the real user while impersonating). */
  async logoutEverywhere({ user }: RequestActor): Promise<void> {
    await this.sessions.endAllOf(user.impersonatorId ?? user.id, 'logout-everywhere');
  }

  /** An admin (USER_ROLES, checked by the guard) ends the sessions of someone in their daycare; Super of anyone. */
  async endSessions(actor: RequestActor, userId: number): Promise<void> {
    const { user } = actor;
    const found =
      user.type === UserType.Super
        ? await this.dataSource.getRepository(User).existsBy({ id: userId })
        : await this.dataSource.getRepository(UserDaycare).existsBy({ userId, daycareId: this.access.daycareId(user) });
    if (!found) throw new NotFoundException(AUTH_MESSAGES.userNotInDaycare);
    await this.sessions.endAllOf(userId, 'ended-by-admin');
    await this.audit.record({ ...auditIdentity(actor), action: 'sessions.end', target: `user:${userId}` });
  }

  /** Judged under the throttle's lock, so parallel guesses cannot slip past the counters. */
  private checkPassword(email: string, password: string, ip: string): Promise<PasswordCheck> {
    const keys = throttleKeys(email, ip);
    return this.dataSource.transaction(async (manager) => {
      await this.throttle.lock(manager, keys);
      await this.throttle.assertMayTry(manager, keys);
      const account = await manager.findOne(User, { select: { id: true, passwordHash: true }, where: { email } });
      const valid = await this.hasher.verify(account?.passwordHash, password);
      if (valid) await this.throttle.clearAfterSignIn(manager, keys);
      else await this.throttle.recordFailure(manager, keys);
      return { accountId: account?.id ?? null, valid };
    });
  }
}
