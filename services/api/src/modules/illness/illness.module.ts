import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { IllnessArchiveContributor } from './illness-archive.contributor';
import { IllnessController } from './illness.controller';
import { IllnessService } from './illness.service';

/** Illness reports, each daycare's exclusion rules and the reports in the family's archive; the module owns the illness_report and illness_exclusion_rule tables. */
@Module({
  imports: [AuditModule],
  controllers: [IllnessController],
  providers: [IllnessService, IllnessArchiveContributor],
  exports: [IllnessService],
})
export class IllnessModule {}
