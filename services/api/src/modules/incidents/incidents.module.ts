import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { FilesModule } from '../files';
import { HubModule } from '../hub';
import { JobsModule } from '../jobs';
import { MailModule } from '../mail';
import { IncidentNotices } from './incident-notices.service';
import { IncidentPdfService } from './incident-pdf.service';
import { IncidentRemindersJob } from './incident-reminders.job';
import { IncidentsArchiveContributor } from './incidents-archive.contributor';
import { IncidentsController } from './incidents.controller';
import { IncidentsService } from './incidents.service';

/** Incident reports, their guardian signatures, amendments and reminders; the module owns child_incident, incident_amendment and incident_photo. */
@Module({
  imports: [AuditModule, FilesModule, HubModule, JobsModule, MailModule],
  controllers: [IncidentsController],
  providers: [IncidentsService, IncidentNotices, IncidentPdfService, IncidentRemindersJob, IncidentsArchiveContributor],
  exports: [IncidentsService],
})
export class IncidentsModule {}
