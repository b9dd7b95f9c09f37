import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { PasswordHasher } from '../auth/password-hasher';

/** After this many wrong PINs in a row a person's PIN is locked for a while (a kiosk must not be a guessing machine). */
const LOCK_FROM = 5;
const LOCK_MS = 5 * 60 * 1000;
const FORGET_AFTER_MS = 60 * 60 * 1000;

export const PIN_MESSAGES = {
  wrong: (label: string) => `The PIN of ${label} is not correct`,
  missing: (label: string) => `Enter the PIN of ${label}`,
  notSet: (label: string) => `${label} has no PIN yet; set one in the profile first`,
  locked: (label: string, minutes: number) => `Too many wrong PINs for ${label}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
};

/** Personal PINs: stored as argon2id in "user".pin_hash, checked with a per-person lock-out. */
@Injectable()
export class PinService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly clock: ClockService,
  ) {}

  async set(userId: number, pin: string): Promise<void> {
    await this.dataSource.query(`UPDATE "user" SET pin_hash = $2 WHERE id = $1`, [userId, await this.hasher.hash(pin)]);
  }

  /**
   * Throws 400 (missing, not set or wrong PIN) or 429 (locked) with a message naming the person;
   * a wrong PIN is counted even though the request fails.
   */
  async check(person: { id: number; label: string }, pin: string | undefined): Promise<void> {
    if (!pin) throw new BadRequestException(PIN_MESSAGES.missing(person.label));
    const key = `pin:${person.id}`;
    const outcome = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [key]);
      const now = this.clock.now();
      const [throttle] = await manager.query(`SELECT locked_until AS "lockedUntil" FROM login_throttle WHERE key = $1`, [key]);
      const lockedUntil: Date | null = throttle?.lockedUntil ?? null;
      if (lockedUntil && lockedUntil > now) return { locked: Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000) };
      const [row] = await manager.query(`SELECT pin_hash AS "pinHash" FROM "user" WHERE id = $1`, [person.id]);
      if (!row?.pinHash) return { notSet: true };
      if (await this.hasher.verify(row.pinHash, pin)) {
        await manager.query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
        return { ok: true };
      }
      const [{ failures }] = await manager.query(
        `INSERT INTO login_throttle AS t (key, failures, last_failure_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE
           SET failures = CASE WHEN t.last_failure_at <= $3 OR t.locked_until IS NOT NULL THEN 1 ELSE t.failures + 1 END,
               last_failure_at = $2, locked_until = NULL
         RETURNING failures`,
        [key, now, new Date(now.getTime() - FORGET_AFTER_MS)],
      );
      if (failures >= LOCK_FROM) await manager.query(`UPDATE login_throttle SET locked_until = $2 WHERE key = $1`, [key, new Date(now.getTime() + LOCK_MS)]);
      return { wrong: true };
    });
    if ('locked' in outcome) throw new HttpException(PIN_MESSAGES.locked(person.label, outcome.locked ?? 1), HttpStatus.TOO_MANY_REQUESTS);
    if ('notSet' in outcome) throw new BadRequestException(PIN_MESSAGES.notSet(person.label));
    if ('wrong' in outcome) throw new BadRequestException(PIN_MESSAGES.wrong(person.label));
  }
}
