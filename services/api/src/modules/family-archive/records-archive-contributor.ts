import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from './archive-registry';

/** A query's rows: its columns, or the one object of a query that answers a single `row` column (`to_jsonb(r) AS row`). */
const recordOf = (found: Record<string, unknown>): Record<string, unknown> => {
  const columns = Object.keys(found);
  return columns.length === 1 && columns[0] === 'row' ? (found.row as Record<string, unknown>) : found;
};

/**
 * A domain's part of a family's archive that is records only: each kind is read by one query of the
 * family (`$1`) in the daycare (`$2`), and written as `<kind>.csv` and under `<kind>` in family.json.
 * A domain declares its queries and lists its subclass among its module's providers:
 *
 *   @Injectable()
 *   export class NotesArchiveContributor extends RecordsArchiveContributor {
 *     readonly name = 'notes';
 *     protected readonly queries = { notes: `SELECT ... WHERE c.family_id = $1 AND n.daycare_id = $2` };
 *   }
 */
@Injectable()
export abstract class RecordsArchiveContributor implements ArchiveContributor, OnModuleInit {
  abstract readonly name: string;
  /** Each kind of record and the query that reads it, in the order they are written. */
  protected abstract readonly queries: Readonly<Record<string, string>>;

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    for (const [kind, sql] of Object.entries(this.queries)) {
      const rows: Record<string, unknown>[] = await this.dataSource.query(sql, [familyId, daycareId]);
      zip.addRecords(kind, rows.map(recordOf));
    }
  }
}
