import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth/auth.module';
import { TagsModule } from '../tags';
import { ChildController } from './children.controller';
import { ChildrenArchiveContributor } from './children-archive.contributor';
import { ChildrenService } from './children.service';
import { ContactController } from './contacts.controller';
import { ContactsService } from './contacts.service';
import { FamilyController } from './families.controller';
import { FamilyChangesModule } from './family-changes.module';
import { FamiliesService } from './families.service';
import { HealthService } from './health.service';
import { MedicalController } from './medical.controller';
import { PeopleService } from './people.service';
import { PickupController } from './pickup.controller';
import { PickupService } from './pickup.service';
import { PinController } from './pin.controller';
import { PinService } from './pin.service';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

/** Children, families, guardians and staff: the people lists, their medical lists and their PINs. */
@Module({
  imports: [AuthModule, AuditModule, TagsModule, FamilyChangesModule],
  controllers: [MedicalController, PinController, ChildController, FamilyController, ContactController, PickupController, StaffController],
  providers: [ChildrenArchiveContributor, HealthService, PeopleService, PinService, ChildrenService, FamiliesService, ContactsService, PickupService, StaffService],
  exports: [PeopleService, PinService, PickupService],
})
export class PeopleModule {}
