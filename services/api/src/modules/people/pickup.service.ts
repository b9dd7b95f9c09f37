import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import type { CreateNeverReleaseDto, NeverReleaseDto, PickupListDto } from './dto/pickup.dto';
import { DEFAULT_RELATION, GUARDIAN_TYPE } from './guardian-queries';
import { phoneJson } from './person-queries';

const NEVER_RELEASE_COLUMNS = `id, name, description, document_note AS "documentNote", created_at AS "createdAt"`;

interface NeverReleaseRow extends Omit<NeverReleaseDto, 'createdAt'> {
  createdAt: Date;
}

const entry = (row: NeverReleaseRow): NeverReleaseDto => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Who may pick a child up (the family's guardians, then contacts allowed to, in call order) and who must never be given the child. */
@Injectable()
export class PickupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
  ) {}

  /** Two queries: the authorised people and the never-release entries. */
  async ofChild(user: AuthenticatedUser, childId: number): Promise<PickupListDto> {
    const { daycareId } = await this.access.require(user, Permission.PickupRead, [childId]);
    const authorised = await this.dataSource.query(
      `SELECT kind, id, label, relation, "photoUrl", mobile FROM (
         SELECT 'guardian' AS kind, u.id, u.first_name || ' ' || u.last_name AS label, coalesce(gr.relation, '${DEFAULT_RELATION}') AS relation,
                NULL AS "photoUrl", ${phoneJson('u', 'mobile_phone')} AS mobile, 0 AS section, 0 AS position, lower(u.first_name || ' ' || u.last_name) AS name
           FROM child c JOIN "user" u ON u.family_id = c.family_id AND u.type = ${GUARDIAN_TYPE}
           LEFT JOIN guardian_relation gr ON gr.user_id = u.id AND gr.child_id = c.id
          WHERE c.id = $1 AND c.daycare_id = $2
         UNION ALL
         SELECT 'contact', r.id, r.first_name || ' ' || r.last_name, r.relation, r.photo_url, ${phoneJson('r', 'mobile_phone')}, 1, cc.call_order, ''
           FROM child_contact cc JOIN contact r ON r.id = cc.contact_id
          WHERE cc.child_id = $1 AND cc.daycare_id = $2 AND cc.may_pick_up) people
       ORDER BY section, position, name, id`,
      [childId, daycareId],
    );
    const neverRelease: NeverReleaseRow[] = await this.dataSource.query(
      `SELECT ${NEVER_RELEASE_COLUMNS} FROM child_never_release WHERE child_id = $1 AND daycare_id = $2 ORDER BY created_at, id`,
      [childId, daycareId],
    );
    return { authorised, neverRelease: neverRelease.map(entry) };
  }

  async addNeverRelease(actor: RequestActor, body: CreateNeverReleaseDto): Promise<NeverReleaseDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.NeverReleaseCreate, [body.childId]);
    const [row]: NeverReleaseRow[] = await this.dataSource.query(
      `INSERT INTO child_never_release (daycare_id, child_id, name, description, document_note, created_by_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${NEVER_RELEASE_COLUMNS}`,
      [daycareId, body.childId, body.name, body.description, body.documentNote ?? null, actor.user.id, this.clock.now()],
    );
    const created = entry(row);
    await this.audit.record({ ...auditIdentity(actor), action: 'pickup.neverRelease.create', target: `child:${body.childId}`, detail: { before: {}, after: created } });
    return created;
  }

  async removeNeverRelease(actor: RequestActor, id: number): Promise<void> {
    const { daycareId } = await this.access.require(actor.user, Permission.NeverReleaseDelete, [id]);
    // A DELETE answers its rows and their count.
    const [[row]]: [(NeverReleaseRow & { childId: number })[], number] = await this.dataSource.query(
      `DELETE FROM child_never_release WHERE id = $1 AND daycare_id = $2 RETURNING ${NEVER_RELEASE_COLUMNS}, child_id AS "childId"`,
      [id, daycareId],
    );
    const { childId, ...removed } = row;
    await this.audit.record({ ...auditIdentity(actor), action: 'pickup.neverRelease.delete', target: `child:${childId}`, detail: { before: entry(removed), after: {} } });
  }
}
