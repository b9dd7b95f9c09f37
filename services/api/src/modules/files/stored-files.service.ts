import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { SignedUrlService } from './signed-urls';
import type { FilePurpose, NewStoredFile, OwnerKind, StoredVariants } from './stored-file';
import { StorageService } from './storage/storage.service';

interface PhotoOwner {
  /** The rows that carry the current photo (their photo_file_id column). */
  table: string;
  /** How the owner is named, for an initials avatar. */
  name: string;
  /** The condition that the row belongs to the daycare given as `param`. */
  inDaycare: (param: string) => string;
}

const NAME = `first_name || ' ' || last_name`;

/** Whose photos are kept, by owner kind: guardians and staff are both rows of "user". */
const PHOTO_OWNERS: Record<OwnerKind, PhotoOwner> = {
  child: { table: 'child', name: NAME, inDaycare: (param) => `daycare_id = ${param}` },
  contact: { table: 'contact', name: NAME, inDaycare: (param) => `daycare_id = ${param}` },
  guardian: { table: '"user"', name: NAME, inDaycare: (param) => `type = 1 AND family_id IN (SELECT id FROM family WHERE daycare_id = ${param})` },
  staff: { table: '"user"', name: NAME, inDaycare: (param) => `id IN (SELECT user_id FROM user_daycare WHERE daycare_id = ${param})` },
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

  /** The rows of an owner kind; an unknown kind (only a bad caller sends one) answers 400. */
  private photoOwner(kind: OwnerKind): PhotoOwner {
    const owner = PHOTO_OWNERS[kind];
    if (!owner) throw new BadRequestException(`ownerKind must be child, guardian, contact or staff, not ${kind}`);
    return owner;
  }

  /** The daycare's owners of a kind that have no photo yet, with their names. */
  async withoutPhoto(kind: OwnerKind, daycareId: number): Promise<{ id: number; name: string }[]> {
    const owner = this.photoOwner(kind);
    return this.dataSource.query(`SELECT id, ${owner.name} AS name FROM ${owner.table} WHERE ${owner.inDaycare('$1')} AND photo_file_id IS NULL ORDER BY id`, [daycareId]);
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
    const { table, inDaycare } = this.photoOwner(file.ownerKind);
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        const [owner] = await manager.query(`SELECT photo_file_id AS "photoFileId" FROM ${table} WHERE id = $1 AND ${inDaycare('$2')} FOR UPDATE`, [file.ownerId, file.daycareId]);
        if (!owner) throw new NotFoundException(`This ${file.ownerKind} was not found`);
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

  /**
   * Records a stored file that is not a person's photo and links it where it belongs (`link`, in the
   * same transaction); answers its id. The bytes are removed if it fails.
   */
  async addFile(file: NewStoredFile, link: (manager: EntityManager, fileId: number) => Promise<unknown>): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const fileId = await this.insert(manager, file);
        await link(manager, fileId);
        return fileId;
      });
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

  /** The rows with `photoUrl` set to their owner's signed thumbnail link (one query), else kept as it was. */
  async withPhotoUrls<T extends { id: number; photoUrl?: string | null }>(kind: OwnerKind, rows: T[]): Promise<(T & { photoUrl: string | null })[]> {
    const photos = await this.photoUrls(kind, rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, photoUrl: photos.get(row.id)?.thumbnailUrl ?? row.photoUrl ?? null }));
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
