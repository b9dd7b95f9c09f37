import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';
import { StorageService } from './storage/storage.service';

/** Names a file can carry in any system: letters and digits of the child's name, then its id. */
const fileSafe = (name: string) => name.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The children's current photos at display size, read through the one storage service. */
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
    const photos: { childId: number; name: string; key: string; contentType: string }[] = await this.dataSource.query(
      `SELECT c.id AS "childId", c.first_name || ' ' || c.last_name AS name, f.variants -> 'display' ->> 'key' AS key, f.content_type AS "contentType"
         FROM child c JOIN stored_file f ON f.id = c.photo_file_id
        WHERE c.family_id = $1 AND c.daycare_id = $2 AND f.variants ? 'display' ORDER BY c.id`,
      [familyId, daycareId],
    );
    for (const photo of photos) {
      const extension = photo.contentType.split('/')[1] ?? 'bin';
      zip.addFile(`photos/${fileSafe(photo.name)}-${photo.childId}.${extension}`, await this.storage.get(photo.key));
    }
  }
}
