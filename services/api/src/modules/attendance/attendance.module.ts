import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HubModule } from '../hub';
import { AttendanceController } from './attendance.controller';
import { AttendanceService } from './attendance.service';
import { AttendanceCorrectionsService } from './corrections.service';
import { MedicalController } from './medical.controller';
import { PeopleService } from './people.service';
import { PinAlertsController } from './pin-alerts.controller';
import { PinController } from './pin.controller';
import { PinService } from './pin.service';
import { TabletController } from './tablet.controller';

/** People (children and staff as attendance sees them), PINs, and attendance: the tablet's and the flyout's calls. */
@Module({
  imports: [AuthModule, HubModule],
  controllers: [TabletController, MedicalController, PinController, PinAlertsController, AttendanceController],
  providers: [PeopleService, PinService, AttendanceService, AttendanceCorrectionsService],
  exports: [PeopleService, AttendanceService],
})
export class AttendanceModule {}
