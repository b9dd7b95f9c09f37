import { Injectable, type OnModuleInit } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';
import { StorageService } from './storage/storage.service';

/** Names a file can carry in any system: letters and digits of the person's name, then its id. */
const fileSafe = (name: string) => name.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The family's people with their photo's file ($1 family, $2 daycare), each with the folder its
 * photo goes to: the children's at the top of photos/, the guardians' and contacts' in their own.
 */
const FAMILY_PEOPLE = `
  SELECT '' AS folder, c.id, c.first_name || ' ' || c.last_name AS name, c.photo_file_id AS file_id
    FROM child c WHERE c.family_id = $1 AND c.daycare_id = $2
  UNION ALL
  SELECT 'guardians/', u.id, u.first_name || ' ' || u.last_name, u.photo_file_id
    FROM "user" u JOIN family fam ON fam.id = u.family_id WHERE fam.id = $1 AND fam.daycare_id = $2 AND u.type = ${UserType.User}
  UNION ALL
  SELECT 'contacts/', r.id, r.first_name || ' ' || r.last_name, r.photo_file_id
    FROM contact r WHERE r.family_id = $1 AND r.daycare_id = $2`;

interface ArchivedPhoto {
  folder: string;
  id: number;
  name: string;
  key: string;
  contentType: string;
}

/** The current photos of the family's children, guardians and contacts at display size, found in one query and read through the one storage service. */
@Injectable()
export class PhotosArchiveContributor implements ArchiveContributor, OnModuleInit {
  readonly name = 'photos';

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    const photos: ArchivedPhoto[] = await this.dataSource.query(
      `SELECT p.folder, p.id, p.name, f.variants -> 'display' ->> 'key' AS key, f.content_type AS "contentType"
         FROM (${FAMILY_PEOPLE}) p JOIN stored_file f ON f.id = p.file_id
        WHERE f.variants ? 'display' ORDER BY p.folder, p.id`,
      [familyId, daycareId],
    );
    for (const photo of photos) {
      const extension = photo.contentType.split('/')[1] ?? 'bin';
      zip.addFile(`photos/${photo.folder}${fileSafe(photo.name)}-${photo.id}.${extension}`, await this.storage.get(photo.key));
    }
  }
}
