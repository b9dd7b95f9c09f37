import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { StoredFilesService } from '../files';
import { containsPattern } from './child-queries';
import type { CertificationAlertsDto, StaffListDto, StaffListQueryDto, StaffRecordDto, UpdateCertificationDto, UpdateEmploymentDto } from './dto/staff.dto';
import { certificationStateSql, STAFF_FROM, STAFF_TYPE, staffColumns } from './staff-queries';

interface Certification {
  issuedOn: string | null;
  expiresOn: string | null;
}

/** The staff records of a daycare: the list with certification states, one record, employment dates and certifications. */
@Injectable()
export class StaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly files: StoredFilesService,
  ) {}

  private today(daycareId: number): Promise<string> {
    return localToday(this.dataSource, daycareId, this.clock.now());
  }

  /** Five queries whatever the page size: the daycare's today, the total, the page, its photos, the alerts. */
  async list(user: AuthenticatedUser, query: StaffListQueryDto): Promise<StaffListDto> {
    const { daycareId } = await this.access.require(user, Permission.StaffList);
    const today = await this.today(daycareId);
    const { where, params } = this.listFilter(query);
    const from = `${STAFF_FROM} ${where}`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, [daycareId, ...params]);
    const pageSize = query.pageSize ?? 20;
    const items = await this.dataSource.query(
      `SELECT ${staffColumns(`$${params.length + 2}`)} ${from}
        ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT ${pageSize} OFFSET ${((query.page ?? 1) - 1) * pageSize}`,
      [daycareId, ...params, today],
    );
    return { items: await this.files.withPhotoUrls('staff', items), total, alerts: await this.alerts(daycareId, today) };
  }

  private listFilter(query: StaffListQueryDto): { where: string; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    const search = query.search?.trim();
    if (search) {
      params.push(containsPattern(search));
      where.push(`search_fold(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE search_fold($${params.length + 1})`);
    }
    if (query.roomId !== undefined) {
      params.push(query.roomId);
      where.push(`ud.room_id = $${params.length + 1}`);
    }
    return { where: where.map((condition) => `AND ${condition}`).join(' '), params };
  }

  /** Expiring and expired certifications of the whole daycare's staff, whatever the list shows. */
  private async alerts(daycareId: number, today: string): Promise<CertificationAlertsDto> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE state = 'expiring')::int AS expiring, count(*) FILTER (WHERE state = 'expired')::int AS expired
         FROM (SELECT ${certificationStateSql('$2')} AS state FROM staff_certification sc
                 JOIN "user" u ON u.id = sc.staff_id AND u.type = ${STAFF_TYPE}
                 -- Those who have left need no renewal.
                 JOIN user_daycare ud ON ud.user_id = sc.staff_id AND ud.daycare_id = sc.daycare_id AND (ud.ended_on IS NULL OR ud.ended_on >= $2::date)
                WHERE sc.daycare_id = $1) states`,
      [daycareId, today],
    );
    return row;
  }

  /** A staff member's record, for directors and for the staff member themself. */
  async record(user: AuthenticatedUser, staffId: number): Promise<StaffRecordDto> {
    const { daycareId } = await this.access.requireStaffRecord(user, staffId);
    const rows = await this.dataSource.query<StaffRecordDto[]>(`SELECT ${staffColumns('$3', true)} ${STAFF_FROM} AND u.id = $2`, [daycareId, staffId, await this.today(daycareId)]);
    const [row] = await this.files.withPhotoUrls('staff', rows);
    return row;
  }

  async updateEmployment(actor: RequestActor, body: UpdateEmploymentDto): Promise<StaffRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.StaffUpdate, [body.staffId]);
    if (body.startedOn && body.endedOn && body.endedOn < body.startedOn) throw new BadRequestException('endedOn must be on or after startedOn');
    const after = { startedOn: body.startedOn ?? null, endedOn: body.endedOn ?? null };
    const before = await this.dataSource.transaction(async (manager) => {
      const [old] = await manager.query(
        `SELECT to_char(started_on, 'YYYY-MM-DD') AS "startedOn", to_char(ended_on, 'YYYY-MM-DD') AS "endedOn" FROM user_daycare WHERE user_id = $1 AND daycare_id = $2 FOR UPDATE`,
        [body.staffId, daycareId],
      );
      await manager.query(`UPDATE user_daycare SET started_on = $3, ended_on = $4 WHERE user_id = $1 AND daycare_id = $2`, [body.staffId, daycareId, after.startedOn, after.endedOn]);
      return old;
    });
    await this.recordChange(actor, 'staff.updateEmployment', body.staffId, before, after);
    return this.record(actor.user, body.staffId);
  }

  /** Sets one certification's dates; both dates null removes it (the certification is missing again). */
  async updateCertification(actor: RequestActor, body: UpdateCertificationDto): Promise<StaffRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.StaffUpdate, [body.staffId]);
    const after: Certification = { issuedOn: body.issuedOn ?? null, expiresOn: body.expiresOn ?? null };
    if (after.issuedOn && after.expiresOn && after.expiresOn <= after.issuedOn) throw new BadRequestException('expiresOn must be after issuedOn');
    const before = await this.dataSource.transaction((manager) => this.writeCertification(manager, daycareId, body, after));
    await this.recordChange(actor, 'staff.updateCertification', body.staffId, { [body.kind]: before }, { [body.kind]: after.issuedOn || after.expiresOn ? after : null });
    return this.record(actor.user, body.staffId);
  }

  /** Replaces the certification of that kind; answers the one it replaced, or null. */
  private async writeCertification(manager: EntityManager, daycareId: number, body: UpdateCertificationDto, dates: Certification): Promise<Certification | null> {
    const [removed] = await manager.query(
      `DELETE FROM staff_certification WHERE staff_id = $1 AND daycare_id = $2 AND kind = $3
       RETURNING to_char(issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn"`,
      [body.staffId, daycareId, body.kind],
    );
    if (dates.issuedOn || dates.expiresOn) {
      await manager.query(`INSERT INTO staff_certification (daycare_id, staff_id, kind, issued_on, expires_on) VALUES ($1, $2, $3, $4, $5)`, [
        daycareId,
        body.staffId,
        body.kind,
        dates.issuedOn,
        dates.expiresOn,
      ]);
    }
    return removed[0] ?? null;
  }

  private recordChange(actor: RequestActor, action: string, staffId: number, before: object | null, after: object): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `user:${staffId}`, detail: { before, after } });
  }
}
