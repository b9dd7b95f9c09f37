import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';

/** What a contributor adds to a family's archive while it is being written. */
export interface FamilyArchive {
  /** The language of whoever downloads it: the language of the documents a contributor writes (PDFs). */
  readonly language: string;
  /** One kind of record: written as `<kind>.csv` and under `<kind>` in family.json. */
  addRecords(kind: string, rows: readonly Record<string, unknown>[]): void;
  /** A stored file (a photo, a PDF) as it is, under `files/<path>`. */
  addFile(path: string, content: Readable | Buffer): void;
}

/**
 * One domain's part of a family's archive. A domain whose part is records only extends
 * RecordsArchiveContributor with its queries; one that adds files too provides its own contributor
 * and registers it when its module starts:
 *
 *   @Injectable()
 *   export class InvoicesArchiveContributor implements ArchiveContributor, OnModuleInit {
 *     readonly name = 'invoices';
 *     constructor(private readonly registry: ArchiveRegistry, ...) {}
 *     onModuleInit() { this.registry.register(this); }
 *     async contribute(familyId, daycareId, zip) {
 *       zip.addRecords('invoices', rows);                          // invoices.csv and family.json
 *       for (const pdf of pdfs) zip.addFile(`invoices/${pdf.name}.pdf`, await storage.get(pdf.key));
 *     }
 *   }
 *
 * and listing it in its module's providers. Daily reports, incidents and consents do the same.
 * A contributor reads only rows of the family in that daycare (the caller's access is checked first).
 */
export interface ArchiveContributor {
  readonly name: string;
  contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void>;
}

/** The contributors every domain registered, in registration order. */
@Injectable()
export class ArchiveRegistry {
  private readonly contributors = new Map<string, ArchiveContributor>();

  register(contributor: ArchiveContributor): void {
    if (this.contributors.has(contributor.name)) throw new Error(`An archive contributor named ${contributor.name} is already registered`);
    this.contributors.set(contributor.name, contributor);
  }

  all(): ArchiveContributor[] {
    return [...this.contributors.values()];
  }
}
