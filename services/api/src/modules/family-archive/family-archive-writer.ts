import { ZipArchive } from 'archiver';
import type { Readable } from 'node:stream';
import { toCsv } from './csv';
import type { FamilyArchive } from './archive-registry';

/**
 * The ZIP being streamed: each kind of record as CSV right away, family.json (every kind, plus
 * what the archive is about) when the contributors are done, files under files/.
 */
export class FamilyArchiveWriter implements FamilyArchive {
  readonly zip = new ZipArchive({ zlib: { level: 6 } });
  private readonly records: Record<string, readonly Record<string, unknown>[]> = {};

  constructor(readonly language: string) {}

  addRecords(kind: string, rows: readonly Record<string, unknown>[]): void {
    this.records[kind] = rows;
    this.zip.append(toCsv(rows), { name: `${kind}.csv` });
  }

  addFile(path: string, content: Readable | Buffer): void {
    this.zip.append(content, { name: `files/${path}` });
  }

  /** Writes family.json and ends the archive. */
  async finish(about: Record<string, unknown>): Promise<void> {
    this.zip.append(JSON.stringify({ ...about, ...this.records }, null, 2), { name: 'family.json' });
    await this.zip.finalize();
  }
}
