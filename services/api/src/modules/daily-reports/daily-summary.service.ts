import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { spokenLanguage } from '../../common/texts/fill-text';
import { MailService, writeMail } from '../mail';
import { entryLine, type SummaryEntry, summaryTexts } from './entry-lines';

/** The daycare's day is over for the families' e-mail at this hour of its own clock. */
export const DAILY_SUMMARY_HOUR = 18;

interface DueDaycare {
  daycareId: number;
  day: string;
  label: string;
  timeZone: string;
}


interface Recipient {
  email: string;
  firstName: string;
  language: string;
}

/** Claims today's run of each daycare past its summary hour; the primary key lets one gateway win. */
const CLAIM_DUE_DAYCARES = `
  INSERT INTO daily_summary_run (daycare_id, day, started_at)
  SELECT d.id, ($1::timestamptz AT TIME ZONE d.time_zone)::date, $1
    FROM daycare d JOIN feature_control fc ON fc.daycare_id = d.id AND fc.child_daily_report
   WHERE extract(hour FROM $1::timestamptz AT TIME ZONE d.time_zone) >= ${DAILY_SUMMARY_HOUR}
  ON CONFLICT DO NOTHING
  RETURNING daycare_id AS "daycareId", day::text AS day,
    (SELECT label FROM daycare WHERE id = daycare_id) AS label, (SELECT time_zone FROM daycare WHERE id = daycare_id) AS "timeZone"`;

/** A family's entries of the day that a director did not hold back, by child and time. */
const FAMILY_ENTRIES = `
  SELECT c.family_id AS "familyId", e.child_id AS "childId", c.first_name AS child, e.kind, e.at, e.until, e.meal, e.portion,
    e.bottle_ml AS "bottleMl", e.movement, e.result, e.mood, e.note
  FROM daily_entry e JOIN child c ON c.id = e.child_id AND c.daycare_id = e.daycare_id JOIN daycare d ON d.id = e.daycare_id
  WHERE e.daycare_id = $1 AND (e.at AT TIME ZONE d.time_zone)::date = $2::date AND NOT e.held
  ORDER BY c.first_name, e.child_id, e.at, e.id`;

const GUARDIANS_OF_FAMILIES = `
  SELECT u.family_id AS "familyId", u.email, u.first_name AS "firstName", u.language
  FROM "user" u WHERE u.family_id = ANY($1) AND u.type = 1 AND u.email_confirmed AND u.email IS NOT NULL ORDER BY u.id`;

/** At the end of each daycare's day, each family with something recorded gets the day's summary by e-mail, in each guardian's language. */
@Injectable()
export class DailySummaryService {
  private readonly logger = new Logger(DailySummaryService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
    private readonly mail: MailService,
  ) {}

  /** Sends the summaries of every daycare whose day is over and not yet summed up; answers how many e-mails went. */
  async sendDue(): Promise<number> {
    const due: DueDaycare[] = await this.dataSource.query(CLAIM_DUE_DAYCARES, [this.clock.now()]);
    let sent = 0;
    for (const daycare of due) {
      const emails = await this.sendDaycare(daycare);
      await this.dataSource.query(`UPDATE daily_summary_run SET emails = $3 WHERE daycare_id = $1 AND day = $2`, [daycare.daycareId, daycare.day, emails]);
      sent += emails;
    }
    if (sent) this.logger.log(`Sent ${sent} end-of-day summaries`);
    return sent;
  }

  private async sendDaycare(daycare: DueDaycare): Promise<number> {
    const entries: (SummaryEntry & { familyId: number })[] = await this.dataSource.query(FAMILY_ENTRIES, [daycare.daycareId, daycare.day]);
    const families = [...new Set(entries.map((entry) => entry.familyId))];
    if (!families.length) return 0;
    const guardians: (Recipient & { familyId: number })[] = await this.dataSource.query(GUARDIANS_OF_FAMILIES, [families]);
    for (const guardian of guardians) {
      const theirs = entries.filter((entry) => entry.familyId === guardian.familyId);
      await this.mail.send(summaryMail(guardian, daycare, theirs));
    }
    return guardians.length;
  }
}

function summaryMail(guardian: Recipient, daycare: DueDaycare, entries: SummaryEntry[]) {
  const language = spokenLanguage(guardian.language);
  const texts = summaryTexts(language);
  const time = new Intl.DateTimeFormat(language, { timeZone: daycare.timeZone, hour: 'numeric', minute: '2-digit' });
  const children = [...new Map(entries.map((entry) => [entry.childId, entry.child])).entries()];
  const summary = children
    .map(([childId, name]) => [name, ...entries.filter((entry) => entry.childId === childId).map((entry) => `  ${time.format(new Date(entry.at))}  ${entryLine(entry, texts, time)}`)].join('\n'))
    .join('\n\n');
  const day = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${daycare.day}T12:00:00Z`));
  const childNames = new Intl.ListFormat(language, { type: 'conjunction' }).format(children.map(([, name]) => name));
  return writeMail(guardian.email, language, 'dailySummary', { firstName: guardian.firstName, daycareLabel: daycare.label, childNames, day, summary });
}
