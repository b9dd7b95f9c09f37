import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { UserType } from '@daycare/shared';
import { CHILD_NOT_FOUND } from '../../../common/access';
import { Authorize } from '../../../common/authorization/access.decorators';
import { Actor, type RequestActor } from '../../audit';
import { ImageUploadDto, PhotoUrlsDto } from '../dto/image-upload.dto';
import { ImagesService } from './images.service';
import { readMultipart, TOO_LARGE } from './multipart-upload';
import { NOT_A_PHOTO } from './photo-renditions';
import { photoUpload } from './upload-fields';

/** Photo uploads: directors and staff for the daycare's children, guardians for their own (the access policy checks whose). */
@ApiTags('Images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post('upload')
  @Authorize({ userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Sets a person's photo (EXIF-rotated, metadata stripped, a 160 px thumbnail and a 1024 px display size), replacing the old one" })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiOkResponse({ type: PhotoUrlsDto })
  @ApiBadRequestResponse({ description: NOT_A_PHOTO })
  @ApiPayloadTooLargeResponse({ description: TOO_LARGE })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  async upload(@Actor() actor: RequestActor, @Req() request: FastifyRequest): Promise<PhotoUrlsDto> {
    return this.images.uploadPhoto(actor, photoUpload(await readMultipart(request)));
  }
}
