import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { spokenLanguage } from '../../common/texts/fill-text';
import { incidentPdf } from './incident-pdf';
import { IncidentsService } from './incidents.service';

/** The printable incident report, in the reader's language. */
@Injectable()
export class IncidentPdfService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly incidents: IncidentsService,
    private readonly clock: ClockService,
  ) {}

  async pdf(user: AuthenticatedUser, incidentId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const incident = await this.incidents.byId(user, incidentId);
    const [reader]: { daycare: string; timeZone: string; name: string; language: string }[] = await this.dataSource.query(
      `SELECT d.label AS daycare, d.time_zone AS "timeZone", u.first_name || ' ' || u.last_name AS name, u.language FROM daycare d, "user" u WHERE d.id = $1 AND u.id = $2`,
      [user.daycareId, user.id],
    );
    return incidentPdf(
      { ...incident, photoCount: incident.photos.length },
      { language: spokenLanguage(reader.language), timeZone: reader.timeZone, daycare: reader.daycare, reader: reader.name, now: this.clock.now() },
    );
  }
}
