import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { spokenLanguage } from '../../common/texts/fill-text';
import { HubEvents } from '../hub';
import { MailService, writeMail } from '../mail';
import { clockOf } from './medication-queries';

/** A scheduled interval whose time has come today. */
export interface DueInterval {
  intervalId: number;
  medicationId: number;
  daycareId: number;
  label: string;
}

/** A dose just given, with what the family and the room are told about it. */
export interface GivenDose {
  daycareId: number;
  medicationId: number;
  intervalId: number;
  childId: number;
  familyId: number;
  childName: string;
  medication: string;
  amount: string;
  givenAt: Date;
  givenBy: string;
  witness: string | null;
  emergency: boolean;
}

const GUARDIANS_OF_FAMILY = `
  SELECT u.email, u.first_name AS "firstName", u.language FROM "user" u
  WHERE u.family_id = $1 AND u.type = 1 AND u.email_confirmed AND u.email IS NOT NULL ORDER BY u.id`;

/** The child's ongoing medication count, as the people lists show it. */
const ONGOING_COUNT = `SELECT count(*)::int AS count FROM child_medication WHERE child_id = $1 AND ongoing`;

/** Tells the daycare live that doses fall due and are given, and the family at once when emergency medicine was given. */
@Injectable()
export class MedicationEvents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hub: HubEvents,
    private readonly mail: MailService,
  ) {}

  async due(intervals: readonly DueInterval[]): Promise<void> {
    await Promise.all(
      intervals.map(({ intervalId, medicationId, daycareId, label }) => this.hub.medication({ daycareId, child: { label }, medicationId, intervalId })),
    );
  }

  async given(dose: GivenDose): Promise<void> {
    const complete = { daycareId: dose.daycareId, medicationId: dose.medicationId, intervalId: dose.intervalId };
    await Promise.all([this.hub.medicationComplete(complete), this.hub.medicationToFamily(dose.familyId, 'OnMedicationComplete', complete)]);
    if (dose.emergency) await this.emergency(dose);
  }

  private async emergency(dose: GivenDose): Promise<void> {
    const [{ count }] = await this.dataSource.query(ONGOING_COUNT, [dose.childId]);
    const event = { daycareId: dose.daycareId, childName: dose.childName, medicationId: dose.medicationId, childId: dose.childId, count };
    await Promise.all([this.hub.emergencyMedication(event), this.hub.medicationToFamily(dose.familyId, 'OnEmergencyMedication', event)]);
    const [daycare] = await this.dataSource.query(`SELECT label, time_zone AS "timeZone" FROM daycare WHERE id = $1`, [dose.daycareId]);
    const guardians: { email: string; firstName: string; language: string }[] = await this.dataSource.query(GUARDIANS_OF_FAMILY, [dose.familyId]);
    const time = clockOf(daycare.timeZone)(dose.givenAt);
    for (const guardian of guardians) {
      await this.mail.send(
        writeMail(guardian.email, spokenLanguage(guardian.language), 'emergencyMedication', {
          firstName: guardian.firstName,
          daycareLabel: daycare.label,
          childName: dose.childName,
          medication: dose.medication,
          amount: dose.amount,
          time,
          givenBy: dose.givenBy,
          witness: dose.witness ?? '—',
        }),
      );
    }
  }
}
