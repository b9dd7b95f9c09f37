import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance/attendance.module';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

/** Schedules (attendance plans), guardians' schedule requests, absences, reported and expected attendance. */
@Module({
  imports: [AttendanceModule],
  controllers: [SchedulesController],
  providers: [SchedulesService],
})
export class SchedulesModule {}
