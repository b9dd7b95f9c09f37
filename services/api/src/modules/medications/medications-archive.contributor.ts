import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { ReportPdf } from '../../common/pdf/report-pdf';
import { catalogueIn, fillText, spokenLanguage } from '../../common/texts/fill-text';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';
import type { MedicationRoute } from './dto/medication.dto';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';

type Texts = (typeof en)['records'];

interface ArchivedMedication {
  id: number;
  childId: number;
  child: string;
  daycare: string;
  timeZone: string;
  name: string;
  dose: string;
  route: MedicationRoute;
  reason: string | null;
  prescriber: string | null;
  startsOn: string;
  endsOn: string;
  expiresOn: string;
  asNeeded: boolean;
  emergency: boolean;
  minMinutesBetween: number | null;
  maxDailyDoses: number | null;
  times: string[];
  signedName: string | null;
  signedAt: Date | null;
}

interface ArchivedDose {
  id: number;
  medicationId: number;
  givenAt: Date;
  amount: string;
  givenBy: string;
  witness: string | null;
  note: string | null;
}

const FAMILY_MEDICATIONS = `
  SELECT m.id, m.child_id AS "childId", c.first_name || ' ' || c.last_name AS child, d.label AS daycare, d.time_zone AS "timeZone",
    m.label AS name, m.dose, m.route, m.reason, m.prescriber, m.starts_on::text AS "startsOn", m.ends_on::text AS "endsOn", m.expires_on::text AS "expiresOn",
    m.as_needed AS "asNeeded", m.emergency, m.min_minutes_between AS "minMinutesBetween", m.max_daily_doses AS "maxDailyDoses",
    coalesce((SELECT array_agg(to_char(i.time_of_day, 'HH24:MI') ORDER BY i.time_of_day) FROM medication_interval i
               WHERE i.medication_id = m.id AND i.retired_at IS NULL AND i.time_of_day IS NOT NULL), '{}') AS times,
    m.signed_name AS "signedName", m.signed_at AS "signedAt"
  FROM child_medication m JOIN child c ON c.id = m.child_id AND c.daycare_id = m.daycare_id JOIN daycare d ON d.id = m.daycare_id
  WHERE c.family_id = $1 AND m.daycare_id = $2 AND m.source = 'authorisation'
  ORDER BY c.first_name, m.child_id, m.starts_on, m.id`;

const FAMILY_DOSES = `
  SELECT x.id, x.medication_id AS "medicationId", x.given_at AS "givenAt", x.amount, g.first_name || ' ' || g.last_name AS "givenBy",
    CASE WHEN w.id IS NULL THEN NULL ELSE w.first_name || ' ' || w.last_name END AS witness, x.note
  FROM medication_dose x JOIN child_medication m ON m.id = x.medication_id AND m.daycare_id = x.daycare_id JOIN child c ON c.id = m.child_id AND c.daycare_id = m.daycare_id
  JOIN "user" g ON g.id = x.given_by LEFT JOIN "user" w ON w.id = x.witness_id
  WHERE c.family_id = $1 AND x.daycare_id = $2
  ORDER BY x.given_at, x.id`;

/** The family's medication: every dose as a record, and each child's authorisations and doses as a PDF in the downloader's language. */
@Injectable()
export class MedicationsArchiveContributor implements ArchiveContributor, OnModuleInit {
  readonly name = 'medications';

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    const medications: ArchivedMedication[] = await this.dataSource.query(FAMILY_MEDICATIONS, [familyId, daycareId]);
    const doses: ArchivedDose[] = await this.dataSource.query(FAMILY_DOSES, [familyId, daycareId]);
    zip.addRecords('medicationDoses', doses as unknown as Record<string, unknown>[]);
    for (const childId of new Set(medications.map((medication) => medication.childId))) {
      const theirs = medications.filter((medication) => medication.childId === childId);
      const { fileName, pdf } = await this.childPdf(theirs, doses, zip.language);
      zip.addFile(`medications/${fileName}`, pdf);
    }
  }

  private async childPdf(medications: ArchivedMedication[], doses: ArchivedDose[], readerLanguage: string): Promise<{ fileName: string; pdf: Buffer }> {
    const language = spokenLanguage(readerLanguage);
    const texts = catalogueIn({ en, 'pt-BR': ptBR }, language).records;
    const [{ child, daycare, timeZone }] = medications;
    const dateTime = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    const document = new ReportPdf({
      title: texts.title,
      subtitle: fillText(texts.subtitle, { child, daycare }),
      footer: fillText(texts.footer, { time: dateTime.format(this.clock.now()) }),
      pageLabel: (page, pages) => fillText(texts.page, { page: String(page), pages: String(pages) }),
    });
    for (const medication of medications) writeMedication(document, medication, doses.filter((dose) => dose.medicationId === medication.id), texts, dateTime);
    return { fileName: fillText(texts.fileName, { child }), pdf: await document.toBuffer() };
  }
}

function writeMedication(document: ReportPdf, medication: ArchivedMedication, doses: ArchivedDose[], texts: Texts, dateTime: Intl.DateTimeFormat): void {
  const { name, dose, startsOn, endsOn, expiresOn } = medication;
  document.heading(fillText(texts.medication, { name, dose, route: texts.routes[medication.route] }));
  document.paragraph(fillText(texts.terms, { startsOn, endsOn, expiresOn }));
  document.paragraph(
    medication.asNeeded
      ? fillText(texts.asNeeded, { minutes: String(medication.minMinutesBetween), maximum: String(medication.maxDailyDoses) })
      : fillText(texts.schedule, { times: medication.times.join(', ') }),
  );
  if (medication.reason || medication.prescriber) document.paragraph(fillText(texts.reason, { reason: medication.reason ?? texts.none, prescriber: medication.prescriber ?? texts.none }));
  if (medication.emergency) document.paragraph(texts.emergency, 'warning');
  document.paragraph(medication.signedAt ? fillText(texts.signed, { name: medication.signedName ?? '', time: dateTime.format(new Date(medication.signedAt)) }) : texts.unsigned, 'muted');
  if (!doses.length) {
    document.paragraph(texts.noDoses, 'muted');
    return;
  }
  const { columns } = texts;
  document.table(
    [
      { header: columns.time, share: 1.6 },
      { header: columns.amount, share: 1 },
      { header: columns.by, share: 1.4 },
      { header: columns.witness, share: 1.4 },
      { header: columns.note, share: 2 },
    ],
    doses.map((given) => [dateTime.format(new Date(given.givenAt)), given.amount, given.givenBy, given.witness ?? texts.none, given.note ?? '']),
  );
}
