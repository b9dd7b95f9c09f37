import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService, type QueuePolicy } from '../jobs';
import { SleepChecksService } from './sleep-checks.service';

export const SLEEP_CHECK_ALERTS_QUEUE = 'sleep-check-alerts';
/** Every minute: a missed check is announced within about a minute of falling due. */
export const SLEEP_CHECK_ALERTS_SCHEDULE = { cron: '* * * * *', timeZone: 'UTC' };

/** A run that fails is simply the next minute's to do; a day of runs stays as history. */
const SLEEP_CHECK_ALERTS_POLICY: QueuePolicy = {
  retryLimit: 0,
  expireInSeconds: 50,
  retentionSeconds: 5 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
};

/** Looks for overdue safe-sleep checks every minute. */
@Injectable()
export class SleepCheckAlertsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly sleepChecks: SleepChecksService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.define({
      queue: SLEEP_CHECK_ALERTS_QUEUE,
      policy: SLEEP_CHECK_ALERTS_POLICY,
      pollingIntervalSeconds: 5,
      schedule: SLEEP_CHECK_ALERTS_SCHEDULE,
      handler: async () => ({ alerted: await this.sleepChecks.alertOverdue() }),
    });
  }
}
