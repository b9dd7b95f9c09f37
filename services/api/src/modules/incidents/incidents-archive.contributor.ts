import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { spokenLanguage } from '../../common/texts/fill-text';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';
import { incidentPdf, type PrintedIncident } from './incident-pdf';
import { AMENDMENTS, INCIDENT_COLUMNS, INCIDENT_FROM } from './incident-queries';

type ArchivedIncident = PrintedIncident & { childId: number; status: string; signedAt: string | null };

/** The family's reports, oldest first, with the number of photos each has. */
const FAMILY_INCIDENTS = `
  SELECT ${INCIDENT_COLUMNS}, (SELECT count(*)::int FROM incident_photo p WHERE p.incident_id = i.id) AS "photoCount"
  ${INCIDENT_FROM} WHERE c.family_id = $1 AND i.daycare_id = $2 ORDER BY i.occurred_at, i.id`;

/** The family's incident reports: records (the signature as who, when and from where) and each report as a PDF in the downloader's language. */
@Injectable()
export class IncidentsArchiveContributor implements ArchiveContributor, OnModuleInit {
  readonly name = 'incidents';

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    const incidents: ArchivedIncident[] = await this.dataSource.query(FAMILY_INCIDENTS, [familyId, daycareId]);
    const amendments: (PrintedIncident['amendments'][number] & { incidentId: number })[] = await this.dataSource.query(AMENDMENTS, [incidents.map((incident) => incident.id), daycareId]);
    zip.addRecords('incidents', incidents.map(recordOf));
    zip.addRecords('incidentAmendments', amendments.map(({ incidentId, text, addedBy, addedAt }) => ({ incidentId, text, addedBy: addedBy.label, addedAt })));
    if (!incidents.length) return;
    const [daycare]: { label: string; timeZone: string }[] = await this.dataSource.query(`SELECT label, time_zone AS "timeZone" FROM daycare WHERE id = $1`, [daycareId]);
    const context = { language: spokenLanguage(zip.language), timeZone: daycare.timeZone, daycare: daycare.label, reader: daycare.label, now: this.clock.now() };
    for (const incident of incidents) {
      const { fileName, pdf } = await incidentPdf({ ...incident, amendments: amendments.filter((amendment) => amendment.incidentId === incident.id) }, context);
      zip.addFile(`incidents/${fileName}`, pdf);
    }
  }
}

function recordOf(incident: ArchivedIncident): Record<string, unknown> {
  const { id, childId, child, occurredAt, location, summary, injuries, firstAid, witnesses, told, reportedBy, status, signature, photoCount } = incident;
  return {
    id,
    childId,
    child: child.label,
    occurredAt,
    location,
    summary,
    injuries: injuries.map((injury) => `${injury.side} (${injury.x.toFixed(2)}, ${injury.y.toFixed(2)}): ${injury.label}`).join('; '),
    firstAid,
    witnesses: witnesses.join('; '),
    toldGuardian: told?.guardian?.label ?? null,
    toldHow: told?.how ?? null,
    toldAt: told?.at ?? null,
    reportedBy: reportedBy?.label ?? null,
    status,
    signedName: signature?.name ?? null,
    signedBy: signature?.by.label ?? null,
    signedAt: signature?.at ?? null,
    signedIp: signature?.ip ?? null,
    photos: photoCount,
  };
}
