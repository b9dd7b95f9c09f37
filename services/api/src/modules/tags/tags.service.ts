import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { settingsError } from '../rooms/room-errors';
import type { AssignTagDto, CreateAndAssignTagDto, CreateTagDto, TagDto, UpdateTagDto } from './dto/tag.dto';

export const TAG_NOT_FOUND = 'This tag was not found';

const TAG_COLUMNS = `t.id, t.label, t.color, (SELECT count(*)::int FROM child_tag ct WHERE ct.tag_id = t.id) AS "childCount"`;

/** The daycare's child tags (/admin/tags) and which children carry them. */
@Injectable()
export class TagsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  list(user: AuthenticatedUser): Promise<TagDto[]> {
    return this.dataSource.query(`SELECT ${TAG_COLUMNS} FROM tag t WHERE t.daycare_id = $1 ORDER BY lower(t.label), t.id`, [this.access.daycareId(user)]);
  }

  private async one(daycareId: number, id: number, manager: EntityManager | DataSource = this.dataSource): Promise<TagDto> {
    const [tag] = await manager.query(`SELECT ${TAG_COLUMNS} FROM tag t WHERE t.id = $1 AND t.daycare_id = $2`, [id, daycareId]);
    if (!tag) throw new NotFoundException(TAG_NOT_FOUND);
    return tag;
  }

  async create(user: AuthenticatedUser, body: CreateTagDto): Promise<TagDto> {
    const daycareId = this.access.daycareId(user);
    try {
      const [{ id }] = await this.dataSource.query(`INSERT INTO tag (daycare_id, label, color) VALUES ($1, $2, $3) RETURNING id`, [daycareId, body.label.trim(), body.color ?? null]);
      return this.one(daycareId, id);
    } catch (error) {
      throw settingsError(error);
    }
  }

  async update(user: AuthenticatedUser, body: UpdateTagDto): Promise<TagDto> {
    const daycareId = this.access.daycareId(user);
    try {
      const [, updated] = await this.dataSource.query(`UPDATE tag SET label = $3, color = $4 WHERE id = $1 AND daycare_id = $2`, [
        body.id,
        daycareId,
        body.label.trim(),
        body.color ?? null,
      ]);
      if (!updated) throw new NotFoundException(TAG_NOT_FOUND);
      return this.one(daycareId, body.id);
    } catch (error) {
      throw settingsError(error);
    }
  }

  async remove(user: AuthenticatedUser, id: number): Promise<void> {
    const daycareId = this.access.daycareId(user);
    const [, deleted] = await this.dataSource.query(`DELETE FROM tag WHERE id = $1 AND daycare_id = $2`, [id, daycareId]);
    if (!deleted) throw new NotFoundException(TAG_NOT_FOUND);
  }

  /** A child's tags, for whoever may see the child: a tablet only its room's, as its child reads. */
  async visibleChildTags(user: AuthenticatedUser, childId: number): Promise<TagDto[]> {
    const { daycareId } = await this.access.require(user, Permission.ChildRead, [childId]);
    return this.tagsOf(daycareId, childId);
  }

  private tagsOf(daycareId: number, childId: number): Promise<TagDto[]> {
    return this.dataSource.query(
      `SELECT ${TAG_COLUMNS} FROM child_tag c JOIN tag t ON t.id = c.tag_id WHERE c.child_id = $1 AND c.daycare_id = $2 ORDER BY lower(t.label), t.id`,
      [childId, daycareId],
    );
  }

  /** Assigning a tag the child already has changes nothing. Answers the child's tags. */
  async assign(user: AuthenticatedUser, body: AssignTagDto): Promise<TagDto[]> {
    const { daycareId } = await this.access.require(user, Permission.ChildRead, [body.childId]);
    await this.one(daycareId, body.tagId);
    await this.dataSource.query(`INSERT INTO child_tag (child_id, tag_id, daycare_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [body.childId, body.tagId, daycareId]);
    return this.tagsOf(daycareId, body.childId);
  }

  async createAndAssign(user: AuthenticatedUser, body: CreateAndAssignTagDto): Promise<TagDto> {
    const { daycareId } = await this.access.require(user, Permission.ChildRead, [body.childId]);
    const id = await this.dataSource.transaction(async (manager) => {
      // Same name (any case) means the same tag: reuse it rather than fail.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('tag:' || $1::text || ':' || lower($2)))`, [daycareId, body.label.trim()]);
      const [existing] = await manager.query(`SELECT id FROM tag WHERE daycare_id = $1 AND lower(label) = lower($2)`, [daycareId, body.label.trim()]);
      const tagId: number =
        existing?.id ??
        (await manager.query(`INSERT INTO tag (daycare_id, label, color) VALUES ($1, $2, $3) RETURNING id`, [daycareId, body.label.trim(), body.color ?? null]))[0].id;
      await manager.query(`INSERT INTO child_tag (child_id, tag_id, daycare_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [body.childId, tagId, daycareId]);
      return tagId;
    });
    return this.one(daycareId, id);
  }

  /** Gives the children (already checked to be the daycare's) the tag; those who carry it keep it once. */
  async tagChildren(daycareId: number, tagId: number, childIds: readonly number[], manager: EntityManager): Promise<void> {
    await this.one(daycareId, tagId, manager);
    await manager.query(`INSERT INTO child_tag (child_id, tag_id, daycare_id) SELECT unnest($1::int[]), $2, $3 ON CONFLICT DO NOTHING`, [childIds, tagId, daycareId]);
  }

  async unassign(user: AuthenticatedUser, childId: number, tagId: number): Promise<void> {
    const { daycareId } = await this.access.require(user, Permission.ChildRead, [childId]);
    await this.one(daycareId, tagId);
    await this.dataSource.query(`DELETE FROM child_tag WHERE child_id = $1 AND tag_id = $2 AND daycare_id = $3`, [childId, tagId, daycareId]);
  }
}
