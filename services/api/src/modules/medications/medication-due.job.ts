import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService, type QueuePolicy } from '../jobs';
import { DosesService } from './doses.service';

export const MEDICATION_DUE_QUEUE = 'medication-due';
/** Every minute: a scheduled dose is announced within about a minute of falling due. */
export const MEDICATION_DUE_SCHEDULE = { cron: '* * * * *', timeZone: 'UTC' };

/** A run that fails is simply the next minute's to do; a day of runs stays as history. */
const MEDICATION_DUE_POLICY: QueuePolicy = {
  retryLimit: 0,
  expireInSeconds: 50,
  retentionSeconds: 5 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
};

/** Publishes OnMedication for each scheduled dose whose time has come. */
@Injectable()
export class MedicationDueJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly doses: DosesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.define({
      queue: MEDICATION_DUE_QUEUE,
      policy: MEDICATION_DUE_POLICY,
      pollingIntervalSeconds: 5,
      schedule: MEDICATION_DUE_SCHEDULE,
      handler: async () => ({ announced: await this.doses.announceDue() }),
    });
  }
}
