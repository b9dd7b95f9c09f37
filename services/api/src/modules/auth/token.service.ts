import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { UserType } from '@daycare/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ClockService } from '../../common/clock/clock.service';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';

/** What an access token says (contract): user, session, daycare, user type, impersonator. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  daycareId: number | null;
  userType: UserType;
  impersonatorId: number | null;
}

/** A token whose signature checks out; `expired` ones still name their session (forgery-cookie binding). */
export interface VerifiedAccessToken {
  claims: AccessClaims;
  expired: boolean;
}

interface AccessPayload {
  sub?: string;
  sid?: unknown;
  dc?: unknown;
  typ?: unknown;
  imp?: unknown;
}

const ALGORITHM = 'HS256';
/** How many checked access tokens one gateway keeps (a few MB at most). */
const CHECKED_TOKENS_KEPT = 10_000;

function toClaims(payload: AccessPayload): AccessClaims | null {
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.typ !== 'number') return null;
  return {
    userId,
    sessionId: payload.sid,
    daycareId: typeof payload.dc === 'number' ? payload.dc : null,
    userType: payload.typ as UserType,
    impersonatorId: typeof payload.imp === 'number' ? payload.imp : null,
  };
}

/** Access tokens (JWT HS256, short-lived) and refresh tokens (random, stored only as a hash). */
@Injectable()
export class TokenService {
  private readonly key: Uint8Array;
  /** Tokens whose signature checked out, oldest first, with their claims and expiry. */
  private readonly checkedTokens = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: ClockService,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  signAccessToken(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({
      sid: claims.sessionId,
      typ: claims.userType,
      ...(claims.daycareId !== null && { dc: claims.daycareId }),
      ...(claims.impersonatorId !== null && { imp: claims.impersonatorId }),
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(claims.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.config.accessTokenTtlSeconds)
      .sign(this.key);
  }

  /** Null when the token is malformed or its signature does not check out. */
  async verifyAccessToken(token: string): Promise<VerifiedAccessToken | null> {
    const known = this.checkedTokens.get(token);
    if (known) return { claims: known.claims, expired: this.clock.now().getTime() >= known.expiresAtMs };
    try {
      const { payload } = await jwtVerify<AccessPayload>(token, this.key, { algorithms: [ALGORITHM], currentDate: this.clock.now() });
      const verified = this.verified(payload, false);
      if (verified && typeof payload.exp === 'number') this.remember(token, verified.claims, payload.exp * 1000);
      return verified;
    } catch (error) {
      if (error instanceof errors.JWTExpired) return this.verified(error.payload as AccessPayload, true);
      return null;
    }
  }

  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  hashRefreshToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** The same token string comes with every request of a session: its signature is checked once. */
  private remember(token: string, claims: AccessClaims, expiresAtMs: number): void {
    if (this.checkedTokens.size >= CHECKED_TOKENS_KEPT) this.checkedTokens.delete(this.checkedTokens.keys().next().value as string);
    this.checkedTokens.set(token, { claims, expiresAtMs });
  }

  private verified(payload: AccessPayload, expired: boolean): VerifiedAccessToken | null {
    const claims = toClaims(payload);
    return claims && { claims, expired };
  }
}
