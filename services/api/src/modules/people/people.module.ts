import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth/auth.module';
import { TagsModule } from '../tags';
import { ChildController } from './children.controller';
import { ChildrenService } from './children.service';
import { FamilyController } from './families.controller';
import { FamiliesService } from './families.service';
import { MedicalController } from './medical.controller';
import { PeopleService } from './people.service';
import { PinController } from './pin.controller';
import { PinService } from './pin.service';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

/** Children, families, guardians and staff: the people lists, their medical lists and their PINs. */
@Module({
  imports: [AuthModule, AuditModule, TagsModule],
  controllers: [MedicalController, PinController, ChildController, FamilyController, StaffController],
  providers: [PeopleService, PinService, ChildrenService, FamiliesService, StaffService],
  exports: [PeopleService, PinService],
})
export class PeopleModule {}
