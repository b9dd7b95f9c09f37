import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { currentDaycareId } from '../daycare/current-daycare';
import type { LabelledDto } from './dto/people.dto';

export const ROOM_NOT_FOUND = 'This room was not found';
export const TABLET_WITHOUT_ROOM = 'This tablet has no room yet; a director sets it under Tablet Access';

/**
 * Whose people a caller may see: a tablet its room's (in its daycare), staff and directors their
 * daycare's, a guardian their own children.
 */
export type PeopleScope =
  | { kind: 'tablet'; daycareId: number; roomId: number; userId: number }
  | { kind: 'staff' | 'admin'; daycareId: number; userId: number }
  | { kind: 'guardian'; daycareId: number; familyId: number | null; userId: number };

@Injectable()
export class PeopleScopeService {
  constructor(private readonly dataSource: DataSource) {}

  /** One query for a tablet (its room) or a guardian (their family); none for staff and directors. */
  async of(user: AuthenticatedUser): Promise<PeopleScope> {
    const daycareId = currentDaycareId(user);
    if (user.type === UserType.Tablet) {
      const [row] = await this.dataSource.query(`SELECT room_id AS "roomId" FROM user_daycare WHERE user_id = $1 AND daycare_id = $2`, [user.id, daycareId]);
      if (!row?.roomId) throw new BadRequestException(TABLET_WITHOUT_ROOM);
      return { kind: 'tablet', daycareId, roomId: row.roomId, userId: user.id };
    }
    if (user.type === UserType.User) {
      const [row] = await this.dataSource.query(
        `SELECT f.id AS "familyId" FROM "user" u JOIN family f ON f.id = u.family_id AND f.daycare_id = $2 WHERE u.id = $1`,
        [user.id, daycareId],
      );
      return { kind: 'guardian', daycareId, familyId: row?.familyId ?? null, userId: user.id };
    }
    return { kind: user.type === UserType.Staff ? 'staff' : 'admin', daycareId, userId: user.id };
  }

  /** A room of the daycare; another daycare's room answers 404 like a missing one. */
  async room(daycareId: number, roomId: number): Promise<LabelledDto> {
    const [room] = await this.dataSource.query(`SELECT id, label FROM room WHERE id = $1 AND daycare_id = $2`, [roomId, daycareId]);
    if (!room) throw new NotFoundException(ROOM_NOT_FOUND);
    return room;
  }

  /**
   * The room a room-bound call works on: a tablet's own room (asking for another answers 404),
   * otherwise the one asked for (checked), or null when none was asked for.
   */
  async roomFilter(scope: PeopleScope, roomId: number | undefined): Promise<number | null> {
    if (scope.kind === 'tablet') {
      if (roomId !== undefined && roomId !== scope.roomId) throw new NotFoundException(ROOM_NOT_FOUND);
      return scope.roomId;
    }
    if (roomId === undefined) return null;
    await this.room(scope.daycareId, roomId);
    return roomId;
  }
}
