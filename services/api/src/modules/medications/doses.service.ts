import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, type AccessScope, MEDICATION_DOSE_NOT_FOUND, MEDICATION_INTERVAL_NOT_FOUND, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import {
  type CorrectDoseDto,
  type DueDoseDto,
  type GiveDoseDto,
  HISTORY_PAGE_SIZE,
  type MedicationDoseDto,
  type MedicationHistoryDto,
  type MedicationIntervalDetailDto,
} from './dto/medication.dto';
import { MedicationEvents } from './medication-events';
import { childrenOfRoom, clockOf, dayOf, DOSE_COLUMNS, DOSE_FROM, reachedChildren, STAFF_OF_DAYCARE } from './medication-queries';
import { doseRefusal, expiresSoon } from './medication-rules';
import { type MedicationRow, MedicationsService } from './medications.service';

type DoseRow = Omit<MedicationDoseDto, 'canCorrect'> & { childId: number };

interface IntervalRow {
  id: number;
  medicationId: number;
  time: string | null;
  timeZone: string;
}

/** Who is giving a dose and who saw it, checked against the daycare's staff. */
interface DosePeople {
  givenBy: { id: number; label: string };
  witness: { id: number; label: string } | null;
}

const INTERVAL = `
  SELECT i.id, i.medication_id AS "medicationId", to_char(i.time_of_day, 'HH24:MI') AS time, d.time_zone AS "timeZone"
  FROM medication_interval i JOIN daycare d ON d.id = i.daycare_id WHERE i.id = $1 AND i.daycare_id = $2 AND i.retired_at IS NULL`;

/**
 * Scheduled intervals whose time has come today and whose dose is not given, not yet announced today:
 * each is marked announced and answered once, even with several gateways looking.
 */
const CLAIM_DUE_INTERVALS = `
  WITH due AS (
    SELECT i.id, m.id AS "medicationId", m.daycare_id AS "daycareId", c.first_name || ' ' || c.last_name AS label,
           ($1::timestamptz AT TIME ZONE d.time_zone)::date AS day
    FROM medication_interval i
    JOIN child_medication m ON m.id = i.medication_id AND m.daycare_id = i.daycare_id
    JOIN child c ON c.id = m.child_id AND c.daycare_id = m.daycare_id
    JOIN daycare d ON d.id = m.daycare_id
    WHERE i.retired_at IS NULL AND i.time_of_day IS NOT NULL AND m.signed_at IS NOT NULL
      AND ($1::timestamptz AT TIME ZONE d.time_zone) >= ($1::timestamptz AT TIME ZONE d.time_zone)::date + i.time_of_day
      AND ($1::timestamptz AT TIME ZONE d.time_zone)::date BETWEEN m.starts_on AND LEAST(m.ends_on, m.expires_on)
      AND i.announced_on IS DISTINCT FROM ($1::timestamptz AT TIME ZONE d.time_zone)::date
      AND NOT EXISTS (SELECT 1 FROM medication_dose x WHERE x.interval_id = i.id AND (x.given_at AT TIME ZONE d.time_zone)::date = ($1::timestamptz AT TIME ZONE d.time_zone)::date)
    FOR UPDATE OF i SKIP LOCKED
  )
  UPDATE medication_interval i SET announced_on = due.day FROM due WHERE i.id = due.id
  RETURNING due.id AS "intervalId", due."medicationId", due."daycareId", due.label`;

/** An authorisation stops counting as ongoing once its last day is over. */
const END_FINISHED = `
  UPDATE child_medication m SET ongoing = false FROM daycare d
  WHERE d.id = m.daycare_id AND m.source = 'authorisation' AND m.ongoing AND m.ends_on < ($1::timestamptz AT TIME ZONE d.time_zone)::date`;

