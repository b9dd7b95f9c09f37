import { BadRequestException } from '@nestjs/common';
import { OWNER_KINDS, type OwnerKind } from '../stored-file';
import type { MultipartUpload, UploadedFile } from './multipart-upload';

export interface PhotoUpload {
  ownerKind: OwnerKind;
  ownerId: number;
  file: UploadedFile;
}

const MAX_ID = 2147483647;
const FIELDS = new Set(['ownerKind', 'ownerId']);
export const NOT_A_FILE = 'file must be a file (a form part with a file name), not text';

/** The upload's fields checked as the validation pipe checks a body: known fields only, each well formed, the file as `file`. */
export function photoUpload({ fields, file }: MultipartUpload): PhotoUpload {
  if (Object.hasOwn(fields, 'file')) throw new BadRequestException(NOT_A_FILE);
  const unknown = [...Object.keys(fields).filter((name) => !FIELDS.has(name)), ...(file && file.field !== 'file' ? [file.field] : [])];
  if (unknown.length) throw new BadRequestException(`property ${unknown.join(', ')} should not exist`);
  const ownerKind = fields.ownerKind as OwnerKind;
  if (!OWNER_KINDS.includes(ownerKind)) throw new BadRequestException(`ownerKind must be one of the following values: ${OWNER_KINDS.join(', ')}`);
  const ownerId = /^\d{1,10}$/.test(fields.ownerId ?? '') ? Number(fields.ownerId) : 0;
  if (ownerId < 1 || ownerId > MAX_ID) throw new BadRequestException(`ownerId must be a whole number from 1 to ${MAX_ID}`);
  if (!file || !file.bytes.length) throw new BadRequestException('Choose a photo to upload');
  return { ownerKind, ownerId, file };
}
