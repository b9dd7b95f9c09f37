export { MedicationsModule } from './medications.module';
export { DosesService } from './doses.service';
export { MedicationsService } from './medications.service';
