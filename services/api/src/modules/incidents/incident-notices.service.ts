import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { spokenLanguage } from '../../common/texts/fill-text';
import { HubEvents } from '../hub';
import { MailService, type MailTemplate, writeMail } from '../mail';
import { GUARDIANS_TO_MAIL } from './incident-queries';

/** What the notices need of a report. */
export interface NoticeIncident {
  id: number;
  childId: number;
  familyId: number;
  child: { label: string };
  occurredAt: string;
  summary: string;
  told: { guardian: { label: string } | null } | null;
}

/** A guardian is reminded this long after a report was written, and again each time as long after the last reminder. */
export const REMINDER_AFTER_HOURS = 24;
/** Reminders stop after this many; the directors' outstanding list still shows the report. */
export const MAX_REMINDERS = 3;

/** Reports due a reminder, claimed (counted and dated) in the same statement so two gateways never both send one. */
const CLAIM_DUE_REMINDERS = `
  WITH due AS (
  UPDATE child_incident i SET reminders = i.reminders + 1, reminded_at = $1
   WHERE i.closed_at IS NULL AND i.reminders < ${MAX_REMINDERS}
     AND COALESCE(i.reminded_at, i.created_at) <= $1::timestamptz - interval '${REMINDER_AFTER_HOURS} hours'
     AND i.reported_by IS NOT NULL
  RETURNING i.id, i.child_id AS "childId", i.daycare_id AS "daycareId", i.occurred_at AS "occurredAt", i.summary,
    (SELECT c.family_id FROM child c WHERE c.id = i.child_id) AS "familyId",
    (SELECT json_build_object('label', c.first_name || ' ' || c.last_name) FROM child c WHERE c.id = i.child_id) AS child)
  SELECT * FROM due`;

/** Tells the daycare and the family, live and by e-mail, that a report was written, signed, or still waits for a signature. */
@Injectable()
export class IncidentNotices {
  private readonly logger = new Logger(IncidentNotices.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
    private readonly hub: HubEvents,
    private readonly mail: MailService,
  ) {}

  /** Raises the child's open incident count on every screen, and tells the family at once. */
  async reported(daycareId: number, incident: NoticeIncident): Promise<void> {
    const guardian = { label: incident.told?.guardian?.label ?? (await this.firstGuardian(incident.familyId)) };
    await this.hub.incident({ daycareId, childId: incident.childId, childName: incident.child.label, incidentId: incident.id, guardian }, incident.familyId);
    await this.mailFamily(daycareId, incident, 'incidentReported');
  }

  /** Lowers the child's open incident count. */
  signed(daycareId: number, incident: Pick<NoticeIncident, 'id' | 'childId' | 'familyId'>): Promise<void> {
    return this.hub.incidentComplete({ daycareId, childId: incident.childId, incidentId: incident.id }, incident.familyId);
  }

  /** E-mails the guardians of every report still unsigned a day after it was written (or after the last reminder); answers how many reports. */
  async remindDue(): Promise<number> {
    const due: (NoticeIncident & { daycareId: number })[] = await this.dataSource.query(CLAIM_DUE_REMINDERS, [this.clock.now()]);
    for (const incident of due) await this.mailFamily(incident.daycareId, incident, 'incidentReminder');
    if (due.length) this.logger.log(`Reminded the families of ${due.length} unsigned incident reports`);
    return due.length;
  }

  private async mailFamily(daycareId: number, incident: Omit<NoticeIncident, 'told'>, template: Extract<MailTemplate, 'incidentReported' | 'incidentReminder'>): Promise<void> {
    const [daycare]: { label: string; timeZone: string }[] = await this.dataSource.query(`SELECT label, time_zone AS "timeZone" FROM daycare WHERE id = $1`, [daycareId]);
    const guardians: { email: string; firstName: string; language: string }[] = await this.dataSource.query(GUARDIANS_TO_MAIL, [incident.familyId]);
    for (const guardian of guardians) {
      const language = spokenLanguage(guardian.language);
      const when = new Intl.DateTimeFormat(language, { timeZone: daycare.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(incident.occurredAt));
      await this.mail.send(writeMail(guardian.email, language, template, { firstName: guardian.firstName, daycareLabel: daycare.label, childName: incident.child.label, when, summary: incident.summary }));
    }
  }

  private async firstGuardian(familyId: number): Promise<string> {
    const [row] = await this.dataSource.query(`SELECT first_name || ' ' || last_name AS label FROM "user" WHERE family_id = $1 AND type = 1 ORDER BY id LIMIT 1`, [familyId]);
    return row?.label ?? '';
  }
}
