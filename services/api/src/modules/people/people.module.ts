import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MedicalController } from './medical.controller';
import { PeopleService } from './people.service';
import { PinController } from './pin.controller';
import { PinService } from './pin.service';

/** Children, families, guardians and staff: the people lists, their medical lists and their PINs. */
@Module({
  imports: [AuthModule],
  controllers: [MedicalController, PinController],
  providers: [PeopleService, PinService],
  exports: [PeopleService, PinService],
})
export class PeopleModule {}
