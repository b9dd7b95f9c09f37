/** What other modules use of the job queue. */
export { JobsModule } from './jobs.module';
export { type JobDefinition, JobsService, type QueuePolicy } from './jobs.service';
