import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { SignedUrlService } from './signed-urls';
import type { FilePurpose, NewStoredFile, OwnerKind, StoredVariants } from './stored-file';
import { StorageService } from './storage/storage.service';

/** The rows that carry a current photo (their photo_file_id column), by owner kind, and how each is named. */
const PHOTO_OWNERS: Partial<Record<OwnerKind, { table: string; name: string }>> = {
  child: { table: 'child', name: `first_name || ' ' || last_name` },
};

/** The bytes of one rendition before it is stored. */
export interface Rendition {
  bytes: Buffer;
  width?: number;
  height?: number;
}

/** Where an `<img>` loads an owner's photo, minted for a reader the access policy allowed. */
export interface PhotoUrls {
  photoUrl: string;
  thumbnailUrl: string;
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/** The stored_file rows and their bytes: every domain's files go through here. */
@Injectable()
export class StoredFilesService {
  private readonly logger = new Logger(StoredFilesService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly urls: SignedUrlService,
    private readonly clock: ClockService,
  ) {}

  /** Whether an owner kind carries a photo yet; the upload refuses the others with a message. */
  photoTable(kind: OwnerKind): string {
    const owner = PHOTO_OWNERS[kind];
    if (!owner) throw new BadRequestException(`Photos can be set on children only for now, not on a ${kind}`);
    return owner.table;
  }

  /** The daycare's owners of a kind that have no photo yet, with their names. */
  async withoutPhoto(kind: OwnerKind, daycareId: number): Promise<{ id: number; name: string }[]> {
    const owner = PHOTO_OWNERS[kind];
    if (!owner) return [];
    return this.dataSource.query(`SELECT id, ${owner.name} AS name FROM ${owner.table} WHERE daycare_id = $1 AND photo_file_id IS NULL ORDER BY id`, [daycareId]);
  }

  /** Stores each rendition under a new key of the daycare; answers what the row records. */
  async putRenditions(daycareId: number, purpose: FilePurpose, contentType: string, renditions: Record<string, Rendition>): Promise<StoredVariants> {
    const folder = `daycare-${daycareId}/${purpose}/${randomUUID()}`;
    const variants: StoredVariants = {};
    try {
      for (const [name, { bytes, width, height }] of Object.entries(renditions)) {
        const key = `${folder}/${name}.${EXTENSIONS[contentType] ?? 'bin'}`;
        await this.storage.put(key, bytes, contentType);
        variants[name] = { key, bytes: bytes.length, width, height };
      }
    } catch (error) {
      await this.removeBytes(variants);
      throw error;
    }
    return variants;
  }

  /**
   * Makes a new file the owner's photo in one transaction and deletes the one it replaces (its row
   * with it, its bytes once committed); answers both ids. The new bytes are removed if it fails.
   */
  async replacePhoto(file: NewStoredFile): Promise<{ fileId: number; replacedId: number | null }> {
    const table = this.photoTable(file.ownerKind);
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        const [owner] = await manager.query(`SELECT photo_file_id AS "photoFileId" FROM ${table} WHERE id = $1 AND daycare_id = $2 FOR UPDATE`, [file.ownerId, file.daycareId]);
        const fileId = await this.insert(manager, file);
        await manager.query(`UPDATE ${table} SET photo_file_id = $1 WHERE id = $2`, [fileId, file.ownerId]);
        const replaced = owner?.photoFileId ? await this.deleteRow(manager, owner.photoFileId) : null;
        return { fileId, replacedId: owner?.photoFileId ?? null, replaced };
      });
      if (result.replaced) await this.removeBytes(result.replaced);
      return { fileId: result.fileId, replacedId: result.replacedId };
    } catch (error) {
      await this.removeBytes(file.variants);
      throw error;
    }
  }

  /** Signed URLs of the owners' photos (one query); owners without a photo are absent. */
  async photoUrls(kind: OwnerKind, ownerIds: readonly number[]): Promise<Map<number, PhotoUrls>> {
    const table = PHOTO_OWNERS[kind]?.table;
    if (!table || !ownerIds.length) return new Map();
    const rows: { ownerId: number; fileId: number }[] = await this.dataSource.query(
      `SELECT id AS "ownerId", photo_file_id AS "fileId" FROM ${table} WHERE id = ANY($1) AND photo_file_id IS NOT NULL`,
      [[...ownerIds]],
    );
    return new Map(rows.map(({ ownerId, fileId }) => [ownerId, this.photoUrlsOf(fileId)]));
  }

  photoUrlsOf(fileId: number): PhotoUrls {
    return { photoUrl: this.urls.url(fileId, 'display'), thumbnailUrl: this.urls.url(fileId, 'thumbnail') };
  }

  /** Where a variant's bytes are and their type; null when the file or the variant is not there. */
  async variant(fileId: number, variant: string): Promise<{ key: string; contentType: string } | null> {
    const [row] = await this.dataSource.query(`SELECT content_type AS "contentType", variants -> $2 ->> 'key' AS key FROM stored_file WHERE id = $1`, [fileId, variant]);
    return row?.key ? row : null;
  }

  private async insert(manager: EntityManager, file: NewStoredFile): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO stored_file (daycare_id, owner_kind, owner_id, purpose, content_type, variants, original_bytes, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [file.daycareId, file.ownerKind, file.ownerId, file.purpose, file.contentType, JSON.stringify(file.variants), file.originalBytes, file.createdBy, this.clock.now()],
    );
    return id;
  }

  private async deleteRow(manager: EntityManager, fileId: number): Promise<StoredVariants | null> {
    const [rows] = await manager.query(`DELETE FROM stored_file WHERE id = $1 RETURNING variants`, [fileId]);
    return rows?.[0]?.variants ?? null;
  }

  /** Bytes left behind are only wasted space, never a wrong answer: a failure is logged, not thrown. */
  private async removeBytes(variants: StoredVariants): Promise<void> {
    for (const { key } of Object.values(variants)) {
      await this.storage.delete(key).catch((error: Error) => this.logger.warn(`Could not delete stored file ${key}: ${error.message}`));
    }
  }
}
