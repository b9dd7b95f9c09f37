import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService, type QueuePolicy } from '../jobs';
import { IncidentNotices } from './incident-notices.service';

export const INCIDENT_REMINDERS_QUEUE = 'incident-reminders';
/** Hourly: a reminder leaves within an hour of falling due. */
export const INCIDENT_REMINDERS_SCHEDULE = { cron: '7 * * * *', timeZone: 'UTC' };

const INCIDENT_REMINDERS_POLICY: QueuePolicy = {
  retryLimit: 2,
  retryDelay: 120,
  expireInSeconds: 10 * 60,
  retentionSeconds: 60 * 60,
  deleteAfterSeconds: 31 * 24 * 60 * 60,
};

/** Reminds guardians by e-mail of incident reports they have not signed. */
@Injectable()
export class IncidentRemindersJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly notices: IncidentNotices,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.define({
      queue: INCIDENT_REMINDERS_QUEUE,
      policy: INCIDENT_REMINDERS_POLICY,
      pollingIntervalSeconds: 60,
      schedule: INCIDENT_REMINDERS_SCHEDULE,
      handler: async () => ({ reminded: await this.notices.remindDue() }),
    });
  }
}
