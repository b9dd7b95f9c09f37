import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { AUTH_MESSAGES } from './auth-messages';
import { LoginThrottle } from './login-throttle.entity';

/** From this many failures on, each further attempt waits 2^(failures - 3) seconds. */
const SLOW_DOWN_FROM = 3;
const LOCK_FROM = 10;
const LOCK_MS = 15 * 60 * 1000;
/** Failures older than this without a new one are forgotten (a shared office address recovers). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** The counters one sign-in attempt is judged by. */
export interface ThrottleKeys {
  account: string;
  address: string;
}

const accountKey = (email: string) => `account:${email}`;

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return { account: accountKey(email), address: `address:${ip}` };
}

const tooManyAttempts = (message: string) => new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);

/**
 * Slows down and then locks repeated failed sign-ins, per account and per client address. Callers
 * run a whole attempt inside {@link lock}'s transaction, so parallel guesses are judged one by one.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly clock: ClockService) {}

  /** Serializes attempts on the same account or address until the transaction ends. */
  async lock(manager: EntityManager, keys: ThrottleKeys): Promise<void> {
    for (const key of [keys.account, keys.address].sort()) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [key]);
    }
  }

  /** Throws 429 while either counter is locked or still waiting out its slow-down. */
  async assertMayTry(manager: EntityManager, keys: ThrottleKeys): Promise<void> {
    const now = this.clock.now().getTime();
    const rows = await manager.findBy(LoginThrottle, [{ key: keys.account }, { key: keys.address }]);
    const live = rows.filter((row) => now - row.lastFailureAt.getTime() < FORGET_AFTER_MS || (row.lockedUntil?.getTime() ?? 0) > now);
    const lockedUntil = Math.max(0, ...live.map((row) => row.lockedUntil?.getTime() ?? 0));
    if (lockedUntil > now) throw tooManyAttempts(AUTH_MESSAGES.locked(Math.ceil((lockedUntil - now) / 60_000)));
    const waitUntil = Math.max(0, ...live.map((row) => this.slowedUntil(row)));
    if (waitUntil > now) throw tooManyAttempts(AUTH_MESSAGES.slowedDown(Math.ceil((waitUntil - now) / 1000)));
  }

  async recordFailure(manager: EntityManager, keys: ThrottleKeys): Promise<void> {
    const now = this.clock.now();
    for (const key of [keys.account, keys.address]) {
      const [{ failures }]: { failures: number }[] = await manager.query(
        `INSERT INTO login_throttle AS t (key, failures, last_failure_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE
           SET failures = CASE WHEN t.last_failure_at <= $3 THEN 1 ELSE t.failures + 1 END, last_failure_at = $2
         RETURNING failures`,
        [key, now, new Date(now.getTime() - FORGET_AFTER_MS)],
      );
      if (failures >= LOCK_FROM) await manager.update(LoginThrottle, { key }, { lockedUntil: new Date(now.getTime() + LOCK_MS) });
    }
  }

  /** A successful sign-in or password reset clears the account's counter (the address keeps its own). */
  async clearAccount(manager: EntityManager, email: string): Promise<void> {
    await manager.delete(LoginThrottle, { key: accountKey(email) });
  }

  private slowedUntil(row: LoginThrottle): number {
    if (row.failures < SLOW_DOWN_FROM) return 0;
    return row.lastFailureAt.getTime() + 2 ** (row.failures - SLOW_DOWN_FROM) * 1000;
  }
}
