import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { StoredFilesService } from '../files';
import type { LabelledDto } from './dto/people.dto';
import type { CreateNeverReleaseDto, NeverReleaseDto, PickupListDto, PickupPersonDto } from './dto/pickup.dto';
import { DEFAULT_RELATION, GUARDIAN_TYPE } from './guardian-queries';
import { phoneJson } from './person-queries';

const NEVER_RELEASE_COLUMNS = `id, name, description, document_note AS "documentNote", created_at AS "createdAt"`;

interface NeverReleaseRow extends Omit<NeverReleaseDto, 'createdAt'> {
  createdAt: Date;
}

const entry = (row: NeverReleaseRow): NeverReleaseDto => ({ ...row, createdAt: row.createdAt.toISOString() });

// Guardians of the child's family and contacts allowed to pick up: the same people the pick-up list shows.
const LISTED_PERSON = {
  guardian: `SELECT u.id, u.first_name || ' ' || u.last_name AS label
               FROM child c JOIN "user" u ON u.family_id = c.family_id AND u.type = ${GUARDIAN_TYPE}
              WHERE c.id = $1 AND c.daycare_id = $2 AND u.id = $3`,
  contact: `SELECT r.id, r.first_name || ' ' || r.last_name AS label
              FROM child_contact cc JOIN contact r ON r.id = cc.contact_id
             WHERE cc.child_id = $1 AND cc.daycare_id = $2 AND cc.may_pick_up AND r.id = $3`,
};

/** A name as compared with the never-release list: without case, accents or extra spaces. */
const comparable = (value: string) => `search_fold(regexp_replace(btrim(${value}), '\\s+', ' ', 'g'))`;

/** Who may pick a child up (the family's guardians, then contacts allowed to, in call order) and who must never be given the child. */
@Injectable()
export class PickupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly files: StoredFilesService,
  ) {}

  /** Four queries: the authorised people, their photos (guardians', contacts') and the never-release entries. */
  async ofChild(user: AuthenticatedUser, childId: number): Promise<PickupListDto> {
    const { daycareId } = await this.access.require(user, Permission.PickupRead, [childId]);
    const authorised: PickupPersonDto[] = await this.dataSource.query(
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
    return { authorised: await this.withPhotos(authorised), neverRelease: neverRelease.map(entry) };
  }

  /** Each person's photo as a signed link, so staff recognise who is at the door. */
  private async withPhotos(people: PickupPersonDto[]): Promise<PickupPersonDto[]> {
    const idsOf = (kind: string) => people.filter((person) => person.kind === kind).map((person) => person.id);
    const photos = { guardian: await this.files.photoUrls('guardian', idsOf('guardian')), contact: await this.files.photoUrls('contact', idsOf('contact')) };
    return people.map((person) => ({ ...person, photoUrl: photos[person.kind].get(person.id)?.thumbnailUrl ?? person.photoUrl }));
  }

  /** The guardian or contact on the child's pick-up list with this id, or null; the caller has checked access to the child. */
  async listedPerson(daycareId: number, childId: number, kind: keyof typeof LISTED_PERSON, id: number): Promise<LabelledDto | null> {
    const [person] = await this.dataSource.query(LISTED_PERSON[kind], [childId, daycareId, id]);
    return person ?? null;
  }

  /** The never-release entry's name matching this one, or null; the caller has checked access to the child. */
  async neverReleaseMatch(daycareId: number, childId: number, name: string): Promise<string | null> {
    const [match] = await this.dataSource.query(
      `SELECT name FROM child_never_release WHERE child_id = $1 AND daycare_id = $2 AND ${comparable('name')} = ${comparable('$3')} LIMIT 1`,
      [childId, daycareId, name],
    );
    return match?.name ?? null;
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
