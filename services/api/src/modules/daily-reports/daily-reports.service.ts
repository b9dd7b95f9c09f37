import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, type AccessScope, DAILY_ENTRY_NOT_FOUND, Permission, ROOM_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { StoredFilesService } from '../files';
import { assertEntry, type EntryFields } from './daily-entry-rules';
import { ENTRY_COLUMNS, ENTRY_FROM, onDay, ROOM_CHILDREN } from './daily-entry-queries';
import { DailyReportEvents } from './daily-report-events';
import { SleepChecksService } from './sleep-checks.service';
import {
  type ChildDayDto,
  type CreateDailyEntriesDto,
  type DailyEntryDto,
  type DailyEntryListDto,
  type EntryKind,
  FEED_PAGE_SIZE,
  MAX_ENTRY_PHOTOS,
  type RoomChildDto,
  type RoomDayDto,
  type UpdateDailyEntryDto,
} from './dto/daily-entry.dto';

/** An entry as read from its table, before the caller's right to edit it is known. */
type EntryRow = Omit<DailyEntryDto, 'canEdit' | 'photos'> & { photoFileIds: number[] };

const NAP_IN_PROGRESS = 'already asleep: record that they woke before starting another nap';

/** The daily report: what each child ate, slept, needed and did, recorded by the room's staff and read by the family. */
@Injectable()
export class DailyReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly files: StoredFilesService,
    private readonly events: DailyReportEvents,
    private readonly sleepChecks: SleepChecksService,
  ) {}

  /** A child's day, earliest first; a guardian does not see what a director held back. */
  async childDay(user: AuthenticatedUser, childId: number, day?: string): Promise<ChildDayDto> {
    const scope = await this.access.require(user, Permission.DailyReportChildRead, [childId]);
    const date = day ?? (await localToday(this.dataSource, scope.daycareId, this.clock.now()));
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM} WHERE e.child_id = $1 AND e.daycare_id = $2 AND ${onDay(3)} AND (NOT $4 OR NOT e.held) ORDER BY e.at, e.id`,
      [childId, scope.daycareId, date, scope.kind === 'guardian'],
    );
    const [child] = await this.dataSource.query(`SELECT id, first_name || ' ' || last_name AS label FROM child WHERE id = $1`, [childId]);
    return { child, day: date, entries: await this.withEditRights(user, rows) };
  }

  async byId(user: AuthenticatedUser, entryId: number): Promise<DailyEntryDto> {
    const scope = await this.access.require(user, Permission.DailyEntryRead, [entryId]);
    const [entry] = await this.withEditRights(user, [await this.read(this.dataSource.manager, entryId, scope.daycareId)]);
    return entry;
  }

  /** The room's children with the latest meal, nap, diaper or toilet and note of the day each. */
  async roomDay(user: AuthenticatedUser, roomId: number, day?: string): Promise<RoomDayDto> {
    const scope = await this.access.require(user, Permission.DailyReportRoomRead, [roomId]);
    const date = day ?? (await localToday(this.dataSource, scope.daycareId, this.clock.now()));
    const [room] = await this.dataSource.query(`SELECT id, label FROM room WHERE id = $1 AND daycare_id = $2`, [roomId, scope.daycareId]);
    if (!room) throw new NotFoundException(ROOM_NOT_FOUND);
    const children: { id: number; label: string; signedIn: boolean }[] = await this.dataSource.query(ROOM_CHILDREN, [scope.daycareId, roomId, date]);
    const ids = children.map((child) => child.id);
    const latest: EntryRow[] = await this.dataSource.query(
      `SELECT DISTINCT ON (e.child_id, e.kind) ${ENTRY_COLUMNS} ${ENTRY_FROM}
       WHERE e.child_id = ANY($1) AND e.daycare_id = $2 AND ${onDay(3)} ORDER BY e.child_id, e.kind, (e.kind = 'nap' AND e.until IS NULL) DESC, e.at DESC, e.id DESC`,
      [ids, scope.daycareId, date],
    );
    const entries = await this.withEditRights(user, latest);
    const photos = await this.files.photoUrls('child', ids);
    const naps = await this.sleepChecks.watches(scope.daycareId, ids);
    return {
      room,
      day: date,
      children: children.map((child) => ({ ...roomChild(child, entries, photos.get(child.id)?.thumbnailUrl ?? null), sleep: naps.get(child.id) ?? null })),
    };
  }

  /** The family's entries, newest first, a page at a time; a guardian does not see what a director held back. */
  async familyFeed(user: AuthenticatedUser, familyId: number, before?: string): Promise<DailyEntryListDto> {
    const scope = await this.access.require(user, Permission.DailyReportFamilyRead, [familyId]);
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM}
       WHERE c.family_id = $1 AND e.daycare_id = $2 AND ($3::timestamptz IS NULL OR e.at < $3) AND (NOT $4 OR NOT e.held)
       ORDER BY e.at DESC, e.id DESC LIMIT ${FEED_PAGE_SIZE + 1}`,
      [familyId, scope.daycareId, before ?? null, scope.kind === 'guardian'],
    );
    const page = rows.slice(0, FEED_PAGE_SIZE);
    const nextBefore = rows.length > FEED_PAGE_SIZE ? new Date(page[page.length - 1].at).toISOString() : null;
    return { entries: await this.withEditRights(user, page), nextBefore };
  }

  /** Every entry of the daycare's day, newest first, for the director's review. */
  async review(user: AuthenticatedUser, day?: string, roomId?: number): Promise<DailyEntryDto[]> {
    const scope = await this.access.require(user, Permission.DailyReportReview);
    if (roomId !== undefined) await this.access.require(user, Permission.RoomRead, [roomId]);
    const date = day ?? (await localToday(this.dataSource, scope.daycareId, this.clock.now()));
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM} WHERE e.daycare_id = $1 AND ${onDay(2)} AND ($3::int IS NULL OR c.home_room_id = $3) ORDER BY e.at DESC, e.id DESC`,
      [scope.daycareId, date, roomId ?? null],
    );
    return rows.map((row) => this.entryOf(row, true));
  }

  /** One entry for each child, all or none; a second nap while one is in progress is refused. */
  async create(actor: RequestActor, body: CreateDailyEntriesDto): Promise<DailyEntryDto[]> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryRecord, body.childIds);
    const now = this.clock.now();
    const fields = fieldsOf(body, now);
    assertEntry(body.kind, fields, now);
    const ids = await this.dataSource.transaction(async (manager) => {
      if (body.kind === 'nap' && fields.until === null) await this.refuseNapInProgress(manager, body.childIds, scope.daycareId);
      const created: number[] = [];
      for (const childId of body.childIds) created.push(await this.insert(manager, scope, childId, body.kind, fields, now));
      return created;
    });
    await Promise.all(ids.map((id, index) => this.record(actor, 'daily-entry.create', id, {}, { childId: body.childIds[index], kind: body.kind, ...fields })));
    await this.events.changed(scope.daycareId, ids.map((entryId, index) => ({ entryId, childId: body.childIds[index], change: 'recorded' })));
    return this.withEditRights(actor.user, await this.readMany(ids, scope.daycareId));
  }

  /** A correction of an entry's fields; its child and kind stay. */
  async update(actor: RequestActor, body: UpdateDailyEntryDto): Promise<DailyEntryDto> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryEdit, [body.entryId]);
    const now = this.clock.now();
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, body.entryId, scope.daycareId, true);
      const fields = fieldsOf({ ...body, at: body.at ?? new Date(old.at).toISOString() }, now);
      assertEntry(old.kind, fields, now);
      if (old.kind === 'nap' && old.until !== null && fields.until === null) await this.refuseNapInProgress(manager, [old.childId], scope.daycareId);
      await this.write(manager, body.entryId, scope, fields, now);
      return old;
    });
    return this.afterChange(actor, scope.daycareId, before, 'daily-entry.update');
  }

  /** The child woke: the nap in progress ends now or at the time given. */
  async wake(actor: RequestActor, entryId: number, until?: string): Promise<DailyEntryDto> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryEdit, [entryId]);
    const now = this.clock.now();
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, entryId, scope.daycareId, true);
      if (old.kind !== 'nap' || old.until !== null) throw new BadRequestException('Only a nap in progress can end');
      const fields = { ...storedFields(old), until: until ? new Date(until) : now };
      assertEntry('nap', fields, now);
      await this.write(manager, entryId, scope, fields, now);
      return old;
    });
    return this.afterChange(actor, scope.daycareId, before, 'daily-entry.wake');
  }

  /** A director holds an entry back from the family, or releases it. */
  async hold(actor: RequestActor, entryId: number, held: boolean): Promise<DailyEntryDto> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryHold, [entryId]);
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, entryId, scope.daycareId, true);
      await manager.query(`UPDATE daily_entry SET held = $3 WHERE id = $1 AND daycare_id = $2`, [entryId, scope.daycareId, held]);
      return old;
    });
    await this.record(actor, 'daily-entry.hold', entryId, { held: before.held }, { held });
    await this.events.changed(scope.daycareId, [{ entryId, childId: before.childId, change: held ? 'removed' : 'recorded' }]);
    return this.byId(actor.user, entryId);
  }

  async remove(actor: RequestActor, entryId: number): Promise<void> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryEdit, [entryId]);
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, entryId, scope.daycareId, true);
      await manager.query(`DELETE FROM stored_file WHERE id = ANY($1) AND daycare_id = $2 AND purpose = 'daily-entry'`, [old.photoFileIds, scope.daycareId]);
      await manager.query(`DELETE FROM daily_entry WHERE id = $1 AND daycare_id = $2`, [entryId, scope.daycareId]);
      return old;
    });
    await this.record(actor, 'daily-entry.delete', entryId, { childId: before.childId, kind: before.kind, ...storedFields(before) }, {});
    await this.events.changed(scope.daycareId, [{ entryId, childId: before.childId, change: 'removed' }]);
  }

  /** Adds a photo (made upright, stripped, in two sizes) to an entry, up to six. */
  async addPhoto(actor: RequestActor, entryId: number, bytes: Buffer, renditions: Parameters<StoredFilesService['putRenditions']>[3], contentType: string): Promise<DailyEntryDto> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryEdit, [entryId]);
    const entry = await this.read(this.dataSource.manager, entryId, scope.daycareId);
    if (entry.photoFileIds.length >= MAX_ENTRY_PHOTOS) throw new BadRequestException(`An entry holds at most ${MAX_ENTRY_PHOTOS} photos`);
    const variants = await this.files.putRenditions(scope.daycareId, 'daily-entry', contentType, renditions);
    const fileId = await this.files.addFile(
      { daycareId: scope.daycareId, ownerKind: 'child', ownerId: entry.childId, purpose: 'daily-entry', contentType, variants, originalBytes: bytes.length, createdBy: scope.userId },
      (manager, id) => manager.query(`INSERT INTO daily_entry_photo (entry_id, daycare_id, file_id, added_at) VALUES ($1, $2, $3, $4)`, [entryId, scope.daycareId, id, this.clock.now()]),
    );
    await this.record(actor, 'daily-entry.photo', entryId, {}, { fileId, uploadedBytes: bytes.length });
    await this.events.changed(scope.daycareId, [{ entryId, childId: entry.childId, change: 'changed' }]);
    return this.byId(actor.user, entryId);
  }

  /** Removes a photo from an entry; its file goes with it. */
  async removePhoto(actor: RequestActor, entryId: number, fileId: number): Promise<DailyEntryDto> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryEdit, [entryId]);
    const entry = await this.read(this.dataSource.manager, entryId, scope.daycareId);
    if (!entry.photoFileIds.includes(fileId)) throw new NotFoundException('This photo was not found');
    await this.dataSource.query(`DELETE FROM stored_file WHERE id = $1 AND daycare_id = $2 AND purpose = 'daily-entry'`, [fileId, scope.daycareId]);
    await this.record(actor, 'daily-entry.photo.delete', entryId, { fileId }, {});
    await this.events.changed(scope.daycareId, [{ entryId, childId: entry.childId, change: 'changed' }]);
    return this.byId(actor.user, entryId);
  }

  private async afterChange(actor: RequestActor, daycareId: number, before: EntryRow, action: string): Promise<DailyEntryDto> {
    const entry = await this.byId(actor.user, before.id);
    await this.record(actor, action, before.id, storedFields(before), storedFields(entry));
    await this.events.changed(daycareId, [{ entryId: before.id, childId: before.childId, change: 'changed' }]);
    return entry;
  }

  /**
   * Two tablets starting a nap for the same child at once would both pass a plain look and the second
   * would break the one-nap index (a 500): the children's rows are locked first, so the second waits
   * and is refused with their names.
   */
  private async refuseNapInProgress(manager: EntityManager, childIds: readonly number[], daycareId: number): Promise<void> {
    await manager.query(`SELECT id FROM child WHERE id = ANY($1) AND daycare_id = $2 ORDER BY id FOR UPDATE`, [childIds, daycareId]);
    const asleep: { label: string }[] = await manager.query(
      `SELECT c.first_name AS label FROM daily_entry e JOIN child c ON c.id = e.child_id WHERE e.child_id = ANY($1) AND e.daycare_id = $2 AND e.kind = 'nap' AND e.until IS NULL ORDER BY c.first_name`,
      [childIds, daycareId],
    );
    if (asleep.length) throw new BadRequestException(`${asleep.map((child) => child.label).join(', ')} ${asleep.length === 1 ? 'is' : 'are'} ${NAP_IN_PROGRESS}`);
  }

  private async insert(manager: EntityManager, scope: AccessScope, childId: number, kind: EntryKind, fields: EntryFields, now: Date): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO daily_entry (daycare_id, child_id, kind, at, until, meal, portion, bottle_ml, movement, result, mood, note, recorded_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [scope.daycareId, childId, kind, fields.at, fields.until, fields.meal, fields.portion, fields.bottleMl, fields.movement, fields.result, fields.mood, fields.note, scope.userId, now],
    );
    return id;
  }

  private async write(manager: EntityManager, entryId: number, scope: AccessScope, fields: EntryFields, now: Date): Promise<void> {
    await manager.query(
      `UPDATE daily_entry SET at = $3, until = $4, meal = $5, portion = $6, bottle_ml = $7, movement = $8, result = $9, mood = $10, note = $11, updated_at = $12, updated_by = $13
       WHERE id = $1 AND daycare_id = $2`,
      [entryId, scope.daycareId, fields.at, fields.until, fields.meal, fields.portion, fields.bottleMl, fields.movement, fields.result, fields.mood, fields.note, now, scope.userId],
    );
  }

  private async read(manager: EntityManager, entryId: number, daycareId: number, lock = false): Promise<EntryRow> {
    const [row] = await manager.query(`SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM} WHERE e.id = $1 AND e.daycare_id = $2 ${lock ? 'FOR UPDATE OF e' : ''}`, [entryId, daycareId]);
    if (!row) throw new NotFoundException(DAILY_ENTRY_NOT_FOUND);
    return row;
  }

  private readMany(entryIds: readonly number[], daycareId: number): Promise<EntryRow[]> {
    return this.dataSource.query(`SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM} WHERE e.id = ANY($1) AND e.daycare_id = $2 ORDER BY e.id`, [entryIds, daycareId]);
  }

  /** The daycare side changes the entries of the children it cares for; families only read. */
  private async withEditRights(user: AuthenticatedUser, rows: EntryRow[]): Promise<DailyEntryDto[]> {
    const cared = await this.access.caredFor(user, rows.map((row) => row.childId));
    return rows.map((row) => this.entryOf(row, cared.has(row.childId)));
  }

  private entryOf({ photoFileIds, ...row }: EntryRow, canEdit: boolean): DailyEntryDto {
    return { ...row, photos: photoFileIds.map((fileId) => ({ fileId, ...this.files.photoUrlsOf(fileId) })), canEdit };
  }

  private record(actor: RequestActor, action: string, entryId: number, before: object, after: object): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `daily-entry:${entryId}`, detail: { before, after } });
  }
}

/** The stored fields of a request: absent means none, `at` defaults to now. */
function fieldsOf(body: Partial<Record<keyof EntryFields, unknown>> & { at?: string; until?: string | null }, now: Date): EntryFields {
  return {
    at: body.at ? new Date(body.at) : now,
    until: body.until ? new Date(body.until) : null,
    meal: (body.meal as string | undefined) ?? null,
    portion: (body.portion as string | undefined) ?? null,
    bottleMl: (body.bottleMl as number | undefined) ?? null,
    movement: (body.movement as string | undefined) ?? null,
    result: (body.result as string | undefined) ?? null,
    mood: (body.mood as string | undefined) ?? null,
    note: (body.note as string | undefined) ?? null,
  };
}

function storedFields(entry: Pick<EntryRow, keyof EntryFields>): EntryFields {
  const { at, until, meal, portion, bottleMl, movement, result, mood, note } = entry;
  return { at: new Date(at), until: until ? new Date(until) : null, meal, portion, bottleMl, movement, result, mood, note };
}

function roomChild(child: { id: number; label: string; signedIn: boolean }, entries: DailyEntryDto[], thumbnailUrl: string | null): Omit<RoomChildDto, 'sleep'> {
  const latest = (kind: EntryKind) => entries.find((entry) => entry.childId === child.id && entry.kind === kind) ?? null;
  return {
    child: { id: child.id, label: child.label },
    thumbnailUrl,
    signedIn: child.signedIn,
    lastMeal: latest('meal'),
    lastNap: latest('nap'),
    lastMovement: latest('movement'),
    lastNote: latest('note'),
  };
}
