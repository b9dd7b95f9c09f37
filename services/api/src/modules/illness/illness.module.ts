import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { IllnessController } from './illness.controller';
import { IllnessService } from './illness.service';

/** Illness reports and each daycare's exclusion rules; the module owns the illness_report and illness_exclusion_rule tables. */
@Module({
  imports: [AuditModule],
  controllers: [IllnessController],
  providers: [IllnessService],
  exports: [IllnessService],
})
export class IllnessModule {}
