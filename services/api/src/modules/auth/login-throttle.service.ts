import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { AUTH_MESSAGES } from './auth-messages';
import { LoginThrottle } from './login-throttle.entity';

/** From `from` failures on, each further attempt waits 2^(failures - from) seconds, never more than `maxWaitMs`. */
interface SlowDown {
  from: number;
  maxWaitMs: number;
}

/**
 * One address guessing one account waits longer and longer; the account as a whole only a few
 * seconds, so a guesser cannot keep its owner out; one address guessing many accounts slows itself.
 */
export const SLOW_DOWN = {
  pair: { from: 3, maxWaitMs: 15 * 60 * 1000 },
  account: { from: 3, maxWaitMs: 10 * 1000 },
  address: { from: 10, maxWaitMs: 15 * 60 * 1000 },
} as const satisfies Record<string, SlowDown>;
/** Failures older than this without a new one are forgotten (a shared office address recovers). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type Counter = keyof typeof SLOW_DOWN;

/** The counters one sign-in attempt is judged by. */
export type ThrottleKeys = Record<Counter, string>;

const accountKey = (email: string) => `account:${email}`;
const pairPrefix = (email: string) => `pair:${email}|`;

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return { pair: `${pairPrefix(email)}${ip}`, account: accountKey(email), address: `address:${ip}` };
}

/**
 * Slows down repeated failed sign-ins per account and address together, per account and per
 * address, and never locks an account. Callers run a whole attempt inside {@link lock}'s
 * transaction, so parallel guesses are judged one by one.
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

  /** Throws 429 saying how many seconds to wait while any counter is still waiting out its slow-down. */
  async assertMayTry(manager: EntityManager, keys: ThrottleKeys): Promise<void> {
    const now = this.clock.now().getTime();
    const rows = await manager.findBy(LoginThrottle, Object.values(keys).map((key) => ({ key })));
    const waitUntil = Math.max(0, ...rows.map((row) => this.slowedUntil(row, keys)));
    if (waitUntil <= now) return;
    const retryAfterSeconds = Math.ceil((waitUntil - now) / 1000);
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: AUTH_MESSAGES.slowedDown(retryAfterSeconds), retryAfterSeconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  async recordFailure(manager: EntityManager, keys: ThrottleKeys): Promise<void> {
    const now = this.clock.now();
    await manager.query(
      `INSERT INTO login_throttle AS t (key, failures, last_failure_at) SELECT unnest($1::text[]), 1, $2
       ON CONFLICT (key) DO UPDATE
         SET failures = CASE WHEN t.last_failure_at <= $3 THEN 1 ELSE t.failures + 1 END, last_failure_at = $2`,
      [Object.values(keys), now, new Date(now.getTime() - FORGET_AFTER_MS)],
    );
  }

  /** A successful sign-in clears the account's counter and its own address's for that account. */
  async clearAfterSignIn(manager: EntityManager, keys: ThrottleKeys): Promise<void> {
    await manager.delete(LoginThrottle, [{ key: keys.account }, { key: keys.pair }]);
  }

  /** A password reset clears every counter of the account, whichever addresses were guessing. */
  async clearAccount(manager: EntityManager, email: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(LoginThrottle)
      .where(`key = :account OR starts_with(key, :pairs)`, { account: accountKey(email), pairs: pairPrefix(email) })
      .execute();
  }

  private slowedUntil(row: LoginThrottle, keys: ThrottleKeys): number {
    const counter = (Object.keys(keys) as Counter[]).find((name) => keys[name] === row.key);
    if (!counter || this.clock.now().getTime() - row.lastFailureAt.getTime() >= FORGET_AFTER_MS) return 0;
    const { from, maxWaitMs } = SLOW_DOWN[counter];
    if (row.failures < from) return 0;
    return row.lastFailureAt.getTime() + Math.min(2 ** (row.failures - from) * 1000, maxWaitMs);
  }
}
