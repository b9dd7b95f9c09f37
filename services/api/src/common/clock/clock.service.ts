import { Injectable } from '@nestjs/common';

/** The one source of "now" for rules and records, so tests can pin the time. */
@Injectable()
export class ClockService {
  private fixed: Date | undefined;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Pins the clock (tests); `undefined` lets it run again. */
  set(instant: Date | undefined): void {
    this.fixed = instant ? new Date(instant) : undefined;
  }
}
