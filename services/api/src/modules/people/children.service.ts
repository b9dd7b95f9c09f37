import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { StoredFilesService } from '../files';
import { TagsService } from '../tags';
import { changedFields } from './changed-fields';
import type { FamilyChangePart } from './dto/family-change.dto';
import { FamilyChangesService } from './family-changes.service';
import { containsPattern, LIST_ALERT_COLUMNS, orderBy, RECORD_COLUMNS, STATUS_FILTER, summaryColumns } from './child-queries';
import type {
  BulkMoveDto,
  BulkResultDto,
  BulkTagDto,
  BulkWithdrawDto,
  ChildCreatedDto,
  ChildListDto,
  ChildListItemDto,
  ChildListQueryDto,
  ChildRecordDto,
  CreateChildDto,
  UpdateChildAddressDto,
  UpdateChildMedicalDto,
  UpdateChildNameDto,
  UpdateChildPersonalDto,
  UpdateChildRegistrationDto,
  UpdateChildSchoolDto,
} from './dto/child-record.dto';

/** A child is at most this old when registered. */
const MAX_AGE_YEARS = 13;

/** A column of the child row an update sets: its name, the value, and whether it holds a day. */
interface ColumnChange {
  column: string;
  value: unknown;
  day?: boolean;
}

type Changes = Record<string, ColumnChange>;

interface Filter {
  where: string[];
  params: unknown[];
}

function add(f: Filter, sql: (param: string) => string, value: unknown): void {
  f.params.push(value);
  f.where.push(sql(`$${f.params.length}`));
}