/** The administration record: doses due today in a room, each dose given with who gave and who saw it, and corrections. */
@Injectable()
export class DosesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly medications: MedicationsService,
    private readonly events: MedicationEvents,
  ) {}

  /** Today's intervals of the active authorisations of a room's children: given, due, later today, or as needed. */
  async due(user: AuthenticatedUser, roomId: number | undefined): Promise<DueDoseDto[]> {
    const room = await this.access.roomOf(user, roomId);
    if (room === null) throw new BadRequestException('roomId is required: the room whose doses are due');
    const scope = await this.access.require(user, Permission.MedicationDueRead, [room]);
    const today = await this.medications.today(scope);
    const now = this.clock.now();
    const rows: (Omit<DueDoseDto, 'state' | 'given' | 'expiresSoon'> & { expiresOn: string; givenId: number | null })[] = await this.dataSource.query(
      `SELECT i.id AS "intervalId", m.id AS "medicationId", json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
              m.label AS name, m.dose, m.route, to_char(i.time_of_day, 'HH24:MI') AS time, m.emergency, m.expires_on::text AS "expiresOn",
              CASE WHEN i.time_of_day IS NULL THEN NULL ELSE ($2::date + i.time_of_day) AT TIME ZONE d.time_zone END AS "dueAt",
              (SELECT x.id FROM medication_dose x WHERE x.medication_id = m.id AND (i.time_of_day IS NULL OR x.interval_id = i.id)
                 AND (x.given_at AT TIME ZONE d.time_zone)::date = $2::date ORDER BY x.given_at DESC LIMIT 1) AS "givenId"
       FROM medication_interval i
       JOIN child_medication m ON m.id = i.medication_id AND m.daycare_id = i.daycare_id
       JOIN child c ON c.id = m.child_id AND c.daycare_id = m.daycare_id
       JOIN daycare d ON d.id = m.daycare_id
       WHERE m.daycare_id = $1 AND i.retired_at IS NULL AND m.signed_at IS NOT NULL AND $2::date BETWEEN m.starts_on AND m.ends_on AND m.expires_on >= $2::date
         AND (c.withdrawn_on IS NULL OR c.withdrawn_on > $2::date) AND ${childrenOfRoom(3)}
       ORDER BY i.time_of_day NULLS LAST, c.first_name, c.last_name, m.label, i.id`,
      [scope.daycareId, today, room],
    );
    const given = await this.readDoses(rows.flatMap((row) => (row.givenId ? [row.givenId] : [])), scope.daycareId);
    const canCorrect = await this.access.caredFor(user, given.map((dose) => dose.childId));
    return rows.map(({ givenId, expiresOn, ...row }) => {
      const dose = given.find((candidate) => candidate.id === givenId);
      return {
        ...row,
        expiresSoon: expiresSoon(expiresOn, today),
        given: dose ? { ...dose, canCorrect: canCorrect.has(dose.childId) } : null,
        state: row.time === null ? 'as_needed' : dose ? 'given' : new Date(row.dueAt!) <= now ? 'due' : 'upcoming',
      };
    });
  }

  /** An interval with its authorisation, today's doses and why a dose could not be given now, for the page that gives one. */
  async interval(user: AuthenticatedUser, intervalId: number): Promise<MedicationIntervalDetailDto> {
    const scope = await this.access.require(user, Permission.MedicationIntervalRead, [intervalId]);
    const interval = await this.readInterval(this.dataSource.manager, intervalId, scope.daycareId);
    const row = await this.medications.read(this.dataSource.manager, interval.medicationId, scope.daycareId);
    const [medication] = await this.medications.withRights(user, scope, [row]);
    const now = this.clock.now();
    const day = dayOf(interval.timeZone, now);
    const dueAt = await this.dueAt(interval, day);
    const today = await this.dosesOn(this.dataSource.manager, interval.medicationId, scope.daycareId, day);
    const refusal = await this.refusal(this.dataSource.manager, row, interval, now, today);
    return {
      interval: { id: interval.id, time: interval.time },
      medication,
      dueAt: dueAt?.toISOString() ?? null,
      today: today.map((dose) => ({ ...dose, canCorrect: medication.canGive })),
      refusal,
    };
  }

  /** Gives a dose within the authorisation (refused with the reason otherwise), then tells the room and the family. */
  async give(actor: RequestActor, body: GiveDoseDto): Promise<MedicationDoseDto> {
    const scope = await this.access.require(actor.user, Permission.MedicationDoseGive, [body.intervalId]);
    const now = this.clock.now();
    const givenAt = body.givenAt ? new Date(body.givenAt) : now;
    if (givenAt > now) throw new BadRequestException('givenAt must not be in the future');
    const { doseId, medication, people } = await this.dataSource.transaction(async (manager) => {
      const interval = await this.readInterval(manager, body.intervalId, scope.daycareId);
      const row = await this.medications.read(manager, interval.medicationId, scope.daycareId, true);
      const who = await this.dosePeople(manager, scope, body, row.emergency);
      const refusal = await this.refusal(manager, row, interval, givenAt, await this.dosesOn(manager, row.id, scope.daycareId, dayOf(interval.timeZone, givenAt)));
      if (refusal) throw new BadRequestException(refusal);
      const [{ id }] = await manager.query(
        `INSERT INTO medication_dose (daycare_id, medication_id, interval_id, given_at, amount, given_by, witness_id, note, recorded_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [scope.daycareId, row.id, body.intervalId, givenAt, body.amount, who.givenBy.id, who.witness?.id ?? null, body.note ?? null, scope.userId, now],
      );
      return { doseId: id as number, medication: row, people: who };
    });
    await this.record(actor, 'medication-dose.give', doseId, {}, { intervalId: body.intervalId, amount: body.amount, givenAt, givenById: people.givenBy.id, witnessId: people.witness?.id ?? null });
    await this.events.given({
      daycareId: scope.daycareId,
      medicationId: medication.id,
      intervalId: body.intervalId,
      childId: medication.childId,
      familyId: medication.familyId,
      childName: medication.child.label,
      medication: medication.name,
      amount: body.amount,
      givenAt,
      givenBy: people.givenBy.label,
      witness: people.witness?.label ?? null,
      emergency: medication.emergency,
    });
    return this.dose(actor.user, doseId);
  }

  async dose(user: AuthenticatedUser, doseId: number): Promise<MedicationDoseDto> {
    const scope = await this.access.require(user, Permission.MedicationDoseRead, [doseId]);
    const [dose] = await this.readDoses([doseId], scope.daycareId);
    if (!dose) throw new NotFoundException(MEDICATION_DOSE_NOT_FOUND);
    const cared = await this.access.caredFor(user, [dose.childId]);
    return { ...dose, canCorrect: cared.has(dose.childId) };
  }

  /** Corrects a dose's time, amount or note; the correction is audited with what it replaced. */
  async correct(actor: RequestActor, body: CorrectDoseDto): Promise<MedicationDoseDto> {
    const scope = await this.access.require(actor.user, Permission.MedicationDoseCorrect, [body.doseId]);
    const now = this.clock.now();
    const givenAt = new Date(body.givenAt);
    if (givenAt > now) throw new BadRequestException('givenAt must not be in the future');
    const [before] = await this.readDoses([body.doseId], scope.daycareId);
    await this.dataSource.query(
      `UPDATE medication_dose SET given_at = $3, amount = $4, note = $5, corrected_at = $6, corrected_by = $7 WHERE id = $1 AND daycare_id = $2`,
      [body.doseId, scope.daycareId, givenAt, body.amount, body.note ?? null, now, scope.userId],
    );
    await this.record(actor, 'medication-dose.correct', body.doseId, { givenAt: before.givenAt, amount: before.amount, note: before.note }, { givenAt, amount: body.amount, note: body.note ?? null });
    return this.dose(actor.user, body.doseId);
  }

  /** Doses given, newest first, a page at a time: a child's, or every child's the caller reaches. */
  async history(user: AuthenticatedUser, childId?: number, before?: string): Promise<MedicationHistoryDto> {
    const scope = childId === undefined ? await this.access.require(user, Permission.MedicationList) : await this.access.require(user, Permission.MedicationChildList, [childId]);
    const children = childId === undefined ? reachedChildren(scope, 3) : { sql: 'c.id = $3', params: [childId] };
    const rows: DoseRow[] = await this.dataSource.query(
      `SELECT ${DOSE_COLUMNS} ${DOSE_FROM} WHERE d.daycare_id = $1 AND ($2::timestamptz IS NULL OR d.given_at < $2) AND ${children.sql}
       ORDER BY d.given_at DESC, d.id DESC LIMIT ${HISTORY_PAGE_SIZE + 1}`,
      [scope.daycareId, before ?? null, ...children.params],
    );
    const page = rows.slice(0, HISTORY_PAGE_SIZE);
    const cared = await this.access.caredFor(user, page.map((dose) => dose.childId));
    const nextBefore = rows.length > HISTORY_PAGE_SIZE ? new Date(page[page.length - 1].givenAt).toISOString() : null;
    return { doses: page.map((dose) => ({ ...dose, canCorrect: cared.has(dose.childId) })), nextBefore };
  }

  /** Announces the scheduled doses whose time has come (the minute job); answers how many. */
  async announceDue(): Promise<number> {
    const now = this.clock.now();
    await this.dataSource.query(END_FINISHED, [now]);
    const [due] = await this.dataSource.query(CLAIM_DUE_INTERVALS, [now]);
    await this.events.due(due);
    return due.length;
  }

  private async refusal(manager: EntityManager, row: MedicationRow, interval: IntervalRow, givenAt: Date, dosesThatDay: DoseRow[]): Promise<string | null> {
    const day = dayOf(interval.timeZone, givenAt);
    const nearbyDoses: { givenAt: Date }[] = await manager.query(
      `SELECT given_at AS "givenAt" FROM medication_dose WHERE medication_id = $1 AND given_at BETWEEN $2::timestamptz - interval '1 day' AND $2::timestamptz + interval '1 day'`,
      [row.id, givenAt],
    );
    return doseRefusal(
      { ...row, signed: row.signedAt !== null },
      {
        day,
        givenAt,
        dueAt: await this.dueAt(interval, day),
        dosesThatDay: dosesThatDay.map((dose) => ({ givenAt: new Date(dose.givenAt), intervalId: dose.intervalId })),
        nearbyDoses: nearbyDoses.map((dose) => ({ givenAt: new Date(dose.givenAt) })),
        intervalId: interval.id,
        clockTime: clockOf(interval.timeZone),
      },
    );
  }

  /** The giver (a tablet names them; others give themselves unless they name a colleague) and, for emergency medicine, a witness. */
  private async dosePeople(manager: EntityManager, scope: AccessScope, body: GiveDoseDto, emergency: boolean): Promise<DosePeople> {
    if (scope.kind === 'tablet' && body.givenById === undefined) throw new BadRequestException('givenById is required on a room tablet: choose who gave the dose');
    const givenById = body.givenById ?? scope.userId;
    if (emergency && body.witnessId === undefined) throw new BadRequestException('Emergency medication needs a witness: choose another staff member who saw it given');
    if (body.witnessId !== undefined && body.witnessId === givenById) throw new BadRequestException('The witness must be another staff member than the one who gave the dose');
    const ids = [givenById, ...(body.witnessId === undefined ? [] : [body.witnessId])];
    const staff: { id: number; label: string }[] = await manager.query(STAFF_OF_DAYCARE, [ids, scope.daycareId]);
    const givenBy = staff.find((person) => person.id === givenById);
    if (!givenBy) throw new BadRequestException('givenById must name a staff member of this daycare');
    const witness = staff.find((person) => person.id === body.witnessId) ?? null;
    if (body.witnessId !== undefined && !witness) throw new BadRequestException('witnessId must name a staff member of this daycare');
    return { givenBy, witness };
  }

  private async dueAt(interval: IntervalRow, day: string): Promise<Date | null> {
    if (interval.time === null) return null;
    const [{ at }] = await this.dataSource.query(`SELECT ($1::date + $2::time) AT TIME ZONE $3 AS at`, [day, interval.time, interval.timeZone]);
    return new Date(at);
  }

  private dosesOn(manager: EntityManager, medicationId: number, daycareId: number, day: string): Promise<DoseRow[]> {
    return manager.query(
      `SELECT ${DOSE_COLUMNS} ${DOSE_FROM} JOIN daycare dc ON dc.id = d.daycare_id
       WHERE d.medication_id = $1 AND d.daycare_id = $2 AND (d.given_at AT TIME ZONE dc.time_zone)::date = $3::date ORDER BY d.given_at, d.id`,
      [medicationId, daycareId, day],
    );
  }

  private readDoses(doseIds: readonly number[], daycareId: number): Promise<DoseRow[]> {
    return this.dataSource.query(`SELECT ${DOSE_COLUMNS} ${DOSE_FROM} WHERE d.id = ANY($1) AND d.daycare_id = $2 ORDER BY d.id`, [doseIds, daycareId]);
  }

  private async readInterval(manager: EntityManager, intervalId: number, daycareId: number): Promise<IntervalRow> {
    const [row] = await manager.query(INTERVAL, [intervalId, daycareId]);
    if (!row) throw new NotFoundException(MEDICATION_INTERVAL_NOT_FOUND);
    return row;
  }

  private record(actor: RequestActor, action: string, doseId: number, before: object, after: object): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `medication-dose:${doseId}`, detail: { before, after } });
  }
}
