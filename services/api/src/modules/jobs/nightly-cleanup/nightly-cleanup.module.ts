import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { JobsModule } from '../jobs.module';
import { NightlyCleanupService } from './nightly-cleanup.service';

/** The nightly clean-up job; the services that own the tables it cleans do the deleting. */
@Module({
  imports: [JobsModule, AuthModule],
  providers: [NightlyCleanupService],
})
export class NightlyCleanupModule {}
