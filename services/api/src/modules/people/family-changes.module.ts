import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { HubModule } from '../hub';
import { FamilyChangesController } from './family-changes.controller';
import { FamilyChangesService } from './family-changes.service';

/** What families change themselves: recorded by the children, guardians and contacts services, read by directors. */
@Module({
  imports: [AuditModule, HubModule],
  controllers: [FamilyChangesController],
  providers: [FamilyChangesService],
  exports: [FamilyChangesService],
})
export class FamilyChangesModule {}
