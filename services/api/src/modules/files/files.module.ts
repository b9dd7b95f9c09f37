import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { FilesController } from './files.controller';
import { AvatarsService } from './images/avatars.service';
import { ImagesController } from './images/images.controller';
import { ImagesService } from './images/images.service';
import { PhotosArchiveContributor } from './photos-archive.contributor';
import { SignedUrlService } from './signed-urls';
import { StorageService } from './storage/storage.service';
import { StoredFilesService } from './stored-files.service';

/** Stored files for every domain: the storage, the signed URLs that serve them, and photo uploads. */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [FilesController, ImagesController],
  providers: [PhotosArchiveContributor, StorageService, SignedUrlService, StoredFilesService, ImagesService, AvatarsService],
  exports: [StorageService, StoredFilesService, AvatarsService],
})
export class FilesModule {}
