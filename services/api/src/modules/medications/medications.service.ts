import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, type AccessScope, MEDICATION_NOT_FOUND, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import type {
  CreateMedicationDto,
  MedicationDetailDto,
  MedicationDoseDto,
  MedicationDto,
  MedicationIntervalDto,
  SignMedicationDto,
  UpdateMedicationDto,
} from './dto/medication.dto';
import { DOSE_COLUMNS, DOSE_FROM, MEDICATION_COLUMNS, MEDICATION_FROM, reachedChildren } from './medication-queries';
import { assertAuthorisation, expiresSoon, stateOn } from './medication-rules';

/** An authorisation as read from its table, before the caller's rights and today's state are known. */
export interface MedicationRow extends Omit<MedicationDto, 'state' | 'expiresSoon' | 'signature' | 'canEdit' | 'canSign' | 'canGive'> {
  familyId: number;
  signedName: string | null;
  signedAt: Date | null;
  signedIp: string | null;
  signedBy: { id: number; label: string } | null;
}

type DoseRow = Omit<MedicationDoseDto, 'canCorrect'> & { childId: number };

const GUARDIAN_SIGNS = 'A guardian signs the authorisation: type your name and draw your signature';
const DIRECTOR_CANNOT_SIGN = 'Only a guardian signs: leave signedName and signature out and the authorisation waits for the family';

/**
 * Medication authorisations: a guardian authorises and signs; a director may enter or change one for the
 * family, which then waits for a guardian's signature before any dose is given.
 */
