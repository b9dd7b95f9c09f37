import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import { OneTimeCode, type OneTimeCodePurpose } from './one-time-code.entity';

const MINUTE_MS = 60_000;
export const CODE_LIFETIME_MS = 30 * MINUTE_MS;
export const MAX_FAILED_ATTEMPTS = 5;
/** Caps how many codes a user can be sent, so guessing five at a time per new code stays hopeless. */
export const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Six-digit codes mailed for e-mail confirmation and password reset: stored as a keyed hash (a
 * plain hash of six digits is reversed in a moment), valid 30 minutes, used once, replaced by a
 * newer code of the same purpose, and burnt by five wrong guesses.
 */
@Injectable()
export class OneTimeCodeService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: ClockService,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('one-time-code').digest();
  }

  /** A new code for the user, replacing the open one; null when the hourly cap is reached. An invitation's code lives longer. */
  async issue(manager: EntityManager, userId: number, purpose: OneTimeCodePurpose, lifetimeMs = CODE_LIFETIME_MS): Promise<string | null> {
    const now = this.clock.now();
    // One issue at a time per user, so two requests cannot both leave a code open.
    await manager.query(`SELECT 1 FROM "user" WHERE id = $1 FOR UPDATE`, [userId]);
    const codes = manager.getRepository(OneTimeCode);
    const ofUser = () => codes.createQueryBuilder().where('user_id = :userId AND purpose = :purpose', { userId, purpose });
    await ofUser().delete().andWhere('created_at < :dayAgo', { dayAgo: new Date(now.getTime() - DAY_MS) }).execute();
    if ((await ofUser().andWhere('created_at > :hourAgo', { hourAgo: new Date(now.getTime() - HOUR_MS) }).getCount()) >= MAX_CODES_PER_HOUR) {
      return null;
    }
    await ofUser().update().set({ usedAt: now }).andWhere('used_at IS NULL').execute();
    const code = sixDigits();
    await codes.insert({ userId, purpose, codeHash: this.hash(userId, purpose, code), expiresAt: new Date(now.getTime() + lifetimeMs), createdAt: now });
    return code;
  }

  /**
   * Uses the code when it is the user's open one. A wrong guess counts against the open code, so
   * the caller must commit the transaction also when this answers false.
   */
  async consume(manager: EntityManager, userId: number, purpose: OneTimeCodePurpose, code: string): Promise<boolean> {
    const now = this.clock.now();
    const codes = manager.getRepository(OneTimeCode);
    const open = await codes
      .createQueryBuilder('code')
      .where('code.userId = :userId AND code.purpose = :purpose', { userId, purpose })
      .andWhere('code.usedAt IS NULL AND code.expiresAt > :now AND code.failedAttempts < :max', { now, max: MAX_FAILED_ATTEMPTS })
      .getOne();
    if (!open) return false;
    const stillOpen = codes.createQueryBuilder().update().where('id = :id AND used_at IS NULL AND failed_attempts < :max', { id: open.id, max: MAX_FAILED_ATTEMPTS });
    if (!this.matches(open.codeHash, userId, purpose, code)) {
      await stillOpen.set({ failedAttempts: () => 'failed_attempts + 1' }).execute();
      return false;
    }
    const used = await stillOpen.set({ usedAt: now }).execute();
    return used.affected === 1;
  }

  /**
   * Deletes the codes nobody can use or count any more: expired, and issued over an hour ago, so the
   * hourly cap on new codes still sees them. Answers how many went.
   */
  async deleteSpent(manager: EntityManager): Promise<number> {
    const now = this.clock.now();
    const deleted = await manager
      .getRepository(OneTimeCode)
      .createQueryBuilder()
      .delete()
      .where('expires_at <= :now AND created_at <= :hourAgo', { now, hourAgo: new Date(now.getTime() - HOUR_MS) })
      .execute();
    return deleted.affected ?? 0;
  }

  private hash(userId: number, purpose: OneTimeCodePurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${userId}:${code}`).digest('hex');
  }

  private matches(codeHash: string, userId: number, purpose: OneTimeCodePurpose, code: string): boolean {
    return timingSafeEqual(Buffer.from(codeHash, 'hex'), Buffer.from(this.hash(userId, purpose, code), 'hex'));
  }
}
