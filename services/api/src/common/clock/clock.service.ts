import { Injectable, Logger } from '@nestjs/common';

/**
 * Where the clock of a non-production gateway starts: an ISO instant with its offset. The browser
 * tests set it so every run sees the same weekday and time of day; the clock then runs on from it.
 */
export const CLOCK_FIXED_AT = 'CLOCK_FIXED_AT';

/**
 * How far a clock started at `CLOCK_FIXED_AT` runs ahead of (or behind) the machine's clock, in ms;
 * 0 when it is unset, and always 0 in production, where the time is never anyone's choice.
 */
export function clockOffsetFrom(env: NodeJS.ProcessEnv, realNow = Date.now(), logger?: Pick<Logger, 'warn'>): number {
  const fixedAt = env[CLOCK_FIXED_AT]?.trim();
  if (!fixedAt) return 0;
  if (env.NODE_ENV === 'production') {
    logger?.warn(`${CLOCK_FIXED_AT} is ignored in production: the clock is the machine's`);
    return 0;
  }
  const start = Date.parse(fixedAt);
  if (Number.isNaN(start)) throw new Error(`${CLOCK_FIXED_AT} must be an ISO date and time with its offset, such as 2026-03-02T09:00:00-05:00 (got "${fixedAt}")`);
  return start - realNow;
}

/** The one source of "now" for rules and records, so tests can pin the time. */
@Injectable()
export class ClockService {
  private fixed: Date | undefined;
  /** Set once from `CLOCK_FIXED_AT` when the gateway starts. */
  private readonly offsetMs = clockOffsetFrom(process.env, Date.now(), new Logger(ClockService.name));

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date(Date.now() + this.offsetMs);
  }

  /** Pins the clock (tests); `undefined` lets it run again. */
  set(instant: Date | undefined): void {
    this.fixed = instant ? new Date(instant) : undefined;
  }
}
