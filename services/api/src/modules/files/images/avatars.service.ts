import { Injectable } from '@nestjs/common';
import type { OwnerKind } from '../stored-file';
import { StoredFilesService } from '../stored-files.service';
import { initialsAvatar } from './initials-avatar';
import { PHOTO_CONTENT_TYPE } from './photo-renditions';

/** How many avatars are drawn and stored at once: drawing runs on sharp's threads while others are stored. */
const AT_ONCE = 8;

/** Initials avatars for people who have no photo (the demo data gives one to every child, guardian and contact). */
@Injectable()
export class AvatarsService {
  constructor(private readonly files: StoredFilesService) {}

  /** Gives each of the daycare's owners of a kind without a photo their initials avatar; answers how many. */
  async giveMissingAvatars(daycareId: number, kind: OwnerKind): Promise<number> {
    const owners = await this.files.withoutPhoto(kind, daycareId);
    for (let start = 0; start < owners.length; start += AT_ONCE) {
      await Promise.all(owners.slice(start, start + AT_ONCE).map((owner) => this.giveAvatar(daycareId, kind, owner)));
    }
    return owners.length;
  }

  private async giveAvatar(daycareId: number, ownerKind: OwnerKind, owner: { id: number; name: string }): Promise<void> {
    const renditions = await initialsAvatar(owner.name);
    const variants = await this.files.putRenditions(daycareId, 'photo', PHOTO_CONTENT_TYPE, { ...renditions });
    const originalBytes = renditions.display.bytes.length;
    await this.files.replacePhoto({ daycareId, ownerKind, ownerId: owner.id, purpose: 'photo', contentType: PHOTO_CONTENT_TYPE, variants, originalBytes, createdBy: null });
  }
}
