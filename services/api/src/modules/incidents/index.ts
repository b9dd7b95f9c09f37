export { IncidentsModule } from './incidents.module';
export { IncidentsService } from './incidents.service';
