import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { NotesArchiveContributor } from './notes-archive.contributor';
import { NotesController } from './notes.controller';
import { NotesService } from './notes.service';

/** Notes about a child; the module owns the child_note table. */
@Module({
  imports: [AuditModule],
  controllers: [NotesController],
  providers: [NotesService, NotesArchiveContributor],
  exports: [NotesService],
})
export class NotesModule {}
