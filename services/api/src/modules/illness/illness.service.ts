import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, type AccessScope, ILLNESS_REPORT_NOT_FOUND, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import type { LabelledDto } from '../people';
import { assertIllnessTimes, DEFAULT_EXCLUSION_HOURS, exclusionOf, type Symptom, SYMPTOMS } from './illness-rules';
import { LIST_LIMIT, REPORT_COLUMNS, REPORT_FROM } from './illness-queries';
import type { CreateIllnessReportDto, ExclusionRuleDto, ExclusionRuleViewDto, IllnessReportDto, UpdateIllnessReportDto } from './dto/illness-report.dto';

type ReportRow = Omit<IllnessReportDto, 'canEdit'>;
type ReportFields = Omit<CreateIllnessReportDto, 'childId'>;

/** Illness reports of children, from the family or the daycare, and the return date the daycare's exclusion rules give. */
@Injectable()
export class IllnessService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
  ) {}

  /** Newest first: a guardian's family's reports; staff and tablets those of the children they care for; directors the daycare's. */
  async list(user: AuthenticatedUser, childId?: number): Promise<IllnessReportDto[]> {
    const scope = childId === undefined ? await this.access.require(user, Permission.IllnessReportList) : await this.access.require(user, Permission.IllnessReportChild, [childId]);
    const rows: ReportRow[] = await this.dataSource.query(
      `SELECT ${REPORT_COLUMNS} ${REPORT_FROM}
       WHERE r.daycare_id = $1 AND ($2::int IS NULL OR r.child_id = $2) AND ($3::int IS NULL OR c.family_id = $3)
       ORDER BY r.noticed_at DESC, r.id DESC LIMIT ${LIST_LIMIT}`,
      [scope.daycareId, childId ?? null, scope.kind === 'guardian' ? (scope.familyId ?? 0) : null],
    );
    const reports = await this.withEditRights(user, scope, rows);
    return scope.kind === 'staff' || scope.kind === 'tablet' ? reports.filter((report) => report.canEdit) : reports;
  }

  async byId(user: AuthenticatedUser, reportId: number): Promise<IllnessReportDto> {
    const scope = await this.access.require(user, Permission.IllnessReportRead, [reportId]);
    const [report] = await this.withEditRights(user, scope, [await this.read(this.dataSource.manager, reportId, scope.daycareId)]);
    return report;
  }

  async create(actor: RequestActor, body: CreateIllnessReportDto): Promise<IllnessReportDto> {
    const scope = await this.access.require(actor.user, Permission.IllnessReportChild, [body.childId]);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      const values = await this.storedValues(manager, scope.daycareId, body, now);
      const [row] = await manager.query(
        `INSERT INTO illness_report (daycare_id, child_id, symptoms, temperature_c, noticed_at, last_symptom_at, sent_home_at, picked_up_by, diagnosis, notes,
                                     return_after, return_rule, return_rule_hours, reported_by, by_family, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [scope.daycareId, body.childId, ...values, scope.userId, scope.kind === 'guardian', now],
      );
      return row.id as number;
    });
    await this.record(actor, 'illness-report.create', id, {}, { childId: body.childId, ...reportFields(body) });
    return this.byId(actor.user, id);
  }

  /** The report as it should now read; the return date follows the new symptoms and times. */
  async update(actor: RequestActor, body: UpdateIllnessReportDto): Promise<IllnessReportDto> {
    const scope = await this.access.require(actor.user, Permission.IllnessReportEdit, [body.reportId]);
    const now = this.clock.now();
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, body.reportId, scope.daycareId, true);
      const values = await this.storedValues(manager, scope.daycareId, body, now);
      await manager.query(
        `UPDATE illness_report SET symptoms = $3, temperature_c = $4, noticed_at = $5, last_symptom_at = $6, sent_home_at = $7, picked_up_by = $8, diagnosis = $9,
                notes = $10, return_after = $11, return_rule = $12, return_rule_hours = $13, updated_by = $14, updated_at = $15
          WHERE id = $1 AND daycare_id = $2`,
        [body.reportId, scope.daycareId, ...values, scope.userId, now],
      );
      return old;
    });
    await this.record(actor, 'illness-report.update', body.reportId, reportFields(before), reportFields(body));
    return this.byId(actor.user, body.reportId);
  }

  /** A director removes a report made in error; the child may come back at once. */
  async remove(actor: RequestActor, reportId: number): Promise<void> {
    const scope = await this.access.require(actor.user, Permission.IllnessReportDelete, [reportId]);
    const before = await this.read(this.dataSource.manager, reportId, scope.daycareId);
    await this.dataSource.query(`DELETE FROM illness_report WHERE id = $1 AND daycare_id = $2`, [reportId, scope.daycareId]);
    await this.record(actor, 'illness-report.delete', reportId, { childId: before.childId, ...reportFields(before) }, {});
  }

  /** Each symptom's hours at home after its last sign: the daycare's own or the default. */
  async rules(user: AuthenticatedUser): Promise<ExclusionRuleViewDto[]> {
    const scope = await this.access.require(user, Permission.IllnessReportList);
    const hours = await this.exclusionHours(this.dataSource.manager, scope.daycareId);
    return SYMPTOMS.map((symptom) => ({ symptom, hours: hours[symptom], defaultHours: DEFAULT_EXCLUSION_HOURS[symptom] }));
  }

  /** A director sets the daycare's rules; reports already written keep the return date they gave. */
  async setRules(actor: RequestActor, rules: ExclusionRuleDto[]): Promise<ExclusionRuleViewDto[]> {
    const scope = await this.access.require(actor.user, Permission.IllnessRulesUpdate);
    if (new Set(rules.map((rule) => rule.symptom)).size !== rules.length) throw new BadRequestException('rules must name each symptom once');
    const before = await this.rules(actor.user);
    await this.dataSource.transaction(async (manager) => {
      for (const rule of rules) {
        await manager.query(
          `INSERT INTO illness_exclusion_rule (daycare_id, symptom, hours) VALUES ($1, $2, $3) ON CONFLICT (daycare_id, symptom) DO UPDATE SET hours = EXCLUDED.hours`,
          [scope.daycareId, rule.symptom, rule.hours],
        );
      }
    });
    await this.audit.record({ ...auditIdentity(actor), action: 'illness-rules.update', target: `daycare:${scope.daycareId}`, detail: { before, after: rules } });
    return this.rules(actor.user);
  }

  /**
   * Refuses a child's sign-in before the earliest return of their latest illness report, with the
   * date and the rule, so the person at the tablet can tell the family.
   */
  async assertMayAttend(daycareId: number, child: LabelledDto): Promise<void> {
    const [exclusion] = await this.dataSource.query(
      `SELECT r.return_after AS "returnAfter", r.return_rule AS "rule", r.return_rule_hours AS hours, d.time_zone AS "timeZone"
         FROM illness_report r JOIN daycare d ON d.id = r.daycare_id
        WHERE r.child_id = $1 AND r.daycare_id = $2 AND r.return_after > $3 ORDER BY r.return_after DESC LIMIT 1`,
      [child.id, daycareId, this.clock.now()],
    );
    if (!exclusion) return;
    const when = new Intl.DateTimeFormat('en-US', { timeZone: exclusion.timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(exclusion.returnAfter);
    throw new BadRequestException(`${child.label} may return from ${when}: ${exclusion.hours} hours free of ${exclusion.rule.replace('_', ' ')} (illness report)`);
  }

  /** The row values from symptoms to the return rule, in the column order of the insert and update. */
  private async storedValues(manager: EntityManager, daycareId: number, body: ReportFields, now: Date): Promise<unknown[]> {
    const times = { noticedAt: new Date(body.noticedAt), lastSymptomAt: new Date(body.lastSymptomAt ?? body.noticedAt), sentHomeAt: body.sentHomeAt ? new Date(body.sentHomeAt) : null };
    assertIllnessTimes(times, now);
    const exclusion = exclusionOf(body.symptoms, times.lastSymptomAt, await this.exclusionHours(manager, daycareId));
    const fields = reportFields(body);
    return [fields.symptoms, fields.temperatureC, times.noticedAt, times.lastSymptomAt, times.sentHomeAt, fields.pickedUpBy, fields.diagnosis, fields.notes, exclusion.returnAfter, exclusion.symptom, exclusion.hours];
  }

  private async exclusionHours(manager: EntityManager, daycareId: number): Promise<Record<Symptom, number>> {
    const rows: { symptom: Symptom; hours: number }[] = await manager.query(`SELECT symptom, hours FROM illness_exclusion_rule WHERE daycare_id = $1`, [daycareId]);
    return { ...DEFAULT_EXCLUSION_HOURS, ...Object.fromEntries(rows.map((row) => [row.symptom, row.hours])) };
  }

  private async read(manager: EntityManager, reportId: number, daycareId: number, lock = false): Promise<ReportRow> {
    const [row] = await manager.query(`SELECT ${REPORT_COLUMNS} ${REPORT_FROM} WHERE r.id = $1 AND r.daycare_id = $2 ${lock ? 'FOR UPDATE OF r' : ''}`, [reportId, daycareId]);
    if (!row) throw new NotFoundException(ILLNESS_REPORT_NOT_FOUND);
    return row;
  }

  /** A guardian changes their family's reports; the daycare side those of the children it cares for. */
  private async withEditRights(user: AuthenticatedUser, scope: AccessScope, rows: ReportRow[]): Promise<IllnessReportDto[]> {
    if (scope.kind === 'guardian') return rows.map((row) => ({ ...row, canEdit: true }));
    const cared = await this.access.caredFor(user, rows.map((row) => row.childId));
    return rows.map((row) => ({ ...row, canEdit: cared.has(row.childId) }));
  }

  private record(actor: RequestActor, action: string, reportId: number, before: object, after: object): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `illness-report:${reportId}`, detail: { before, after } });
  }
}

/** The stored fields of a request or a row: absent optional fields are none. */
function reportFields(body: ReportFields | ReportRow) {
  return {
    symptoms: body.symptoms,
    temperatureC: body.temperatureC ?? null,
    noticedAt: body.noticedAt,
    lastSymptomAt: body.lastSymptomAt ?? body.noticedAt,
    sentHomeAt: body.sentHomeAt ?? null,
    pickedUpBy: body.pickedUpBy ?? null,
    diagnosis: body.diagnosis ?? null,
    notes: body.notes ?? null,
  };
}
