import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { ArchiveRegistry } from './archive-registry';
import { FamilyArchiveController } from './family-archive.controller';
import { FamilyArchiveService } from './family-archive.service';

/** The family's archive and the one registry each domain adds its contributor to. */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [FamilyArchiveController],
  providers: [ArchiveRegistry, FamilyArchiveService],
  exports: [ArchiveRegistry],
})
export class FamilyArchiveModule {}
