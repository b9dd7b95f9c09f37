import { BadRequestException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { weakPinReason } from '@daycare/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { PasswordHasher } from '../auth';
import type { PinAlertDto } from './dto/pin-alerts.dto';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Wrong PINs in a row on one device before the person is locked on that device. */
export const PIN_FAILURES_PER_LOCK = 5;
/** Each lock-out in a row lasts longer; the last step repeats until a correct PIN or a new PIN. */
export const PIN_LOCK_SCHEDULE_MS = [5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 4 * HOUR_MS, 24 * HOUR_MS];
/** Wrong PINs for one person over all devices within a day that lock the PIN everywhere (more than one device can make). */
export const PIN_DAILY_FAILURE_CAP = 30;
export const PIN_FAILURE_WINDOW_MS = 24 * HOUR_MS;
/** A director sees a person from this many wrong PINs within the window, locked or not. */
export const PIN_ALERT_FROM = PIN_FAILURES_PER_LOCK;
export const NO_PIN_ALERT = 'This person has no PIN lock or wrong PINs in your daycare';

export const PIN_MESSAGES = {
  wrong: (label: string) => `The PIN of ${label} is not correct`,
  missing: (label: string) => `Enter the PIN of ${label}`,
  notSet: (label: string) => `${label} has no PIN yet; set one in the profile first`,
  locked: (label: string, wait: string) => `Too many wrong PINs for ${label}; try again in ${wait}`,
};

/** Where a PIN is typed: the daycare and the signed-in account (a room tablet, or a staff member's or director's own). */
export interface PinDevice {
  daycareId: number;
  userId: number;
}

type CheckOutcome = { ok: true } | { notSet: true } | { wrong: true } | { lockedUntil: Date };

/** "5 minutes", "4 hours": the wait rounded up to the unit a person reads. */
function waitText(ms: number): string {
  const [amount, unit] = ms >= HOUR_MS ? [Math.ceil(ms / HOUR_MS), 'hour'] : [Math.ceil(ms / MINUTE_MS), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * Personal PINs: stored as argon2id in "user".pin_hash. Wrong PINs lock the person on the device
 * they were typed on, for longer each time, so one tablet cannot lock them out everywhere; a daily
 * cap over all devices bounds the guesses a person's PIN can take.
 */
@Injectable()
export class PinService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly clock: ClockService,
    private readonly access: AccessService,
  ) {}

  /** Refuses an easily guessed PIN; a new PIN forgets the wrong guesses at the old one. */
  async set(userId: number, pin: string): Promise<void> {
    const weakness = weakPinReason(pin);
    if (weakness) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [weakness] });
    const pinHash = await this.hasher.hash(pin);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE "user" SET pin_hash = $2 WHERE id = $1`, [userId, pinHash]);
      await this.forget(manager, userId);
    });
  }

  /** People of the daycare whose PIN is locked or took many wrong guesses within the window, latest lock first. */
  async alerts(user: AuthenticatedUser): Promise<PinAlertDto[]> {
    const daycareId = this.access.daycareId(user);
    const now = this.clock.now();
    const since = new Date(now.getTime() - PIN_FAILURE_WINDOW_MS);
    const rows: (Omit<PinAlertDto, 'lastFailedAt' | 'lockedUntil'> & { lastFailedAt: Date | null; lockedUntil: Date | null })[] = await this.dataSource.query(
      `WITH failures AS (
         SELECT person_id, count(*)::int AS failed, max(failed_at) AS last_failed_at FROM pin_failure
          WHERE daycare_id = $1 AND failed_at > $2 GROUP BY person_id
       ), locks AS (
         SELECT person_id, max(locked_until) AS locked_until FROM pin_throttle
          WHERE daycare_id = $1 AND locked_until > $3 GROUP BY person_id
       ), capped AS (
         SELECT person_id, failed_at + $5::float8 * interval '1 millisecond' AS locked_until
           FROM (SELECT person_id, failed_at, row_number() OVER (PARTITION BY person_id ORDER BY failed_at DESC) AS newest
                   FROM pin_failure WHERE failed_at > $2 AND person_id IN (SELECT person_id FROM failures)) ranked
          WHERE newest = $6::int
       )
       SELECT u.id AS "personId", u.first_name || ' ' || u.last_name AS label, coalesce(f.failed, 0) AS "failedAttempts",
              f.last_failed_at AS "lastFailedAt", nullif(greatest(l.locked_until, c.locked_until, $3), $3) AS "lockedUntil"
         FROM failures f FULL JOIN locks l USING (person_id) LEFT JOIN capped c USING (person_id) JOIN "user" u ON u.id = person_id
        WHERE l.locked_until IS NOT NULL OR c.locked_until > $3 OR f.failed >= $4
        ORDER BY "lockedUntil" DESC NULLS LAST, "failedAttempts" DESC, label`,
      [daycareId, since, now, PIN_ALERT_FROM, PIN_FAILURE_WINDOW_MS, PIN_DAILY_FAILURE_CAP],
    );
    return rows.map((row) => ({ ...row, lastFailedAt: row.lastFailedAt?.toISOString() ?? null, lockedUntil: row.lockedUntil?.toISOString() ?? null }));
  }

  /** A director lifts the person's locks and forgets their wrong PINs in the daycare; 404 when there are none there. */
  async clear(user: AuthenticatedUser, personId: number): Promise<void> {
    const daycareId = this.access.daycareId(user);
    const cleared = await this.dataSource.transaction(async (manager) => {
      const [, locks] = await manager.query(`DELETE FROM pin_throttle WHERE person_id = $1 AND daycare_id = $2`, [personId, daycareId]);
      const [, failures] = await manager.query(`DELETE FROM pin_failure WHERE person_id = $1 AND daycare_id = $2`, [personId, daycareId]);
      return locks + failures;
    });
    if (!cleared) throw new NotFoundException(NO_PIN_ALERT);
  }

  /** Lifts every lock and forgets every wrong PIN of the person. */
  private async forget(manager: EntityManager, personId: number): Promise<void> {
    await manager.query(`DELETE FROM pin_throttle WHERE person_id = $1`, [personId]);
    await manager.query(`DELETE FROM pin_failure WHERE person_id = $1`, [personId]);
  }

  /**
   * Throws 400 (missing, not set or wrong PIN) or 429 (locked) with a message naming the person;
   * a wrong PIN is counted even though the request fails.
   */
  async check(person: { id: number; label: string }, pin: string | undefined, device: PinDevice): Promise<void> {
    if (!pin) throw new BadRequestException(PIN_MESSAGES.missing(person.label));
    const outcome = await this.dataSource.transaction(async (manager): Promise<CheckOutcome> => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`pin:${person.id}`]);
      const lockedUntil = await this.lockedUntil(manager, person.id, device.userId);
      if (lockedUntil) return { lockedUntil };
      const [row] = await manager.query(`SELECT pin_hash AS "pinHash" FROM "user" WHERE id = $1`, [person.id]);
      if (!row?.pinHash) return { notSet: true };
      if (await this.hasher.verify(row.pinHash, pin)) {
        await manager.query(`DELETE FROM pin_throttle WHERE person_id = $1`, [person.id]);
        return { ok: true };
      }
      await this.recordFailure(manager, person.id, device);
      return { wrong: true };
    });
    if ('lockedUntil' in outcome) {
      const wait = waitText(outcome.lockedUntil.getTime() - this.clock.now().getTime());
      throw new HttpException(PIN_MESSAGES.locked(person.label, wait), HttpStatus.TOO_MANY_REQUESTS);
    }
    if ('notSet' in outcome) throw new BadRequestException(PIN_MESSAGES.notSet(person.label));
    if ('wrong' in outcome) throw new BadRequestException(PIN_MESSAGES.wrong(person.label));
  }

  /** The later of the person's lock on this device and the lock everywhere of the daily cap; null when neither holds. */
  private async lockedUntil(manager: EntityManager, personId: number, deviceId: number): Promise<Date | null> {
    const now = this.clock.now();
    const [{ lockedUntil }]: { lockedUntil: Date | null }[] = await manager.query(
      `SELECT greatest(
         (SELECT locked_until FROM pin_throttle WHERE person_id = $1 AND device_id = $2),
         (SELECT failed_at + $4::float8 * interval '1 millisecond' FROM pin_failure WHERE person_id = $1 AND failed_at > $3
           ORDER BY failed_at DESC OFFSET $5::int - 1 LIMIT 1)
       ) AS "lockedUntil"`,
      [personId, deviceId, new Date(now.getTime() - PIN_FAILURE_WINDOW_MS), PIN_FAILURE_WINDOW_MS, PIN_DAILY_FAILURE_CAP],
    );
    return lockedUntil && lockedUntil > now ? lockedUntil : null;
  }

  /** Counts the wrong PIN on its device; the last of a run locks the person there for the next step of the schedule. */
  private async recordFailure(manager: EntityManager, personId: number, device: PinDevice): Promise<void> {
    const now = this.clock.now();
    await manager.query(`DELETE FROM pin_failure WHERE person_id = $1 AND failed_at <= $2`, [personId, new Date(now.getTime() - PIN_FAILURE_WINDOW_MS)]);
    await manager.query(`INSERT INTO pin_failure (person_id, daycare_id, failed_at) VALUES ($1, $2, $3)`, [personId, device.daycareId, now]);
    const [{ failures, lockouts }]: { failures: number; lockouts: number }[] = await manager.query(
      `INSERT INTO pin_throttle AS t (person_id, device_id, daycare_id, failures, last_failure_at) VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (person_id, device_id) DO UPDATE SET failures = t.failures + 1, daycare_id = $3, last_failure_at = $4
       RETURNING failures, lockouts`,
      [personId, device.userId, device.daycareId, now],
    );
    if (failures < PIN_FAILURES_PER_LOCK) return;
    const lockMs = PIN_LOCK_SCHEDULE_MS[Math.min(lockouts, PIN_LOCK_SCHEDULE_MS.length - 1)];
    await manager.query(
      `UPDATE pin_throttle SET failures = 0, lockouts = lockouts + 1, locked_until = $3 WHERE person_id = $1 AND device_id = $2`,
      [personId, device.userId, new Date(now.getTime() + lockMs)],
    );
  }
}
