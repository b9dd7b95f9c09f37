import { randomUUID } from 'node:crypto';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MESSAGES, type RoleCode, type UserType } from '@daycare/shared';
import { DataSource, type EntityManager, IsNull, type Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AUTH_MESSAGES } from './auth-messages';
import { RefreshToken } from './refresh-token.entity';
import { openSuccessor, sealSuccessor } from './refresh-successor';
import { preparedQuery } from '../../database/prepared-query';
import { Session, type SessionEndReason } from './session.entity';
import { type AccessClaims, TokenService } from './token.service';

/** No refresh keeps a session alive longer than this after sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A rotated token used again this soon (two tabs, a retried request) answers its successor instead of ending the session. */
export const REFRESH_GRACE_MS = 10 * 1000;

export interface SessionStart {
  userId: number;
  daycareId: number | null;
  /** Both set for an impersonation session: the real user and the session they act from. */
  impersonatorId?: number;
  impersonatorSessionId?: string;
  /** Defaults to the full session lifetime from now. */
  absoluteExpiresAt?: Date;
}

/** A session together with the one refresh token the client may use next. */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
}

interface ActiveSessionRow {
  type: UserType;
  daycare_id: number | null;
  impersonator_id: number | null;
  roles: RoleCode[];
}

const sessionExpired = () => new UnauthorizedException(MESSAGES.sessionExpired);

