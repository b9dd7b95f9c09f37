import { Injectable } from '@nestjs/common';
import { MESSAGES, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { SessionService } from '../auth/session.service';
import { TokenService } from '../auth/token.service';
import type { HubIdentity } from './hub-identity';

/** The hub protocol version the shell sends as `v`. */
export const HUB_CLIENT_VERSION = '3';

export const HUB_MESSAGES = {
  wrongVersion: `The live connection needs v=${HUB_CLIENT_VERSION}; please reload the page`,
  mismatch: 'The live connection does not match the signed-in user',
  guardian: 'Guardians have no live connection',
  notMember: 'You do not belong to this daycare',
} as const;

/** A refused live connection: the status and message the client is answered with. */
export class HubRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    message: string,
  ) {
    super(message);
  }
}

/** The query of `/chatHub`: v=3, d daycare id, ut user type, i user id. */
export type HubQuery = Partial<Record<'v' | 'd' | 'ut' | 'i', string>>;

interface MembershipRow {
  room_id: number | null;
}

/**
 * Who may open a live connection: a live session (as for every API call), with a daycare, not a
 * guardian, a member of that daycare, and a query that names that same daycare, type and user.
 */
@Injectable()
export class HubAccess {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  async admit(token: string | undefined, query: HubQuery): Promise<HubIdentity> {
    const user = await this.signedInUser(token);
    const daycareId = user.daycareId;
    if (daycareId === null) throw new HubRefusal(401, MESSAGES.userNotAuthenticated);
    if (user.type === UserType.User) throw new HubRefusal(403, HUB_MESSAGES.guardian);
    if (query.v !== HUB_CLIENT_VERSION) throw new HubRefusal(400, HUB_MESSAGES.wrongVersion);
    if (query.d !== String(daycareId) || query.ut !== String(user.type) || query.i !== String(user.id)) throw new HubRefusal(403, HUB_MESSAGES.mismatch);
    const membership = await this.membership(user.id, daycareId);
    // Super works in any daycare without belonging to it.
    if (!membership && user.type !== UserType.Super) throw new HubRefusal(403, HUB_MESSAGES.notMember);
    return { userId: user.id, userType: user.type, daycareId, roomId: membership?.room_id ?? null, sessionId: user.sessionId };
  }

  /** Of these sessions, the ones that have ended since (signed out, revoked, past their lifetime). */
  async endedSessions(sessionIds: readonly string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const rows: { id: string }[] = await this.dataSource.query('SELECT id FROM session WHERE id = ANY($1::uuid[]) AND revoked_at IS NULL AND absolute_expires_at > $2', [
      sessionIds,
      this.clock.now(),
    ]);
    const live = new Set(rows.map((row) => row.id));
    return new Set(sessionIds.filter((id) => !live.has(id)));
  }

  private async signedInUser(token: string | undefined): Promise<AuthenticatedUser> {
    const verified = token ? await this.tokens.verifyAccessToken(token) : null;
    if (!verified) throw new HubRefusal(401, MESSAGES.userNotAuthenticated);
    if (verified.expired) throw new HubRefusal(401, MESSAGES.sessionExpired);
    const user = await this.sessions.authenticate(verified.claims);
    if (!user) throw new HubRefusal(401, MESSAGES.sessionExpired);
    return user;
  }

  private async membership(userId: number, daycareId: number): Promise<MembershipRow | undefined> {
    const rows: MembershipRow[] = await this.dataSource.query('SELECT room_id FROM user_daycare WHERE user_id = $1 AND daycare_id = $2', [userId, daycareId]);
    return rows[0];
  }
}
