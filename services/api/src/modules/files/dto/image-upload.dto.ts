import { ApiProperty } from '@nestjs/swagger';
import { OWNER_KINDS, type OwnerKind } from '../stored-file';

/** The multipart form of a photo upload (documents the form; the controller reads it part by part). */
export class ImageUploadDto {
  @ApiProperty({ enum: OWNER_KINDS, example: 'child', description: 'Whose photo this is' })
  ownerKind: OwnerKind;

  @ApiProperty({ example: 12, minimum: 1, maximum: 2147483647 })
  ownerId: number;

  @ApiProperty({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP, GIF, AVIF or HEIC image of 10 MB at most' })
  file: unknown;
}

/** Where the new photo loads from: signed URLs that work for ten minutes. */
export class PhotoUrlsDto {
  @ApiProperty({ description: 'The photo at display size (longest side 1024 px), WebP', example: '/api/files/7/display?expires=1767225600&sig=…' })
  photoUrl: string;

  @ApiProperty({ description: 'A square 160 px thumbnail, WebP', example: '/api/files/7/thumbnail?expires=1767225600&sig=…' })
  thumbnailUrl: string;
}

/** A photo attached to a record (an incident report, a daily report entry), with its signed links. */
export class AttachedPhotoDto extends PhotoUrlsDto {
  @ApiProperty({ example: 77 })
  fileId: number;
}
