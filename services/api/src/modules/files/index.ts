export { FilesModule } from './files.module';
export { AvatarsService } from './images/avatars.service';
export { MULTIPART_LIMITS } from './images/multipart-upload';
export type { OwnerKind } from './stored-file';
export { StorageService } from './storage/storage.service';
export { type PhotoUrls, StoredFilesService } from './stored-files.service';
export { readMultipart, TOO_LARGE, type UploadedFile } from './images/multipart-upload';
export { NOT_A_PHOTO, PHOTO_CONTENT_TYPE, photoRenditions } from './images/photo-renditions';
export { attachedPhotoUpload } from './images/attached-photo-upload';
