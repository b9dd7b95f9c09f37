import { Module } from '@nestjs/common';
import { HubModule } from '../hub';
import { AbsencesController } from './absences.controller';
import { ExpectedAttendanceController } from './expected-attendance.controller';
import { ReportedAttendanceController } from './reported-attendance.controller';
import { AbsencesService } from './absences.service';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';
import { SchedulesArchiveContributor } from './schedules-archive.contributor';

/** Schedules (attendance plans), guardians' schedule requests, absences, reported and expected attendance. */
@Module({
  imports: [HubModule],
  controllers: [SchedulesController, AbsencesController, ReportedAttendanceController, ExpectedAttendanceController],
  providers: [SchedulesArchiveContributor, SchedulesService, AbsencesService],
})
export class SchedulesModule {}
