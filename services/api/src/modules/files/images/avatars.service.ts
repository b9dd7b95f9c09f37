import { Injectable } from '@nestjs/common';
import type { OwnerKind } from '../stored-file';
import { StoredFilesService } from '../stored-files.service';
import { initialsAvatar } from './initials-avatar';
import { PHOTO_CONTENT_TYPE } from './photo-renditions';

/** Initials avatars for people who have no photo (the demo data gives one to every child). */
@Injectable()
export class AvatarsService {
  constructor(private readonly files: StoredFilesService) {}

  /** Gives each of the daycare's owners of a kind without a photo their initials avatar; answers how many. */
  async giveMissingAvatars(daycareId: number, kind: OwnerKind): Promise<number> {
    const owners = await this.files.withoutPhoto(kind, daycareId);
    for (const owner of owners) {
      const renditions = await initialsAvatar(owner.name);
      const variants = await this.files.putRenditions(daycareId, 'photo', PHOTO_CONTENT_TYPE, { ...renditions });
      const originalBytes = renditions.display.bytes.length;
      await this.files.replacePhoto({ daycareId, ownerKind: kind, ownerId: owner.id, purpose: 'photo', contentType: PHOTO_CONTENT_TYPE, variants, originalBytes, createdBy: null });
    }
    return owners.length;
  }
}
