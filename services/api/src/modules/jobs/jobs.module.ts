import { Module } from '@nestjs/common';
import { JobsService } from './jobs.service';

/** The shared job queue (pg-boss): domains define their queues and send jobs through JobsService. */
@Module({
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