/**
 * Sessions are refresh-token families (ASVS 10.4): each refresh rotates the token, a rotated token
 * used again after a short grace window revokes the whole session, and no session outlives its absolute expiry.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
    private readonly tokens: TokenService,
    private readonly clock: ClockService,
  ) {}

  async start(start: SessionStart): Promise<IssuedSession> {
    const now = this.clock.now();
    const session = this.sessions.create({
      id: randomUUID(),
      userId: start.userId,
      daycareId: start.daycareId,
      impersonatorId: start.impersonatorId ?? null,
      impersonatorSessionId: start.impersonatorSessionId ?? null,
      createdAt: now,
      absoluteExpiresAt: start.absoluteExpiresAt ?? new Date(now.getTime() + SESSION_LIFETIME_MS),
      revokedAt: null,
      revokedReason: null,
    });
    await this.sessions.insert(session);
    return { session, refreshToken: await this.issueRefreshToken(session.id) };
  }

  /** Trades a refresh token for the next one; unknown, expired or reused tokens answer 401. */
  async rotate(refreshToken: string): Promise<IssuedSession> {
    const outcome = await this.dataSource.transaction((manager) => this.rotateLocked(manager, refreshToken));
    if ('reusedIn' in outcome) {
      await this.end(outcome.reusedIn, 'refresh-token-reuse');
      throw sessionExpired();
    }
    return outcome;
  }

  /**
   * Holds the token's row locked, so a racing refresh with the same token waits for this one and then
   * answers the same successor; past the grace window a rotated token counts as stolen.
   */
  private async rotateLocked(manager: EntityManager, refreshToken: string): Promise<IssuedSession | { reusedIn: string }> {
    const token = await manager
      .createQueryBuilder(RefreshToken, 'token')
      .setLock('pessimistic_write')
      .where('token.tokenHash = :tokenHash', { tokenHash: this.tokens.hashRefreshToken(refreshToken) })
      .getOne();
    const session = token && (await this.findActive(token.sessionId, manager));
    if (!token || !session) throw sessionExpired();
    const now = this.clock.now();
    if (!token.usedAt) {
      const successor = await this.issueRefreshToken(session.id, manager);
      await manager.update(RefreshToken, { id: token.id }, { usedAt: now, successorSeal: sealSuccessor(refreshToken, successor) });
      return { session, refreshToken: successor };
    }
    const seal = token.successorSeal;
    if (seal && now.getTime() - token.usedAt.getTime() <= REFRESH_GRACE_MS) return { session, refreshToken: openSuccessor(refreshToken, seal) };
    return { reusedIn: session.id };
  }

  /**
   * Moves the session to another daycare; its earlier refresh tokens count as used from now on.
   * An impersonation stays in the daycare it started in, where its rights were checked.
   */
  async changeDaycare(sessionId: string, daycareId: number | null): Promise<IssuedSession> {
    const session = await this.findActive(sessionId);
    if (!session) throw sessionExpired();
    if (session.impersonatorId !== null) throw new ForbiddenException(AUTH_MESSAGES.noCenterChangeWhileImpersonating);
    await this.sessions.update({ id: sessionId }, { daycareId });
    await this.refreshTokens.update({ sessionId, usedAt: IsNull() }, { usedAt: this.clock.now() });
    return { session: { ...session, daycareId }, refreshToken: await this.issueRefreshToken(sessionId) };
  }

  /** The signed-in user behind a valid access token, or null when its session has ended. */
  async authenticate(claims: AccessClaims): Promise<AuthenticatedUser | null> {
    // One query per request: the session must still be live; type and roles are read fresh.
    const rows = await preparedQuery<ActiveSessionRow>(
      this.dataSource,
      'authenticate-session',
      `SELECT u.type, s.daycare_id, s.impersonator_id,
              ARRAY(SELECT r.code FROM user_role r WHERE r.user_id = s.user_id AND r.daycare_id = s.daycare_id ORDER BY r.code) AS roles
         FROM session s JOIN "user" u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.absolute_expires_at > $3`,
      [claims.sessionId, claims.userId, this.clock.now()],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: claims.userId,
      type: row.type,
      daycareId: row.daycare_id,
      roles: row.roles,
      sessionId: claims.sessionId,
      impersonatorId: row.impersonator_id,
    };
  }

  findActive(sessionId: string, manager: EntityManager = this.dataSource.manager): Promise<Session | null> {
    return manager
      .createQueryBuilder(Session, 'session')
      .where('session.id = :sessionId AND session.revokedAt IS NULL AND session.absoluteExpiresAt > :now', { sessionId, now: this.clock.now() })
      .getOne();
  }

  /** The session a refresh token belongs to, whether or not the token was rotated already. */
  async findByRefreshToken(refreshToken: string): Promise<Session | null> {
    const token = await this.refreshTokens.findOne({ select: { sessionId: true }, where: { tokenHash: this.tokens.hashRefreshToken(refreshToken) } });
    return token ? this.sessions.findOneBy({ id: token.sessionId }) : null;
  }

  /** Ends the session and any impersonation started from it. */
  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    await this.revokeWhere('(id = :sessionId OR impersonator_session_id = :sessionId)', { sessionId }, reason);
  }

  /** Ends every session of the user, and every impersonation by or of them. */
  async endAllOf(userId: number, reason: SessionEndReason): Promise<void> {
    await this.revokeWhere('(user_id = :userId OR impersonator_id = :userId)', { userId }, reason);
  }

  /**
   * Deletes the sessions that ended (revoked or past their absolute expiry) with their refresh
   * tokens; an ended session whose impersonation is still live waits for it. A used token of a live
   * session stays: its reuse is what reveals a stolen token.
   */
  async deleteEnded(): Promise<{ sessions: number; refreshTokens: number }> {
    const [row] = await this.dataSource.query<{ sessions: number; refresh_tokens: number }[]>(
      `WITH ended AS (
         SELECT s.id FROM session s
          WHERE (s.revoked_at IS NOT NULL OR s.absolute_expires_at <= $1)
            AND NOT EXISTS (SELECT 1 FROM session i WHERE i.impersonator_session_id = s.id
                             AND i.revoked_at IS NULL AND i.absolute_expires_at > $1)),
       tokens AS (DELETE FROM refresh_token WHERE session_id IN (SELECT id FROM ended) RETURNING 1),
       sessions AS (DELETE FROM session WHERE id IN (SELECT id FROM ended) RETURNING 1)
       SELECT (SELECT count(*) FROM sessions)::int AS sessions, (SELECT count(*) FROM tokens)::int AS refresh_tokens`,
      [this.clock.now()],
    );
    return { sessions: row.sessions, refreshTokens: row.refresh_tokens };
  }

  private async revokeWhere(condition: string, parameters: Record<string, unknown>, reason: SessionEndReason): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(`${condition} AND revoked_at IS NULL`, parameters)
      .execute();
  }

  private async issueRefreshToken(sessionId: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const refreshToken = this.tokens.newRefreshToken();
    await manager.insert(RefreshToken, { sessionId, tokenHash: this.tokens.hashRefreshToken(refreshToken), issuedAt: this.clock.now() });
    return refreshToken;
  }
}
