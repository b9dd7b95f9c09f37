import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { ReportPdf } from '../../common/pdf/report-pdf';
import { fillText, spokenLanguage } from '../../common/texts/fill-text';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';
import { entryLine, type SummaryEntry, textsIn } from './entry-lines';

type ArchivedEntry = SummaryEntry & { recordedBy: string; day: string; daycare: string; timeZone: string };

/** The family's entries a director did not hold back, as recorded, with the child's day in the daycare's time zone. */
const FAMILY_ENTRIES = `
  SELECT e.id, e.child_id AS "childId", c.first_name || ' ' || c.last_name AS child, e.kind, e.at, e.until, e.meal, e.portion,
    e.bottle_ml AS "bottleMl", e.movement, e.result, e.mood, e.note, u.first_name || ' ' || u.last_name AS "recordedBy",
    (e.at AT TIME ZONE d.time_zone)::date::text AS day, d.label AS daycare, d.time_zone AS "timeZone", e.created_at AS "createdAt"
  FROM daily_entry e JOIN child c ON c.id = e.child_id AND c.daycare_id = e.daycare_id JOIN "user" u ON u.id = e.recorded_by JOIN daycare d ON d.id = e.daycare_id
  WHERE c.family_id = $1 AND e.daycare_id = $2 AND NOT e.held
  ORDER BY c.first_name, e.child_id, e.at, e.id`;

const FAMILY_SLEEP_CHECKS = `
  SELECT s.id, s.nap_id AS "napId", c.first_name || ' ' || c.last_name AS child, s.checked_at AS "checkedAt", s.position, s.breathing,
    u.first_name || ' ' || u.last_name AS "checkedBy"
  FROM sleep_check s JOIN daily_entry e ON e.id = s.nap_id JOIN child c ON c.id = e.child_id AND c.daycare_id = e.daycare_id JOIN "user" u ON u.id = s.checked_by
  WHERE c.family_id = $1 AND s.daycare_id = $2 AND NOT e.held
  ORDER BY s.nap_id, s.checked_at`;

/** The family's daily reports: every entry and sleep check as records, and each child's reports as a PDF in the downloader's language. */
@Injectable()
export class DailyReportsArchiveContributor implements ArchiveContributor, OnModuleInit {
  readonly name = 'daily-reports';

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    const entries: ArchivedEntry[] = await this.dataSource.query(FAMILY_ENTRIES, [familyId, daycareId]);
    zip.addRecords('dailyReports', entries.map(({ daycare: _daycare, timeZone: _timeZone, ...entry }) => entry));
    zip.addRecords('sleepChecks', await this.dataSource.query(FAMILY_SLEEP_CHECKS, [familyId, daycareId]));
    for (const childId of new Set(entries.map((entry) => entry.childId))) {
      const theirs = entries.filter((entry) => entry.childId === childId);
      const { fileName, pdf } = await this.childPdf(theirs, zip.language);
      zip.addFile(`daily-reports/${fileName}`, pdf);
    }
  }

  private async childPdf(entries: ArchivedEntry[], readerLanguage: string): Promise<{ fileName: string; pdf: Buffer }> {
    const language = spokenLanguage(readerLanguage);
    const texts = textsIn(language);
    const [{ child, daycare, timeZone }] = entries;
    const time = new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' });
    const dayTitle = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    const document = new ReportPdf({
      title: texts.archive.title,
      subtitle: fillText(texts.archive.subtitle, { child, daycare }),
      footer: fillText(texts.archive.footer, { time: new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(this.clock.now()) }),
      pageLabel: (page, pages) => fillText(texts.sleepLog.page, { page: String(page), pages: String(pages) }),
    });
    const { columns } = texts.archive;
    for (const day of new Set(entries.map((entry) => entry.day))) {
      document.heading(dayTitle.format(new Date(`${day}T12:00:00Z`)));
      const rows = entries.filter((entry) => entry.day === day).map((entry) => [time.format(new Date(entry.at)), entryLine(entry, texts.summary, time), entry.recordedBy]);
      document.table([{ header: columns.time, share: 1 }, { header: columns.entry, share: 4 }, { header: columns.by, share: 1.6 }], rows);
    }
    return { fileName: fillText(texts.archive.fileName, { child }), pdf: await document.toBuffer() };
  }
}