@Injectable()
export class MedicationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
  ) {}

  /** The authorisations of a child, or of every child the caller reaches; current ones first. */
  async list(user: AuthenticatedUser, childId?: number): Promise<MedicationDto[]> {
    const scope = childId === undefined ? await this.access.require(user, Permission.MedicationList) : await this.access.require(user, Permission.MedicationChildList, [childId]);
    const children = childId === undefined ? reachedChildren(scope, 3) : { sql: 'c.id = $3', params: [childId] };
    const rows: MedicationRow[] = await this.dataSource.query(
      `SELECT ${MEDICATION_COLUMNS} ${MEDICATION_FROM}
       WHERE m.daycare_id = $1 AND m.source = 'authorisation' AND m.ends_on >= $2::date - 90 AND ${children.sql}
       ORDER BY m.ends_on < $2::date, c.first_name, c.last_name, m.label, m.id`,
      [scope.daycareId, await this.today(scope), ...children.params],
    );
    return this.withRights(user, scope, rows);
  }

  async byId(user: AuthenticatedUser, medicationId: number): Promise<MedicationDetailDto> {
    const scope = await this.access.require(user, Permission.MedicationRead, [medicationId]);
    const row = await this.read(this.dataSource.manager, medicationId, scope.daycareId);
    const [medication] = await this.withRights(user, scope, [row]);
    const [{ signature }] = await this.dataSource.query(`SELECT signature FROM child_medication WHERE id = $1`, [medicationId]);
    const doses: DoseRow[] = await this.dataSource.query(`SELECT ${DOSE_COLUMNS} ${DOSE_FROM} WHERE d.medication_id = $1 AND d.daycare_id = $2 ORDER BY d.given_at DESC, d.id DESC`, [
      medicationId,
      scope.daycareId,
    ]);
    return { ...medication, signatureImage: signature, doses: doses.map((dose) => ({ ...dose, canCorrect: medication.canGive })) };
  }

  /** A guardian's authorisation is signed as it is made; a director's waits for a guardian's signature. */
  async create(actor: RequestActor, body: CreateMedicationDto): Promise<MedicationDetailDto> {
    const scope = await this.access.require(actor.user, Permission.MedicationAuthorise, [body.childId]);
    const today = await this.today(scope);
    assertAuthorisation(body, today);
    assertSignedBy(scope, body);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id: medicationId }] = await manager.query(
        `INSERT INTO child_medication (daycare_id, child_id, label, instructions, ongoing, source, dose, route, reason, prescriber, starts_on, ends_on, expires_on,
                                       as_needed, emergency, min_minutes_between, max_daily_doses, created_by, created_at)
         VALUES ($1, $2, $3, $4, false, 'authorisation', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [scope.daycareId, body.childId, ...termsOf(body), scope.userId, now],
      );
      await this.writeIntervals(manager, medicationId, scope.daycareId, body, now);
      await this.writeSignature(manager, medicationId, actor, body, now, today);
      return medicationId as number;
    });
    await this.record(actor, 'medication.create', id, {}, withoutSignature(body));
    return this.byId(actor.user, id);
  }

  /** A changed authorisation needs a guardian's signature again: a guardian signs the change, a director's change waits for one. */
  async update(actor: RequestActor, body: UpdateMedicationDto): Promise<MedicationDetailDto> {
    const scope = await this.access.require(actor.user, Permission.MedicationUpdate, [body.medicationId]);
    const today = await this.today(scope);
    assertAuthorisation(body, today);
    assertSignedBy(scope, body);
    const now = this.clock.now();
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, body.medicationId, scope.daycareId, true);
      await manager.query(
        `UPDATE child_medication SET label = $3, instructions = $4, dose = $4, route = $5, reason = $6, prescriber = $7, starts_on = $8, ends_on = $9, expires_on = $10,
                as_needed = $11, emergency = $12, min_minutes_between = $13, max_daily_doses = $14, updated_at = $15,
                signed_by = NULL, signed_name = NULL, signed_at = NULL, signed_ip = NULL, signature = NULL, ongoing = false
          WHERE id = $1 AND daycare_id = $2`,
        [body.medicationId, scope.daycareId, ...termsOf(body), now],
      );
      await this.writeIntervals(manager, body.medicationId, scope.daycareId, body, now);
      await this.writeSignature(manager, body.medicationId, actor, body, now, today);
      return old;
    });
    await this.record(actor, 'medication.update', body.medicationId, storedTerms(before), withoutSignature(body));
    return this.byId(actor.user, body.medicationId);
  }

  /** A guardian signs an authorisation a director entered or changed. */
  async sign(actor: RequestActor, body: SignMedicationDto): Promise<MedicationDetailDto> {
    const scope = await this.access.require(actor.user, Permission.MedicationSign, [body.medicationId]);
    const today = await this.today(scope);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const current = await this.read(manager, body.medicationId, scope.daycareId, true);
      if (current.signedAt) throw new BadRequestException('This authorisation is already signed');
      await this.writeSignature(manager, body.medicationId, actor, body, now, today);
    });
    await this.record(actor, 'medication.sign', body.medicationId, {}, { signedName: body.signedName });
    return this.byId(actor.user, body.medicationId);
  }

  /** An authorisation and its current intervals, for the doses' rules. */
  async read(manager: EntityManager, medicationId: number, daycareId: number, lock = false): Promise<MedicationRow> {
    const [row] = await manager.query(
      `SELECT ${MEDICATION_COLUMNS} ${MEDICATION_FROM} WHERE m.id = $1 AND m.daycare_id = $2 AND m.source = 'authorisation' ${lock ? 'FOR UPDATE OF m' : ''}`,
      [medicationId, daycareId],
    );
    if (!row) throw new NotFoundException(MEDICATION_NOT_FOUND);
    return row;
  }

  /** Today's state and the caller's rights over each authorisation. */
  async withRights(user: AuthenticatedUser, scope: AccessScope, rows: MedicationRow[]): Promise<MedicationDto[]> {
    const today = await this.today(scope);
    const cared = await this.access.caredFor(user, rows.map((row) => row.childId));
    return rows.map(({ familyId, signedName, signedAt, signedIp, signedBy, ...row }) => {
      const family = scope.kind === 'guardian' && scope.familyId === familyId;
      const signature = signedAt ? { name: signedName!, at: new Date(signedAt).toISOString(), by: signedBy, ip: signedIp! } : null;
      return {
        ...row,
        state: stateOn({ ...row, signed: signature !== null }, today),
        expiresSoon: expiresSoon(row.expiresOn, today),
        signature,
        canEdit: family || scope.kind === 'admin',
        canSign: family && signature === null,
        canGive: cared.has(row.childId),
      };
    });
  }

  today(scope: AccessScope): Promise<string> {
    return localToday(this.dataSource, scope.daycareId, this.clock.now());
  }

  /** Keeps the intervals whose time stays, adds the new ones and retires the dropped ones (their doses stay on record). */
  private async writeIntervals(manager: EntityManager, medicationId: number, daycareId: number, body: CreateMedicationDto | UpdateMedicationDto, now: Date): Promise<void> {
    const times: (string | null)[] = body.asNeeded ? [null] : (body.times ?? []);
    const current: MedicationIntervalDto[] = await manager.query(
      `SELECT id, to_char(time_of_day, 'HH24:MI') AS time FROM medication_interval WHERE medication_id = $1 AND retired_at IS NULL`,
      [medicationId],
    );
    const dropped = current.filter((interval) => !times.includes(interval.time)).map((interval) => interval.id);
    await manager.query(`UPDATE medication_interval SET retired_at = $2 WHERE id = ANY($1)`, [dropped, now]);
    const added = times.filter((time) => !current.some((interval) => interval.time === time));
    for (const time of added) {
      await manager.query(`INSERT INTO medication_interval (daycare_id, medication_id, time_of_day) VALUES ($1, $2, $3::time)`, [daycareId, medicationId, time]);
    }
  }

  /** A guardian's signature with the time and the request's address; an authorisation signed and not yet over counts as ongoing. */
  private async writeSignature(manager: EntityManager, medicationId: number, actor: RequestActor, body: { signedName?: string; signature?: string }, now: Date, today: string): Promise<void> {
    if (!body.signedName || !body.signature) return;
    await manager.query(
      `UPDATE child_medication SET signed_by = $2, signed_name = $3, signature = $4, signed_at = $5, signed_ip = $6, ongoing = ends_on >= $7::date WHERE id = $1`,
      [medicationId, actor.user.id, body.signedName, body.signature, now, actor.ip, today],
    );
  }

  private record(actor: RequestActor, action: string, medicationId: number, before: object, after: object): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `medication:${medicationId}`, detail: { before, after } });
  }
}

/** Guardians sign what they authorise or change; a director never signs for them. */
function assertSignedBy(scope: AccessScope, body: { signedName?: string; signature?: string }): void {
  const signs = body.signedName !== undefined || body.signature !== undefined;
  if (scope.kind === 'guardian' && (!body.signedName || !body.signature)) throw new BadRequestException(GUARDIAN_SIGNS);
  if (scope.kind !== 'guardian' && signs) throw new BadRequestException(DIRECTOR_CANNOT_SIGN);
}

/** The stored terms in column order, from $3: name, dose, route, reason, prescriber, dates, schedule kind and limits. */
function termsOf(body: CreateMedicationDto | UpdateMedicationDto): unknown[] {
  return [
    body.name,
    body.dose,
    body.route,
    body.reason ?? null,
    body.prescriber ?? null,
    body.startsOn,
    body.endsOn,
    body.expiresOn,
    body.asNeeded,
    body.emergency ?? false,
    body.asNeeded ? body.minMinutesBetween : null,
    body.asNeeded ? body.maxDailyDoses : null,
  ];
}

function withoutSignature<T extends { signature?: string }>(body: T): Omit<T, 'signature'> {
  const { signature: _signature, ...rest } = body;
  return rest;
}

function storedTerms(row: MedicationRow): object {
  const { name, dose, route, reason, prescriber, startsOn, endsOn, expiresOn, asNeeded, emergency, minMinutesBetween, maxDailyDoses, intervals } = row;
  return { name, dose, route, reason, prescriber, startsOn, endsOn, expiresOn, asNeeded, emergency, minMinutesBetween, maxDailyDoses, times: intervals.map((interval) => interval.time) };
}
