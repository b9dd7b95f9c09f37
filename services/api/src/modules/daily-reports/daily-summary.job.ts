import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService, type QueuePolicy } from '../jobs';
import { DailySummaryService } from './daily-summary.service';

export const DAILY_SUMMARY_QUEUE = 'daily-summary';
/** Every quarter of an hour: each daycare's summaries leave within 15 minutes of its summary hour, whatever its time zone. */
export const DAILY_SUMMARY_SCHEDULE = { cron: '*/15 * * * *', timeZone: 'UTC' };

/** A failed run tries again twice within the quarter; a month of runs stays as history. */
const DAILY_SUMMARY_POLICY: QueuePolicy = {
  retryLimit: 2,
  retryDelay: 60,
  expireInSeconds: 10 * 60,
  retentionSeconds: 60 * 60,
  deleteAfterSeconds: 31 * 24 * 60 * 60,
};

/** Sends the end-of-day summaries of the daycares whose day is over. */
@Injectable()
export class DailySummaryJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly summaries: DailySummaryService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.define({
      queue: DAILY_SUMMARY_QUEUE,
      policy: DAILY_SUMMARY_POLICY,
      pollingIntervalSeconds: 30,
      schedule: DAILY_SUMMARY_SCHEDULE,
      handler: async () => ({ emails: await this.summaries.sendDue() }),
    });
  }
}
