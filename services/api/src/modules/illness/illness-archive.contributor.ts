import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { ReportPdf } from '../../common/pdf/report-pdf';
import { catalogueIn, fillText, spokenLanguage } from '../../common/texts/fill-text';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';
import type { Symptom } from './illness-rules';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';

type Texts = (typeof en)['records'];

interface ArchivedReport {
  id: number;
  childId: number;
  child: string;
  daycare: string;
  timeZone: string;
  symptoms: Symptom[];
  temperatureC: number | null;
  noticedAt: Date;
  lastSymptomAt: Date;
  sentHomeAt: Date | null;
  pickedUpBy: string | null;
  diagnosis: string | null;
  notes: string | null;
  returnAfter: Date;
  returnRule: Symptom;
  returnRuleHours: number;
  reportedBy: string;
  byFamily: boolean;
  createdAt: Date;
}

const FAMILY_REPORTS = `
  SELECT r.id, r.child_id AS "childId", c.first_name || ' ' || c.last_name AS child, d.label AS daycare, d.time_zone AS "timeZone",
    r.symptoms, r.temperature_c::float8 AS "temperatureC", r.noticed_at AS "noticedAt", r.last_symptom_at AS "lastSymptomAt", r.sent_home_at AS "sentHomeAt",
    r.picked_up_by AS "pickedUpBy", r.diagnosis, r.notes, r.return_after AS "returnAfter", r.return_rule AS "returnRule", r.return_rule_hours AS "returnRuleHours",
    u.first_name || ' ' || u.last_name AS "reportedBy", r.by_family AS "byFamily", r.created_at AS "createdAt"
  FROM illness_report r JOIN child c ON c.id = r.child_id AND c.daycare_id = r.daycare_id JOIN daycare d ON d.id = r.daycare_id JOIN "user" u ON u.id = r.reported_by
  WHERE c.family_id = $1 AND r.daycare_id = $2
  ORDER BY c.first_name, r.child_id, r.noticed_at, r.id`;

/** The family's illness reports: every report as a record, and each child's reports as a PDF in the downloader's language. */
@Injectable()
export class IllnessArchiveContributor implements ArchiveContributor, OnModuleInit {
  readonly name = 'illness';

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    const reports: ArchivedReport[] = await this.dataSource.query(FAMILY_REPORTS, [familyId, daycareId]);
    zip.addRecords('illnessReports', reports.map(({ daycare: _daycare, timeZone: _timeZone, ...report }) => ({ ...report, symptoms: report.symptoms.join(' ') })));
    for (const childId of new Set(reports.map((report) => report.childId))) {
      const { fileName, pdf } = await this.childPdf(reports.filter((report) => report.childId === childId), zip.language);
      zip.addFile(`illness-reports/${fileName}`, pdf);
    }
  }

  private async childPdf(reports: ArchivedReport[], readerLanguage: string): Promise<{ fileName: string; pdf: Buffer }> {
    const language = spokenLanguage(readerLanguage);
    const texts = catalogueIn({ en, 'pt-BR': ptBR }, language).records;
    const [{ child, daycare, timeZone }] = reports;
    const dateTime = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    const document = new ReportPdf({
      title: texts.title,
      subtitle: fillText(texts.subtitle, { child, daycare }),
      footer: fillText(texts.footer, { time: dateTime.format(this.clock.now()) }),
      pageLabel: (page, pages) => fillText(texts.page, { page: String(page), pages: String(pages) }),
    });
    for (const report of reports) writeReport(document, report, texts, dateTime);
    return { fileName: fillText(texts.fileName, { child }), pdf: await document.toBuffer() };
  }
}

function writeReport(document: ReportPdf, report: ArchivedReport, texts: Texts, dateTime: Intl.DateTimeFormat): void {
  const time = (instant: Date) => dateTime.format(new Date(instant));
  const symptoms = report.symptoms.map((symptom) => texts.symptoms[symptom]).join(', ');
  document.heading(fillText(texts.report, { symptoms: symptoms.charAt(0).toUpperCase() + symptoms.slice(1), noticed: time(report.noticedAt) }));
  if (report.temperatureC !== null) document.paragraph(fillText(texts.temperature, { celsius: report.temperatureC.toFixed(1) }));
  if (report.sentHomeAt) document.paragraph(fillText(texts.sentHome, { time: time(report.sentHomeAt), pickedUpBy: report.pickedUpBy ?? texts.nobody }));
  if (report.diagnosis) document.paragraph(fillText(texts.diagnosis, { diagnosis: report.diagnosis }));
  if (report.notes) document.paragraph(fillText(texts.notes, { notes: report.notes }));
  document.paragraph(
    fillText(texts.returnAfter, { time: time(report.returnAfter), hours: String(report.returnRuleHours), symptom: texts.symptoms[report.returnRule], lastSymptom: time(report.lastSymptomAt) }),
    'warning',
  );
  document.paragraph(fillText(texts.reportedBy, { name: report.reportedBy, who: report.byFamily ? texts.family : texts.daycare, time: time(report.createdAt) }), 'muted');
}
