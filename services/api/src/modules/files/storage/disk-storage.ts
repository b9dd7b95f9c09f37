import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type FileStorage, StoredObjectMissing } from './file-storage';

/** Files in a folder (DATA_DIR/files by default), one file per key. */
export class DiskStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new StoredObjectMissing(key);
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return path.join(this.dir, ...checkKey(key).split('/'));
  }
}
