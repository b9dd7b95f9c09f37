import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { FilesModule } from '../files';
import { HubModule } from '../hub';
import { JobsModule } from '../jobs';
import { MailModule } from '../mail';
import { DailyReportEvents } from './daily-report-events';
import { DailyReportsArchiveContributor } from './daily-reports-archive.contributor';
import { DailySummaryJob } from './daily-summary.job';
import { DailySummaryService } from './daily-summary.service';
import { DailyReportsController } from './daily-reports.controller';
import { DailyReportsService } from './daily-reports.service';
import { SleepCheckAlertsJob } from './sleep-check-alerts.job';
import { SleepChecksService } from './sleep-checks.service';
import { SleepLogService } from './sleep-log.service';

/** The daily report of each child's day and the safe-sleep checks of naps; the module owns the daily_entry and sleep_check tables. */
@Module({
  imports: [AuditModule, FilesModule, HubModule, JobsModule, MailModule],
  controllers: [DailyReportsController],
  providers: [DailyReportsService, DailyReportEvents, SleepChecksService, SleepCheckAlertsJob, SleepLogService, DailySummaryService, DailySummaryJob, DailyReportsArchiveContributor],
  exports: [DailyReportsService],
})
export class DailyReportsModule {}
