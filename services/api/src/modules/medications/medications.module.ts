import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { HubModule } from '../hub';
import { JobsModule } from '../jobs';
import { MailModule } from '../mail';
import { DosesService } from './doses.service';
import { MedicationDueJob } from './medication-due.job';
import { MedicationEvents } from './medication-events';
import { MedicationsArchiveContributor } from './medications-archive.contributor';
import { MedicationsController } from './medications.controller';
import { MedicationsService } from './medications.service';

/** Medication authorisations and the record of each dose given; the module owns child_medication's authorisations, medication_interval and medication_dose. */
@Module({
  imports: [AuditModule, HubModule, JobsModule, MailModule],
  controllers: [MedicationsController],
  providers: [MedicationsService, DosesService, MedicationEvents, MedicationDueJob, MedicationsArchiveContributor],
  exports: [MedicationsService, DosesService],
})
export class MedicationsModule {}
