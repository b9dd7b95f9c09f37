import { BadRequestException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MESSAGES, typePassesRole, UserType } from '@daycare/shared';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { RequestActor } from '../audit/request-actor';
import { AccessService } from '../../common/access';
import { LoggedInUserService } from '../users/logged-in-user.service';
import { UserDaycare } from '../users/user-daycare.entity';
import { UserRole } from '../users/user-role.entity';
import { User } from '../users/user.entity';
import { AUTH_MESSAGES } from './auth-messages';
import { type IssuedSession, SessionService } from './session.service';

/** How far a user type reaches: a tablet works in one room as staff do in their daycare; Super in all. */
const RIGHTS_RANK: Readonly<Record<UserType, number>> = {
  [UserType.User]: 0,
  [UserType.Tablet]: 1,
  [UserType.Staff]: 1,
  [UserType.Admin]: 2,
  [UserType.Super]: 3,
};

/** Acting as another user, for support: a session of its own, tied to the real user's, audited at both ends. */
@Injectable()
export class ImpersonationService {
  constructor(
    private readonly access: AccessService,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserDaycare) private readonly memberships: Repository<UserDaycare>,
    @InjectRepository(UserRole) private readonly userRoles: Repository<UserRole>,
    private readonly sessions: SessionService,
    private readonly loggedInUsers: LoggedInUserService,
    private readonly audit: AuditService,
  ) {}

  async start(actor: RequestActor, targetId: number): Promise<IssuedSession> {
    const { user } = actor;
    if (user.impersonatorId !== null) throw new BadRequestException(AUTH_MESSAGES.alreadyImpersonating);
    if (targetId === user.id) throw new BadRequestException(AUTH_MESSAGES.cannotImpersonateSelf);
    const target = await this.users.findOne({ select: { id: true, type: true }, where: { id: targetId } });
    if (!target) throw new NotFoundException(AUTH_MESSAGES.userNotInDaycare);
    if (target.type === UserType.Super) throw new BadRequestException(AUTH_MESSAGES.cannotImpersonateSuper);
    const daycareId = await this.daycareFor(actor, targetId);
    await this.assertNoMoreRights(actor, target.type, targetId, daycareId);
    // The impersonation never outlives the session it was started from.
    const ownSession = await this.sessions.findActive(user.sessionId);
    const issued = await this.sessions.start({
      userId: targetId,
      daycareId,
      impersonatorId: user.id,
      impersonatorSessionId: user.sessionId,
      absoluteExpiresAt: ownSession?.absoluteExpiresAt,
    });
    await this.record(actor, daycareId, targetId, 'impersonation.start');
    return issued;
  }

  /**
   * Ends the impersonation session and answers the real user's session with a fresh refresh token:
   * the browser's cookie held the impersonation's, and only hashes of the real one are stored.
   */
  async stop(actor: RequestActor): Promise<IssuedSession> {
    const { user } = actor;
    const session = await this.sessions.findActive(user.sessionId);
    if (user.impersonatorId === null || !session?.impersonatorSessionId) throw new BadRequestException(AUTH_MESSAGES.notImpersonating);
    await this.sessions.end(session.id, 'impersonation-ended');
    await this.record(actor, user.daycareId, user.id, 'impersonation.stop');
    return this.resume(session.impersonatorSessionId);
  }

  /** Re-keys the real session where it is (same daycare): a new refresh token, the earlier ones spent. */
  private async resume(sessionId: string): Promise<IssuedSession> {
    const session = await this.sessions.findActive(sessionId);
    if (!session) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return this.sessions.changeDaycare(sessionId, session.daycareId);
  }

  /**
   * Holders of IMPERSONATION (checked by the guard) act within their current daycare, on its
   * members. Super acts on anyone, staying in the current daycare when the target belongs to it.
   */
  private async daycareFor({ user }: RequestActor, targetId: number): Promise<number | null> {
    if (user.type === UserType.Super) {
      const inCurrent = user.daycareId !== null && (await this.memberships.existsBy({ userId: targetId, daycareId: user.daycareId }));
      return inCurrent ? user.daycareId : this.loggedInUsers.defaultDaycareId(targetId);
    }
    const daycareId = this.access.daycareId(user);
    if (!(await this.memberships.existsBy({ userId: targetId, daycareId }))) throw new NotFoundException(AUTH_MESSAGES.userNotInDaycare);
    return daycareId;
  }

  /**
   * Impersonation never gives more than the impersonator holds: the target's type ranks no higher,
   * and the impersonator passes the role check for every role the target holds in that daycare.
   */
  private async assertNoMoreRights({ user }: RequestActor, targetType: UserType, targetId: number, daycareId: number | null): Promise<void> {
    const targetRoles = daycareId === null ? [] : await this.userRoles.findBy({ userId: targetId, daycareId });
    const outranked = RIGHTS_RANK[targetType] > RIGHTS_RANK[user.type];
    if (outranked || !targetRoles.every(({ code }) => typePassesRole(user.type, user.roles, code))) {
      throw new ForbiddenException(AUTH_MESSAGES.cannotImpersonateMoreRights);
    }
  }

  /** Both identities: the impersonated user as actor, the real user as impersonator. */
  private async record({ user, ip }: RequestActor, daycareId: number | null, targetId: number, action: string): Promise<void> {
    const realUserId = user.impersonatorId ?? user.id;
    await this.audit.record({ daycareId, actorId: targetId, impersonatorId: realUserId, action, target: `user:${targetId}`, ip });
  }
}
