import { Module } from '@nestjs/common';
import { HubModule } from '../hub';
import { IllnessModule } from '../illness';
import { PeopleModule } from '../people';
import { AttendanceController } from './attendance.controller';
import { AttendanceService } from './attendance.service';
import { AttendanceCorrectionsService } from './corrections.service';
import { PinAlertsController } from './pin-alerts.controller';
import { AttendancePickupService } from './pickup.service';
import { TabletController } from './tablet.controller';
import { AttendanceArchiveContributor } from './attendance-archive.contributor';

/** Attendance: signing in and out on the tablet and in the flyout, moves, corrections, reports and PIN alerts. */
@Module({
  imports: [PeopleModule, HubModule, IllnessModule],
  controllers: [TabletController, PinAlertsController, AttendanceController],
  providers: [AttendanceArchiveContributor, AttendanceService, AttendanceCorrectionsService, AttendancePickupService],
  exports: [AttendanceService],
})
export class AttendanceModule {}
