import { Controller, Get, NotFoundException, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/authorization/access.decorators';
import { SignedUrlService } from './signed-urls';
import { StoredObjectMissing } from './storage/file-storage';
import { StorageService } from './storage/storage.service';
import { StoredFilesService } from './stored-files.service';

export const FILE_NOT_FOUND = 'This file was not found, or its link has expired';

const FILE_ID = /^\d{1,9}$/;

/**
 * Serves stored files to signed URLs, without a session so an `<img>` can load them. A wrong,
 * expired or other file's signature answers 404, as a missing file does.
 */
@ApiExcludeController()
@Controller('files')
export class FilesController {
  constructor(
    private readonly urls: SignedUrlService,
    private readonly files: StoredFilesService,
    private readonly storage: StorageService,
  ) {}

  @Get(':fileId/:variant')
  @Public()
  async serve(
    @Param('fileId') fileId: string,
    @Param('variant') variant: string,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const secondsLeft = FILE_ID.test(fileId) ? this.urls.secondsLeft(Number(fileId), variant, expires, sig) : null;
    const found = secondsLeft === null ? null : await this.files.variant(Number(fileId), variant);
    if (!found) throw new NotFoundException(FILE_NOT_FOUND);
    const stream = await this.storage.get(found.key).catch((error: Error) => {
      throw error instanceof StoredObjectMissing ? new NotFoundException(FILE_NOT_FOUND) : error;
    });
    reply.header('cache-control', `private, max-age=${secondsLeft}`);
    return new StreamableFile(stream, { type: found.contentType, disposition: 'inline' });
  }
}
