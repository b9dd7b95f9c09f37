import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { OneTimeCodeService } from '../../accounts/one-time-code.service';
import { SessionService } from '../../auth/session.service';
import { JobsService, type QueuePolicy } from '../jobs.service';

export const NIGHTLY_CLEANUP_QUEUE = 'nightly-cleanup';

/** Every day at 08:00 UTC: night across North America (03:00 or 04:00 Eastern, midnight or 01:00 Pacific). */
export const NIGHTLY_CLEANUP_SCHEDULE = { cron: '0 8 * * *', timeZone: 'UTC' };

/** A failed clean-up tries again a few times within the night; a month of runs stays as history. */
const NIGHTLY_CLEANUP_POLICY: QueuePolicy = {
  retryLimit: 3,
  retryDelay: 5 * 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  retentionSeconds: 12 * 60 * 60,
  deleteAfterSeconds: 31 * 24 * 60 * 60,
};

/** A nightly job is due within a minute of its time; nothing else waits for it. */
const POLLING_INTERVAL_SECONDS = 60;

export interface NightlyCleanupReport {
  sessions: number;
  refreshTokens: number;
  oneTimeCodes: number;
}

/** Each night deletes the rows nobody can use any more: ended sessions with their refresh tokens, and spent one-time codes. */
@Injectable()
export class NightlyCleanupService implements OnModuleInit {
  private readonly logger = new Logger(NightlyCleanupService.name);

  constructor(
    private readonly jobs: JobsService,
    private readonly sessions: SessionService,
    private readonly moduleRef: ModuleRef,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.define({
      queue: NIGHTLY_CLEANUP_QUEUE,
      policy: NIGHTLY_CLEANUP_POLICY,
      pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      schedule: NIGHTLY_CLEANUP_SCHEDULE,
      handler: () => this.run(),
    });
  }

  /** The job's work; its answer is kept in the job history. */
  async run(): Promise<NightlyCleanupReport> {
    const { sessions, refreshTokens } = await this.sessions.deleteEnded();
    const oneTimeCodes = await this.oneTimeCodes().deleteSpent(this.dataSource.manager);
    const report = { sessions, refreshTokens, oneTimeCodes };
    this.logger.log(`Nightly clean-up deleted ${sessions} sessions, ${refreshTokens} refresh tokens and ${oneTimeCodes} one-time codes`);
    return report;
  }

  /** The accounts module does not export its code service, so it is looked up among the app's providers. */
  private oneTimeCodes(): OneTimeCodeService {
    return this.moduleRef.get(OneTimeCodeService, { strict: false });
  }
}
