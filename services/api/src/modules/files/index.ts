export { FilesModule } from './files.module';
export { AvatarsService } from './images/avatars.service';
export { MAX_UPLOAD_BYTES, MULTIPART_LIMITS } from './images/multipart-upload';
export { FILE_URL_LIFETIME_SECONDS } from './signed-urls';
export { OWNER_KINDS, type OwnerKind } from './stored-file';
export { StorageService } from './storage/storage.service';
export { type PhotoUrls, StoredFilesService } from './stored-files.service';
