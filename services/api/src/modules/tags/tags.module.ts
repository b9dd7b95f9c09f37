import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance/attendance.module';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({
  imports: [AttendanceModule],
  controllers: [TagsController],
  providers: [TagsService],
})
export class TagsModule {}
