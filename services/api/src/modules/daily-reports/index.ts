export { DailyReportsModule } from './daily-reports.module';
export { DailyReportsService } from './daily-reports.service';
