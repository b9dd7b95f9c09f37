import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';

/** The family's children in the daycare ($1 family, $2 daycare), for the medical lists. */
const FAMILY_CHILD = `child_id IN (SELECT id FROM child WHERE family_id = $1 AND daycare_id = $2)`;

/** The children's records and medical lists in the family's archive. */
@Injectable()
export class ChildrenArchiveContributor implements ArchiveContributor, OnModuleInit {
  readonly name = 'children';

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    const params = [familyId, daycareId];
    zip.addRecords('children', await this.rows(`SELECT to_jsonb(c) - 'daycare_id' - 'photo_file_id' AS row FROM child c WHERE family_id = $1 AND daycare_id = $2 ORDER BY birth_date, id`, params));
    zip.addRecords('allergies', await this.rows(`SELECT to_jsonb(r) - 'daycare_id' - 'severe' AS row FROM child_allergy r WHERE ${FAMILY_CHILD} ORDER BY child_id, id`, params));
    zip.addRecords('medications', await this.rows(`SELECT to_jsonb(r) - 'daycare_id' AS row FROM child_medication r WHERE ${FAMILY_CHILD} ORDER BY child_id, id`, params));
    zip.addRecords('immunisations', await this.rows(`SELECT to_jsonb(r) - 'daycare_id' AS row FROM child_immunisation r WHERE ${FAMILY_CHILD} ORDER BY child_id, given_on, id`, params));
  }

  private async rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    return (await this.dataSource.query(sql, params)).map((found: { row: Record<string, unknown> }) => found.row);
  }
}
