import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { HubModule } from '../hub';
import { FamilyChangesArchiveContributor } from './family-changes-archive.contributor';
import { FamilyChangesController } from './family-changes.controller';
import { FamilyChangesService } from './family-changes.service';

/** What families change themselves: recorded by the children, guardians and contacts services, read by directors, kept in the family's archive. */
@Module({
  imports: [AuditModule, HubModule],
  controllers: [FamilyChangesController],
  providers: [FamilyChangesService, FamilyChangesArchiveContributor],
  exports: [FamilyChangesService],
})
export class FamilyChangesModule {}
