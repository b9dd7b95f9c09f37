import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, type AccessScope, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import type { CreateNoteDto, NoteDto, NoteVisibility, UpdateNoteDto } from './dto/note.dto';

/** A note as read from its table, before the caller's right to edit it is known. */
type NoteRow = Omit<NoteDto, 'canEdit'> & { authorId: number };

/** What an audit entry records of a note. */
interface NoteState {
  body: string;
  visibility: NoteVisibility;
}

const NOTE_COLUMNS = `
  n.id, n.child_id AS "childId", json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
  n.body, n.visibility, n.author_id AS "authorId", json_build_object('id', a.id, 'label', a.first_name || ' ' || a.last_name) AS author,
  n.created_at AS "createdAt", n.updated_at AS "updatedAt"`;
const NOTE_FROM = `FROM child_note n JOIN child c ON c.id = n.child_id AND c.daycare_id = n.daycare_id JOIN "user" a ON a.id = n.author_id`;

/** Notes about a child: the daycare's staff write them, for the staff alone or shared with the family. */
@Injectable()
export class NotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
  ) {}

  /** The child's notes, newest first; a guardian reads only those shared with the family. */
  async list(user: AuthenticatedUser, childId: number): Promise<NoteDto[]> {
    const scope = await this.access.require(user, Permission.NoteList, [childId]);
    const familyOnly = scope.kind === 'guardian';
    const rows: NoteRow[] = await this.dataSource.query(
      `SELECT ${NOTE_COLUMNS} ${NOTE_FROM} WHERE n.child_id = $1 AND n.daycare_id = $2 AND (NOT $3 OR n.visibility = 'family') ORDER BY n.created_at DESC, n.id DESC`,
      [childId, scope.daycareId, familyOnly],
    );
    return rows.map((row) => this.withEditRight(scope, row));
  }

  async byId(user: AuthenticatedUser, noteId: number): Promise<NoteDto> {
    const scope = await this.access.require(user, Permission.NoteRead, [noteId]);
    return this.withEditRight(scope, await this.read(this.dataSource.manager, noteId, scope.daycareId));
  }

  async create(actor: RequestActor, body: CreateNoteDto): Promise<NoteDto> {
    const scope = await this.access.require(actor.user, Permission.NoteCreate, [body.childId]);
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO child_note (daycare_id, child_id, author_id, body, visibility, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [scope.daycareId, body.childId, scope.userId, body.body, body.visibility, this.clock.now()],
    );
    await this.record(actor, 'note.create', id, {}, { childId: body.childId, body: body.body, visibility: body.visibility });
    return this.byId(actor.user, id);
  }

  async update(actor: RequestActor, body: UpdateNoteDto): Promise<NoteDto> {
    const scope = await this.access.requireNoteEdit(actor.user, body.noteId);
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, body.noteId, scope.daycareId, true);
      await manager.query(`UPDATE child_note SET body = $3, visibility = $4, updated_at = $5, updated_by = $6 WHERE id = $1 AND daycare_id = $2`, [
        body.noteId,
        scope.daycareId,
        body.body,
        body.visibility,
        this.clock.now(),
        scope.userId,
      ]);
      return old;
    });
    await this.record(actor, 'note.update', body.noteId, stateOf(before), { body: body.body, visibility: body.visibility });
    return this.byId(actor.user, body.noteId);
  }

  async remove(actor: RequestActor, noteId: number): Promise<void> {
    const scope = await this.access.requireNoteEdit(actor.user, noteId);
    const before = await this.dataSource.transaction(async (manager) => {
      const old = await this.read(manager, noteId, scope.daycareId, true);
      await manager.query(`DELETE FROM child_note WHERE id = $1 AND daycare_id = $2`, [noteId, scope.daycareId]);
      return old;
    });
    await this.record(actor, 'note.delete', noteId, { childId: before.childId, ...stateOf(before) }, {});
  }

  private async read(manager: EntityManager, noteId: number, daycareId: number, lock = false): Promise<NoteRow> {
    const [row] = await manager.query(`SELECT ${NOTE_COLUMNS} ${NOTE_FROM} WHERE n.id = $1 AND n.daycare_id = $2 ${lock ? 'FOR UPDATE OF n' : ''}`, [noteId, daycareId]);
    return row;
  }

  private withEditRight(scope: AccessScope, { authorId, ...note }: NoteRow): NoteDto {
    return { ...note, canEdit: this.access.mayEditNote(scope, authorId) };
  }

  private record(actor: RequestActor, action: string, noteId: number, before: object, after: object): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `note:${noteId}`, detail: { before, after } });
  }
}

function stateOf(note: NoteRow): NoteState {
  return { body: note.body, visibility: note.visibility };
}
