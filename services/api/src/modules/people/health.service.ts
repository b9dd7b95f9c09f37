import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission, ROOM_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import type { FamilyRoomAllergensDto, HealthChildDto, RoomHealthDto } from './dto/health.dto';

/** The room's children (home room, or signed in there) not withdrawn by the daycare's today ($3). */
const ROOM_CHILD = `
  c.daycare_id = $1 AND (c.withdrawn_on IS NULL OR c.withdrawn_on > $3::date)
  AND (c.home_room_id = $2 OR EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL AND a.room_id = $2))`;

const SEVERITY_ORDER = `CASE x.severity WHEN 'severe' THEN 0 WHEN 'moderate' THEN 1 ELSE 2 END`;

/** The health lists: what a room watches for each child, and the allergens a family keeps out of their children's rooms. */
@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
  ) {}

  /** Every child of the room with their allergies, diet, conditions and ongoing medication (staff and tablets: their own room). */
  async roomHealth(user: AuthenticatedUser, roomId: number): Promise<RoomHealthDto> {
    const scope = await this.access.require(user, Permission.HealthListRead, [roomId]);
    const [room] = await this.dataSource.query(`SELECT id, label FROM room WHERE id = $1 AND daycare_id = $2`, [roomId, scope.daycareId]);
    if (!room) throw new NotFoundException(ROOM_NOT_FOUND);
    const children: HealthChildDto[] = await this.dataSource.query(
      `SELECT json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
              EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL) AS "signedIn",
              coalesce((SELECT json_agg(json_build_object('label', x.label, 'severity', x.severity, 'reaction', x.reaction) ORDER BY ${SEVERITY_ORDER}, x.label)
                          FROM child_allergy x WHERE x.child_id = c.id), '[]') AS allergies,
              nullif(btrim(c.allergies), '') AS "allergyNotes", c.dietary_needs AS "dietaryNeeds", c.conditions,
              coalesce((SELECT json_agg(json_build_object('id', m.id, 'label', m.label, 'instructions', m.instructions) ORDER BY m.label, m.id)
                          FROM child_medication m WHERE m.child_id = c.id AND m.ongoing), '[]') AS medications
         FROM child c WHERE ${ROOM_CHILD}
        ORDER BY c.first_name, c.last_name, c.id`,
      [scope.daycareId, roomId, await localToday(this.dataSource, scope.daycareId, this.clock.now())],
    );
    return { room, children };
  }

  /** For each home room of the guardian's children, the allergens the room keeps out, without whose they are. */
  async familyAllergens(user: AuthenticatedUser): Promise<FamilyRoomAllergensDto[]> {
    const scope = await this.access.require(user, Permission.FamilyAllergensRead);
    const today = await localToday(this.dataSource, scope.daycareId, this.clock.now());
    return this.dataSource.query(
      `SELECT json_build_object('id', r.id, 'label', r.label) AS room,
              coalesce((SELECT json_agg(json_build_object('label', g.label, 'severe', g.severe) ORDER BY g.severe DESC, g.label)
                          FROM (SELECT min(x.label) AS label, bool_or(x.severity = 'severe') AS severe
                                  FROM child c JOIN child_allergy x ON x.child_id = c.id
                                 WHERE ${ROOM_CHILD.replace(/\$2/g, 'r.id')}
                                 GROUP BY lower(btrim(x.label))) g), '[]') AS allergens
         FROM room r
        WHERE r.daycare_id = $1 AND r.id IN (SELECT home_room_id FROM child WHERE family_id = $2 AND daycare_id = $1)
        ORDER BY r.label, r.id`,
      [scope.daycareId, scope.kind === 'guardian' ? (scope.familyId ?? 0) : 0, today],
    );
  }
}
