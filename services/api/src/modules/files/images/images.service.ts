import { Injectable } from '@nestjs/common';
import { AccessService, Permission } from '../../../common/access';
import { AuditService, auditIdentity, type RequestActor } from '../../audit';
import type { PhotoUrlsDto } from '../dto/image-upload.dto';
import type { OwnerKind } from '../stored-file';
import { StoredFilesService } from '../stored-files.service';
import { PHOTO_CONTENT_TYPE, photoRenditions } from './photo-renditions';
import type { PhotoUpload } from './upload-fields';

/** Who may change whose photo: each owner's own update rule (staff of the daycare may change a child's). */
const PHOTO_PERMISSIONS: Record<OwnerKind, Permission> = {
  child: Permission.ChildPhotoUpdate,
  guardian: Permission.GuardianUpdate,
  contact: Permission.ContactUpdate,
  staff: Permission.StaffUpdate,
};

/** Photos of people: checked, made upright and stripped, stored in two sizes, replacing the old one. */
@Injectable()
export class ImagesService {
  constructor(
    private readonly access: AccessService,
    private readonly files: StoredFilesService,
    private readonly audit: AuditService,
  ) {}

  async uploadPhoto(actor: RequestActor, upload: PhotoUpload): Promise<PhotoUrlsDto> {
    const { daycareId } = await this.access.require(actor.user, PHOTO_PERMISSIONS[upload.ownerKind], [upload.ownerId]);
    const renditions = await photoRenditions(upload.file.bytes);
    const variants = await this.files.putRenditions(daycareId, 'photo', PHOTO_CONTENT_TYPE, { ...renditions });
    const { fileId, replacedId } = await this.files.replacePhoto({
      daycareId,
      ownerKind: upload.ownerKind,
      ownerId: upload.ownerId,
      purpose: 'photo',
      contentType: PHOTO_CONTENT_TYPE,
      variants,
      originalBytes: upload.file.bytes.length,
      createdBy: actor.user.id,
    });
    await this.audit.record({
      ...auditIdentity(actor),
      action: `${upload.ownerKind}.photo.update`,
      target: `${upload.ownerKind}:${upload.ownerId}`,
      detail: { fileId, replacedFileId: replacedId, uploadedType: upload.file.mimetype, uploadedBytes: upload.file.bytes.length },
    });
    return this.files.photoUrlsOf(fileId);
  }
}