function yearsBefore(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`.replace(/-02-29$/, '-02-28');
}

/** The centre's record of each child: the list, the record as the caller may see it, its updates and bulk changes. */
@Injectable()
export class ChildrenService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly tags: TagsService,
    private readonly files: StoredFilesService,
    private readonly familyChanges: FamilyChangesService,
  ) {}

  private today(daycareId: number): Promise<string> {
    return localToday(this.dataSource, daycareId, this.clock.now());
  }

  /** Three queries whatever the page size: the daycare's today, the total, the page. */
  async list(user: AuthenticatedUser, query: ChildListQueryDto): Promise<ChildListDto> {
    const { daycareId } = await this.access.require(user, Permission.ChildList);
    const f = this.listFilter(daycareId, await this.today(daycareId), query);
    const from = `FROM child c LEFT JOIN room r ON r.id = c.home_room_id WHERE c.daycare_id = $1 ${f.where.map((w) => `AND ${w}`).join(' ')}`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, f.params);
    const pageSize = query.pageSize ?? 20;
    const items: ChildListItemDto[] = await this.dataSource.query(
      `SELECT ${summaryColumns('$2')}, ${LIST_ALERT_COLUMNS} ${from} ORDER BY ${orderBy(query, '$2')} LIMIT ${pageSize} OFFSET ${((query.page ?? 1) - 1) * pageSize}`,
      f.params,
    );
    const photos = await this.files.photoUrls('child', items.map((item) => item.id));
    return { items: items.map((item) => ({ ...item, photoUrl: photos.get(item.id)?.thumbnailUrl ?? item.photoUrl })), total };
  }

  private listFilter(daycareId: number, today: string, query: ChildListQueryDto): Filter {
    // Both statements of the list take the same parameters, so the count names today too.
    const f: Filter = { where: ['$2::date IS NOT NULL'], params: [daycareId, today] };
    const search = query.search?.trim();
    if (search) add(f, (p) => `search_fold(c.first_name || ' ' || c.last_name || ' ' || coalesce(c.preferred_name, '')) LIKE search_fold(${p})`, containsPattern(search));
    if (query.roomId !== undefined) add(f, (p) => `c.home_room_id = ${p}`, query.roomId);
    if (query.tagId !== undefined) add(f, (p) => `EXISTS (SELECT 1 FROM child_tag ct WHERE ct.child_id = c.id AND ct.tag_id = ${p})`, query.tagId);
    if (query.status) f.where.push(STATUS_FILTER[query.status]('$2'));
    return f;
  }

  /** The record as the caller may see it: medical details and address are null for those who may not. */
  async record(user: AuthenticatedUser, childId: number): Promise<ChildRecordDto> {
    const { daycareId } = await this.access.require(user, Permission.ChildRecordRead, [childId]);
    const fields = await this.access.childFields(user, childId);
    const [row]: ChildRecordDto[] = await this.dataSource.query(
      `SELECT ${summaryColumns('$3')}, ${RECORD_COLUMNS}
         FROM child c LEFT JOIN room r ON r.id = c.home_room_id
        WHERE c.id = $1 AND c.daycare_id = $2`,
      [childId, daycareId, await this.today(daycareId)],
    );
    const photo = (await this.files.photoUrls('child', [childId])).get(childId);
    return {
      ...row,
      photoUrl: photo?.thumbnailUrl ?? row.photoUrl,
      address: fields.address ? row.address : null,
      medical: fields.medical ? row.medical : null,
      canSeeMedical: fields.medical,
      canSeeAddress: fields.address,
      canEdit: fields.edit,
    };
  }

  async create(actor: RequestActor, body: CreateChildDto): Promise<ChildCreatedDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildRegister);
    if (body.familyId !== undefined) await this.access.require(actor.user, Permission.FamilyChoose, [body.familyId]);
    if (body.homeRoomId) await this.access.require(actor.user, Permission.RoomRead, [body.homeRoomId]);
    this.checkBirthDate(body.birthDate, await this.today(daycareId));
    const created = await this.dataSource.transaction(async (manager) => {
      const familyId = body.familyId ?? (await manager.query(`INSERT INTO family (daycare_id) VALUES ($1) RETURNING id`, [daycareId]))[0].id;
      const [{ id }] = await manager.query(
        `INSERT INTO child (daycare_id, family_id, first_name, last_name, preferred_name, birth_date, gender, home_room_id, start_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [daycareId, familyId, body.firstName, body.lastName, body.preferredName ?? null, body.birthDate, body.gender ?? null, body.homeRoomId ?? null, body.startDate ?? null],
      );
      return { id, familyId };
    });
    await this.audit.record({ ...auditIdentity(actor), action: 'child.create', target: `child:${created.id}`, detail: { before: {}, after: { ...body, familyId: created.familyId } } });
    return created;
  }

  private checkBirthDate(birthDate: string, today: string): void {
    if (birthDate > today) throw new BadRequestException('birthDate must not be in the future');
    if (birthDate < yearsBefore(today, MAX_AGE_YEARS)) throw new BadRequestException(`birthDate must be within the last ${MAX_AGE_YEARS} years`);
  }

  async updateName(actor: RequestActor, body: UpdateChildNameDto): Promise<ChildRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildUpdate, [body.childId]);
    return this.updateColumns(actor, daycareId, body.childId, 'child.updateName', 'name', {
      firstName: { column: 'first_name', value: body.firstName },
      lastName: { column: 'last_name', value: body.lastName },
      preferredName: { column: 'preferred_name', value: body.preferredName ?? null },
    });
  }

  async updatePersonal(actor: RequestActor, body: UpdateChildPersonalDto): Promise<ChildRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildUpdate, [body.childId]);
    this.checkBirthDate(body.birthDate, await this.today(daycareId));
    return this.updateColumns(actor, daycareId, body.childId, 'child.updatePersonal', 'personal', {
      birthDate: { column: 'birth_date', value: body.birthDate, day: true },
      gender: { column: 'gender', value: body.gender ?? null },
      languages: { column: 'languages', value: body.languages },
      routines: { column: 'routines', value: body.routines ?? null },
      comforters: { column: 'comforters', value: body.comforters ?? null },
      dietaryNeeds: { column: 'dietary_needs', value: body.dietaryNeeds ?? null },
      notes: { column: 'notes', value: body.notes ?? null },
    });
  }

  async updateAddress(actor: RequestActor, body: UpdateChildAddressDto): Promise<ChildRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildUpdate, [body.childId]);
    return this.updateColumns(actor, daycareId, body.childId, 'child.updateAddress', 'address', {
      line: { column: 'address_line', value: body.line ?? null },
      city: { column: 'city', value: body.city ?? null },
      province: { column: 'province', value: body.province ?? null },
      postalCode: { column: 'postal_code', value: body.postalCode ?? null },
    });
  }

  async updateSchool(actor: RequestActor, body: UpdateChildSchoolDto): Promise<ChildRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildUpdate, [body.childId]);
    return this.updateColumns(actor, daycareId, body.childId, 'child.updateSchool', 'school', {
      name: { column: 'school_name', value: body.name ?? null },
      grade: { column: 'school_grade', value: body.grade ?? null },
      bus: { column: 'school_bus', value: body.bus ?? null },
    });
  }

  async updateRegistration(actor: RequestActor, body: UpdateChildRegistrationDto): Promise<ChildRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildRegister, [body.childId]);
    if (body.homeRoomId) await this.access.require(actor.user, Permission.RoomRead, [body.homeRoomId]);
    if (body.startDate && body.withdrawnOn && body.withdrawnOn < body.startDate) throw new BadRequestException('withdrawnOn must be on or after startDate');
    return this.updateColumns(actor, daycareId, body.childId, 'child.updateRegistration', null, {
      startDate: { column: 'start_date', value: body.startDate ?? null, day: true },
      withdrawnOn: { column: 'withdrawn_on', value: body.withdrawnOn ?? null, day: true },
      homeRoomId: { column: 'home_room_id', value: body.homeRoomId ?? null },
    });
  }

  /** Sets columns of one child in a transaction and records what changed (as a part the family changes, if it is one); answers the new record. */
  private async updateColumns(actor: RequestActor, daycareId: number, childId: number, action: string, part: FamilyChangePart | null, changes: Changes): Promise<ChildRecordDto> {
    const keys = Object.keys(changes);
    const select = keys.map((key) => `${changes[key].day ? `to_char(${changes[key].column}, 'YYYY-MM-DD')` : changes[key].column} AS "${key}"`).join(', ');
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      const read = async () => (await manager.query(`SELECT ${select} FROM child WHERE id = $1 AND daycare_id = $2 FOR UPDATE`, [childId, daycareId]))[0];
      const old = await read();
      const sets = keys.map((key, index) => `${changes[key].column} = $${index + 3}`).join(', ');
      await manager.query(`UPDATE child SET ${sets} WHERE id = $1 AND daycare_id = $2`, [childId, daycareId, ...keys.map((key) => changes[key].value)]);
      return [old, await read()];
    });
    await this.recordChange(actor, action, childId, before, after, part);
    return this.record(actor.user, childId);
  }

  private async recordChange(actor: RequestActor, action: string, childId: number, before: Record<string, unknown>, after: Record<string, unknown>, part: FamilyChangePart | null = null): Promise<void> {
    const detail = changedFields(before, after);
    await this.audit.record({ ...auditIdentity(actor), action, target: `child:${childId}`, detail });
    if (part) await this.familyChanges.record(actor, [{ subject: { kind: 'child', id: childId }, childId, part, changes: detail }]);
  }

  /** Replaces the doctor, health card, conditions and the three lists in one transaction. */
  async updateMedical(actor: RequestActor, body: UpdateChildMedicalDto): Promise<ChildRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildUpdate, [body.childId]);
    const today = await this.today(daycareId);
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      const old = await this.medicalOf(manager, body.childId, daycareId);
      for (const { givenOn, vaccine } of body.immunisations) {
        if (givenOn > today) throw new BadRequestException(`The ${vaccine} immunisation must not be dated in the future`);
        if (givenOn < old.birthDate) throw new BadRequestException(`The ${vaccine} immunisation must not be dated before the birth date`);
      }
      await this.writeMedical(manager, daycareId, body);
      return [old.medical, (await this.medicalOf(manager, body.childId, daycareId)).medical];
    });
    await this.recordChange(actor, 'child.updateMedical', body.childId, before, after, 'medical');
    return this.record(actor.user, body.childId);
  }

  private async medicalOf(manager: EntityManager, childId: number, daycareId: number): Promise<{ birthDate: string; medical: Record<string, unknown> }> {
    const [row] = await manager.query(
      `SELECT to_char(c.birth_date, 'YYYY-MM-DD') AS "birthDate",
              json_build_object('doctorName', c.doctor_name, 'doctorPhone', c.doctor_phone, 'healthCardNumber', c.health_card_number, 'conditions', c.conditions,
                'allergies', coalesce((SELECT json_agg(json_build_object('label', x.label, 'severity', x.severity, 'reaction', x.reaction) ORDER BY x.id) FROM child_allergy x WHERE x.child_id = c.id), '[]'),
                'medications', coalesce((SELECT json_agg(json_build_object('label', m.label, 'instructions', m.instructions, 'ongoing', m.ongoing) ORDER BY m.id) FROM child_medication m WHERE m.child_id = c.id AND m.source = 'record'), '[]'),
                'immunisations', coalesce((SELECT json_agg(json_build_object('vaccine', i.vaccine, 'givenOn', to_char(i.given_on, 'YYYY-MM-DD')) ORDER BY i.id) FROM child_immunisation i WHERE i.child_id = c.id), '[]')
              ) AS medical
         FROM child c WHERE c.id = $1 AND c.daycare_id = $2 FOR UPDATE OF c`,
      [childId, daycareId],
    );
    return row;
  }

  private async writeMedical(manager: EntityManager, daycareId: number, body: UpdateChildMedicalDto): Promise<void> {
    const { childId, allergies, medications, immunisations } = body;
    // The tablet's allergy alert reads this summary; it follows the itemised list.
    const summary = allergies.map((allergy) => (allergy.severity === 'severe' ? `${allergy.label} (severe)` : allergy.label)).join(', ') || null;
    await manager.query(
      `UPDATE child SET doctor_name = $3, doctor_phone = $4, health_card_number = $5, conditions = $6, allergies = $7 WHERE id = $1 AND daycare_id = $2`,
      [childId, daycareId, body.doctorName ?? null, body.doctorPhone ?? null, body.healthCardNumber ?? null, body.conditions ?? null, summary],
    );
    // The medical form lists what the child takes; signed authorisations belong to the medications module and stay.
    for (const table of ['child_allergy', 'child_immunisation']) await manager.query(`DELETE FROM ${table} WHERE child_id = $1`, [childId]);
    await manager.query(`DELETE FROM child_medication WHERE child_id = $1 AND source = 'record'`, [childId]);
    await manager.query(
      `INSERT INTO child_allergy (daycare_id, child_id, label, severity, reaction) SELECT $1, $2, * FROM unnest($3::text[], $4::text[], $5::text[])`,
      [daycareId, childId, allergies.map((a) => a.label), allergies.map((a) => a.severity), allergies.map((a) => a.reaction ?? null)],
    );
    await manager.query(
      `INSERT INTO child_medication (daycare_id, child_id, label, instructions, ongoing) SELECT $1, $2, * FROM unnest($3::text[], $4::text[], $5::boolean[])`,
      [daycareId, childId, medications.map((m) => m.label), medications.map((m) => m.instructions ?? null), medications.map((m) => m.ongoing)],
    );
    await manager.query(
      `INSERT INTO child_immunisation (daycare_id, child_id, vaccine, given_on) SELECT $1, $2, * FROM unnest($3::text[], $4::date[])`,
      [daycareId, childId, immunisations.map((i) => i.vaccine), immunisations.map((i) => i.givenOn)],
    );
  }

  async bulkMove(actor: RequestActor, body: BulkMoveDto): Promise<BulkResultDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildRegister, body.childIds);
    await this.access.require(actor.user, Permission.RoomRead, [body.roomId]);
    return this.bulkUpdate(actor, daycareId, body.childIds, 'child.bulkMove', { field: 'homeRoomId', column: 'home_room_id', value: body.roomId });
  }

  async bulkWithdraw(actor: RequestActor, body: BulkWithdrawDto): Promise<BulkResultDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildRegister, body.childIds);
    const [early] = await this.dataSource.query(
      `SELECT first_name || ' ' || last_name AS label FROM child WHERE id = ANY($1) AND daycare_id = $2 AND start_date > $3::date ORDER BY first_name, last_name LIMIT 1`,
      [body.childIds, daycareId, body.withdrawnOn],
    );
    if (early) throw new BadRequestException(`${early.label} starts after ${body.withdrawnOn}; withdraw on or after the start date`);
    return this.bulkUpdate(actor, daycareId, body.childIds, 'child.bulkWithdraw', { field: 'withdrawnOn', column: 'withdrawn_on', value: body.withdrawnOn, day: true });
  }

  /** Sets one column of several children (all of the daycare, or nothing changes) and records each child's change. */
  private async bulkUpdate(actor: RequestActor, daycareId: number, childIds: number[], action: string, change: ColumnChange & { field: string }): Promise<BulkResultDto> {
    const value = change.day ? `to_char(${change.column}, 'YYYY-MM-DD')` : change.column;
    const before: { id: number; value: unknown }[] = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query(`SELECT id, ${value} AS value FROM child WHERE id = ANY($1) AND daycare_id = $2 ORDER BY id FOR UPDATE`, [childIds, daycareId]);
      await manager.query(`UPDATE child SET ${change.column} = $3 WHERE id = ANY($1) AND daycare_id = $2`, [childIds, daycareId, change.value]);
      return rows;
    });
    for (const row of before) await this.recordChange(actor, action, row.id, { [change.field]: row.value }, { [change.field]: change.value });
    return { count: before.length };
  }

  async bulkTag(actor: RequestActor, body: BulkTagDto): Promise<BulkResultDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ChildRegister, body.childIds);
    const childIds = [...new Set(body.childIds)];
    const tagged: number[] = await this.dataSource.transaction(async (manager) => {
      const rows: { childId: number }[] = await manager.query(`SELECT child_id AS "childId" FROM child_tag WHERE child_id = ANY($1) AND tag_id = $2`, [childIds, body.tagId]);
      await this.tags.tagChildren(daycareId, body.tagId, childIds, manager);
      return rows.map((row) => row.childId);
    });
    for (const childId of childIds.filter((id) => !tagged.includes(id))) {
      await this.recordChange(actor, 'child.bulkTag', childId, {}, { tagId: body.tagId });
    }
    return { count: childIds.length };
  }
}
