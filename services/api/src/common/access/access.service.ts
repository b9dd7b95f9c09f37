import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { AccessRepository } from './access.repository';
import { CHOOSE_DAYCARE, NOTE_AUTHOR_OR_DIRECTOR, OWN_STAFF_RECORD_ONLY, ROOM_NOT_FOUND, TABLET_WITHOUT_ROOM } from './access-messages';
import type { AccessScope } from './access-scope';
import { Permission, PERMISSIONS } from './permission';

/** The parts of a child's record a caller may see (medical, address) and whether they may change it. */
export interface ChildFieldAccess {
  medical: boolean;
  address: boolean;
  edit: boolean;
}

/** What of a guardian's record the caller sees and changes: private parts (address, employment, custody notes), the account, edits. */
export interface GuardianFieldAccess {
  private: boolean;
  account: boolean;
  edit: boolean;
}

/**
 * The one access policy: "may this user do this to these ids". Services call it first; an id
 * outside the caller's scope answers 404 exactly as a missing one does.
 */
@Injectable()
export class AccessService {
  /** One scope per request user, however many checks a call makes. */
  private readonly scopes = new WeakMap<AuthenticatedUser, Promise<AccessScope>>();

  constructor(private readonly repository: AccessRepository) {}

  /** The session's daycare, for calls that reach the whole daycare's rows (no query); a Super user without one has to change center first. */
  daycareId(user: AuthenticatedUser): number {
    if (user.daycareId === null) throw new BadRequestException(CHOOSE_DAYCARE);
    return user.daycareId;
  }

  /** Whose rows the caller reaches: one query for a tablet (its room) or a guardian (their family). */
  scope(user: AuthenticatedUser): Promise<AccessScope> {
    let scope = this.scopes.get(user);
    if (!scope) {
      scope = this.resolve(user);
      this.scopes.set(user, scope);
    }
    return scope;
  }

  /** Throws 403 for a refused caller and 404 for any id outside the caller's scope; answers the scope. */
  async require(user: AuthenticatedUser, permission: Permission, ids: readonly number[] = []): Promise<AccessScope> {
    const scope = await this.scope(user);
    const rule = PERMISSIONS[permission];
    if (rule.refused?.kinds.includes(scope.kind)) throw new ForbiddenException(rule.refused.message);
    if (!rule.resource || !ids.length) return scope;
    const reachable = await this.repository.reachable(rule.resource, scope, ids);
    if (ids.some((id) => !reachable.has(id))) throw new NotFoundException(rule.notFound);
    return scope;
  }

  /**
   * What of a child's record the caller sees and changes, once the child is known to be reachable:
   * directors and the child's guardians everything; staff the medical details only when the child's
   * home room is theirs, never the address.
   */
  async childFields(user: AuthenticatedUser, childId: number): Promise<ChildFieldAccess> {
    const scope = await this.scope(user);
    if (scope.kind === 'admin' || scope.kind === 'guardian') return { medical: true, address: true, edit: true };
    const medical = scope.kind === 'staff' && (await this.repository.sharesHomeRoom(scope.userId, scope.daycareId, childId));
    return { medical, address: false, edit: false };
  }

  /** A staff record: directors reach any of the daycare's staff, a staff member only their own (403 for a colleague's). */
  async requireStaffRecord(user: AuthenticatedUser, staffId: number): Promise<AccessScope> {
    const scope = await this.require(user, Permission.StaffRecordRead, [staffId]);
    if (scope.kind === 'staff' && scope.userId !== staffId) throw new ForbiddenException(OWN_STAFF_RECORD_ONLY);
    return scope;
  }

  /**
   * What of a guardian's record the caller sees and changes, once the guardian is known to be
   * reachable: directors everything; the guardian themself all but the account; the family's
   * other guardians and staff the names, phones, e-mail and relations.
   */
  async guardianFields(user: AuthenticatedUser, guardianId: number): Promise<GuardianFieldAccess> {
    const scope = await this.scope(user);
    if (scope.kind === 'admin') return { private: true, account: true, edit: true };
    const self = scope.kind === 'guardian' && scope.userId === guardianId;
    return { private: self, account: false, edit: self };
  }

  /**
   * What a people search reaches in the caller's daycare: children, guardians (never by their private
   * fields) and contacts for staff and directors; staff records only for directors, as the staff list.
   */
  async peopleSearchReach(user: AuthenticatedUser): Promise<{ daycareId: number; staff: boolean }> {
    const scope = await this.require(user, Permission.PeopleSearch);
    return { daycareId: scope.daycareId, staff: scope.kind === 'admin' };
  }

  /** Directors and the family's guardians see a reachable contact's address and change the contact; staff neither. */
  async contactFields(user: AuthenticatedUser): Promise<{ address: boolean; edit: boolean }> {
    const scope = await this.scope(user);
    const family = scope.kind === 'admin' || scope.kind === 'guardian';
    return { address: family, edit: family };
  }

  /** Whether the caller may change or delete a note by `authorId`: its author, or a director. */
  mayEditNote(scope: AccessScope, authorId: number): boolean {
    return scope.kind === 'admin' || (scope.kind === 'staff' && scope.userId === authorId);
  }

  /** A note the caller changes or deletes: 404 outside their daycare, 403 unless they wrote it or direct the daycare. */
  async requireNoteEdit(user: AuthenticatedUser, noteId: number): Promise<AccessScope> {
    const scope = await this.require(user, Permission.NoteEdit, [noteId]);
    if (!this.mayEditNote(scope, (await this.repository.noteAuthor(noteId, scope.daycareId)) ?? 0)) throw new ForbiddenException(NOTE_AUTHOR_OR_DIRECTOR);
    return scope;
  }

  /** Of these children, the ones the caller cares for (records their day): staff their room's, tablets their room's, directors all. */
  async caredFor(user: AuthenticatedUser, childIds: readonly number[]): Promise<Set<number>> {
    const scope = await this.scope(user);
    if (scope.kind === 'guardian' || !childIds.length) return new Set();
    return this.repository.reachable('careChild', scope, childIds);
  }

  /**
   * The room a room-bound call works on: a tablet's own room (asking for another answers 404),
   * otherwise the one asked for (checked), or null when none was asked for.
   */
  async roomOf(user: AuthenticatedUser, roomId: number | undefined): Promise<number | null> {
    const scope = await this.scope(user);
    if (scope.kind === 'tablet') {
      if (roomId !== undefined && roomId !== scope.roomId) throw new NotFoundException(ROOM_NOT_FOUND);
      return scope.roomId;
    }
    if (roomId === undefined) return null;
    await this.require(user, Permission.RoomRead, [roomId]);
    return roomId;
  }

  private async resolve(user: AuthenticatedUser): Promise<AccessScope> {
    const daycareId = this.daycareId(user);
    if (user.type === UserType.Tablet) {
      const roomId = await this.repository.tabletRoom(user.id, daycareId);
      if (!roomId) throw new BadRequestException(TABLET_WITHOUT_ROOM);
      return { kind: 'tablet', daycareId, roomId, userId: user.id };
    }
    if (user.type === UserType.User) {
      return { kind: 'guardian', daycareId, familyId: await this.repository.guardianFamily(user.id, daycareId), userId: user.id };
    }
    return { kind: user.type === UserType.Staff ? 'staff' : 'admin', daycareId, userId: user.id };
  }
}
