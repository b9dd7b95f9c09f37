import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, type AccessScope, INCIDENT_NOT_FOUND, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { StoredFilesService } from '../files';
import { IncidentNotices } from './incident-notices.service';
import { AMENDMENTS, INCIDENT_COLUMNS, INCIDENT_FROM, PHOTOS, SUMMARY_COLUMNS, SUMMARY_FROM } from './incident-queries';
import { assertTimes, readSignature } from './incident-rules';
import type {
  AmendIncidentDto,
  CreateIncidentDto,
  HandOverDto,
  IncidentAmendmentDto,
  IncidentDto,
  IncidentFieldsDto,
  IncidentSummaryDto,
  SignIncidentDto,
  UpdateIncidentDto,
} from './dto/incident.dto';

/** A report as read from its table, before the caller's rights and its photos and amendments are added. */
type IncidentRow = Omit<IncidentDto, 'canEdit' | 'canAmend' | 'canSign' | 'photos' | 'amendments'> & { familyId: number };

export const SIGNED_CANNOT_CHANGE = 'A guardian signed this report, so it cannot be changed; add an amendment instead';
export const ALREADY_SIGNED = 'This report is already signed';

/** Incident reports: written by the daycare's staff, acknowledged and signed by a guardian, amended afterwards. */
@Injectable()
export class IncidentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly files: StoredFilesService,
    private readonly notices: IncidentNotices,
  ) {}

  async byId(user: AuthenticatedUser, incidentId: number): Promise<IncidentDto> {
    const scope = await this.access.require(user, Permission.IncidentRead, [incidentId]);
    return this.whole(scope, await this.read(this.dataSource.manager, incidentId, scope.daycareId));
  }

  /** A child's reports, newest first. */
  async childList(user: AuthenticatedUser, childId: number): Promise<IncidentSummaryDto[]> {
    const scope = await this.access.require(user, Permission.IncidentChildList, [childId]);
    return this.dataSource.query(`SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE i.child_id = $1 AND i.daycare_id = $2 ORDER BY i.occurred_at DESC, i.id DESC`, [childId, scope.daycareId]);
  }

  /** Reports no guardian has signed yet: a director the daycare's, staff their children's, a guardian their family's. */
  async outstanding(user: AuthenticatedUser): Promise<IncidentSummaryDto[]> {
    const scope = await this.access.require(user, Permission.IncidentRead);
    const family = scope.kind === 'guardian' ? (scope.familyId ?? 0) : null;
    const rows: (IncidentSummaryDto & { childId: number })[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, i.child_id AS "childId" ${SUMMARY_FROM}
       WHERE i.daycare_id = $1 AND i.closed_at IS NULL AND ($2::int IS NULL OR c.family_id = $2) ORDER BY i.occurred_at DESC, i.id DESC`,
      [scope.daycareId, family],
    );
    if (scope.kind !== 'staff') return rows.map(withoutChildId);
    const cared = await this.access.caredFor(user, rows.map((row) => row.childId));
    return rows.filter((row) => cared.has(row.childId)).map(withoutChildId);
  }

  /** The child's reports from today the family has not signed: the daycare hands them over at pick-up. */
  async handOver(user: AuthenticatedUser, childId: number): Promise<HandOverDto> {
    const scope = await this.access.require(user, Permission.IncidentHandOver, [childId]);
    const today = await localToday(this.dataSource, scope.daycareId, this.clock.now());
    const incidents = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} JOIN daycare d ON d.id = i.daycare_id
       WHERE i.child_id = $1 AND i.daycare_id = $2 AND i.closed_at IS NULL AND (i.occurred_at AT TIME ZONE d.time_zone)::date = $3::date
       ORDER BY i.occurred_at, i.id`,
      [childId, scope.daycareId, today],
    );
    return { incidents: incidents.map(withoutChildId) };
  }

  async create(actor: RequestActor, body: CreateIncidentDto): Promise<IncidentDto> {
    const scope = await this.access.require(actor.user, Permission.IncidentReport, [body.childId]);
    const now = this.clock.now();
    assertTimes(body, now);
    const id = await this.dataSource.transaction(async (manager) => {
      await this.assertToldGuardian(manager, body, body.childId, scope.daycareId);
      const [{ id: created }] = await manager.query(
        `INSERT INTO child_incident (daycare_id, child_id, occurred_at, summary, location, injuries, first_aid, witnesses, told_guardian_id, told_how, told_at, reported_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [scope.daycareId, body.childId, ...storedFields(body), scope.userId, now],
      );
      return created as number;
    });
    const row = await this.read(this.dataSource.manager, id, scope.daycareId);
    await this.record(actor, 'incident.create', id, {}, fieldsOf(row));
    await this.notices.reported(scope.daycareId, row);
    return this.whole(scope, row);
  }

  /** Corrects a report nobody has signed yet; a signed one answers 400 and stays as it was. */
  async update(actor: RequestActor, body: UpdateIncidentDto): Promise<IncidentDto> {
    const scope = await this.access.require(actor.user, Permission.IncidentEdit, [body.incidentId]);
    const now = this.clock.now();
    assertTimes(body, now);
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, body.incidentId, scope.daycareId, true);
      if (old.status === 'signed') throw new BadRequestException(SIGNED_CANNOT_CHANGE);
      await this.assertToldGuardian(manager, body, old.childId, scope.daycareId);
      await manager.query(
        `UPDATE child_incident SET occurred_at = $3, summary = $4, location = $5, injuries = $6, first_aid = $7, witnesses = $8,
           told_guardian_id = $9, told_how = $10, told_at = $11, updated_at = $12, updated_by = $13
         WHERE id = $1 AND daycare_id = $2`,
        [body.incidentId, scope.daycareId, ...storedFields(body), now, scope.userId],
      );
      return old;
    });
    const incident = await this.byId(actor.user, body.incidentId);
    await this.record(actor, 'incident.update', body.incidentId, fieldsOf(before), fieldsOf(incident));
    return incident;
  }

  /** A dated addition, appended; the report itself stays as written and signed. */
  async amend(actor: RequestActor, body: AmendIncidentDto): Promise<IncidentDto> {
    const scope = await this.access.require(actor.user, Permission.IncidentEdit, [body.incidentId]);
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO incident_amendment (daycare_id, incident_id, body, added_by, added_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [scope.daycareId, body.incidentId, body.text, scope.userId, this.clock.now()],
    );
    await this.record(actor, 'incident.amend', body.incidentId, {}, { amendmentId: id, text: body.text });
    return this.byId(actor.user, body.incidentId);
  }

  /** A guardian acknowledges the report: typed name, drawn signature, the time and the address it came from. */
  async sign(actor: RequestActor, body: SignIncidentDto): Promise<IncidentDto> {
    const scope = await this.access.require(actor.user, Permission.IncidentSign, [body.incidentId]);
    const image = await readSignature(body.signature);
    const now = this.clock.now();
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, body.incidentId, scope.daycareId, true);
      if (old.status === 'signed') throw new BadRequestException(ALREADY_SIGNED);
      await manager.query(
        `UPDATE child_incident SET signed_by = $3, signed_name = $4, signature_png = $5, signed_at = $6, signed_ip = $7, closed_at = greatest($6, occurred_at)
         WHERE id = $1 AND daycare_id = $2`,
        [body.incidentId, scope.daycareId, scope.userId, body.name, image, now, actor.ip],
      );
      return old;
    });
    await this.record(actor, 'incident.sign', body.incidentId, {}, { name: body.name, at: now.toISOString() });
    await this.notices.signed(scope.daycareId, before);
    return this.byId(actor.user, body.incidentId);
  }

  /** Adds a photo (made upright, stripped, in two sizes) to a report nobody has signed yet. */
  async addPhoto(actor: RequestActor, incidentId: number, bytes: Buffer, renditions: Parameters<StoredFilesService['putRenditions']>[3], contentType: string): Promise<IncidentDto> {
    const scope = await this.access.require(actor.user, Permission.IncidentEdit, [incidentId]);
    const incident = await this.read(this.dataSource.manager, incidentId, scope.daycareId);
    if (incident.status === 'signed') throw new BadRequestException(SIGNED_CANNOT_CHANGE);
    const variants = await this.files.putRenditions(scope.daycareId, 'incident', contentType, renditions);
    const fileId = await this.files.addFile(
      { daycareId: scope.daycareId, ownerKind: 'child', ownerId: incident.childId, purpose: 'incident', contentType, variants, originalBytes: bytes.length, createdBy: scope.userId },
      (manager, id) => manager.query(`INSERT INTO incident_photo (incident_id, daycare_id, file_id, added_at) VALUES ($1, $2, $3, $4)`, [incidentId, scope.daycareId, id, this.clock.now()]),
    );
    await this.record(actor, 'incident.photo', incidentId, {}, { fileId, uploadedBytes: bytes.length });
    return this.byId(actor.user, incidentId);
  }

  /** A guardian of the child, when the form names one. */
  private async assertToldGuardian(manager: EntityManager, body: IncidentFieldsDto, childId: number, daycareId: number): Promise<void> {
    if (!body.told) return;
    const rows = await manager.query(`SELECT 1 FROM "user" u JOIN child c ON c.family_id = u.family_id WHERE u.id = $1 AND u.type = 1 AND c.id = $2 AND c.daycare_id = $3`, [
      body.told.guardianId,
      childId,
      daycareId,
    ]);
    if (!rows.length) throw new BadRequestException('told.guardianId must be a guardian of the child');
  }

  private async read(manager: EntityManager, incidentId: number, daycareId: number, lock = false): Promise<IncidentRow> {
    const [row] = await manager.query(`SELECT ${INCIDENT_COLUMNS} ${INCIDENT_FROM} WHERE i.id = $1 AND i.daycare_id = $2 ${lock ? 'FOR UPDATE OF i' : ''}`, [incidentId, daycareId]);
    if (!row) throw new NotFoundException(INCIDENT_NOT_FOUND);
    return row;
  }

  private async whole(scope: AccessScope, row: IncidentRow): Promise<IncidentDto> {
    const amendments: (IncidentAmendmentDto & { incidentId: number })[] = await this.dataSource.query(AMENDMENTS, [[row.id], scope.daycareId]);
    const photos: { fileId: number }[] = await this.dataSource.query(PHOTOS, [[row.id], scope.daycareId]);
    const { familyId: _familyId, ...incident } = row;
    const daycareSide = scope.kind === 'staff' || scope.kind === 'admin';
    return {
      ...incident,
      photos: photos.map(({ fileId }) => ({ fileId, ...this.files.photoUrlsOf(fileId) })),
      amendments: amendments.map(({ incidentId: _incidentId, ...amendment }) => amendment),
      canEdit: daycareSide && row.status === 'open',
      canAmend: daycareSide,
      canSign: scope.kind === 'guardian' && row.status === 'open',
    };
  }

  private record(actor: RequestActor, action: string, incidentId: number, before: object, after: object): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `incident:${incidentId}`, detail: { before, after } });
  }
}

/** The stored columns of a form, in the order of the insert and the update. */
function storedFields(body: IncidentFieldsDto): unknown[] {
  const injuries = body.injuries.map(({ x, y, side, label }) => ({ x, y, side, label }));
  return [
    new Date(body.occurredAt),
    body.summary,
    body.location,
    JSON.stringify(injuries),
    body.firstAid ?? null,
    body.witnesses,
    body.told?.guardianId ?? null,
    body.told?.how ?? null,
    body.told ? new Date(body.told.at) : null,
  ];
}

function fieldsOf(incident: Pick<IncidentDto, 'occurredAt' | 'summary' | 'location' | 'injuries' | 'firstAid' | 'witnesses' | 'told'>): object {
  const { occurredAt, summary, location, injuries, firstAid, witnesses, told } = incident;
  return { occurredAt, summary, location, injuries, firstAid, witnesses, told };
}

function withoutChildId<T extends { childId?: number }>(row: T): Omit<T, 'childId'> {
  const { childId: _childId, ...rest } = row;
  return rest;
}
