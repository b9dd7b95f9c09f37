export { FilesModule } from './files.module';
export { AvatarsService } from './images/avatars.service';
export { MULTIPART_LIMITS } from './images/multipart-upload';
export type { OwnerKind } from './stored-file';
export { StorageService } from './storage/storage.service';
export { type PhotoUrls, StoredFilesService } from './stored-files.service';
