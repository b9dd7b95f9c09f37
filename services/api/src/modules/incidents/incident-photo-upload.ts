import { BadRequestException } from '@nestjs/common';
import type { UploadedFile } from '../files';

const MAX_ID = 2147483647;

/** An incident photo upload's fields checked as the validation pipe checks a body: `incidentId` and the photo as `file`. */
export function incidentPhotoUpload({ fields, file }: { fields: Record<string, string>; file: UploadedFile | null }): { incidentId: number; file: UploadedFile } {
  const unknown = [...Object.keys(fields).filter((name) => name !== 'incidentId'), ...(file && file.field !== 'file' ? [file.field] : [])];
  if (unknown.length) throw new BadRequestException(`property ${unknown.join(', ')} should not exist`);
  const incidentId = /^\d{1,10}$/.test(fields.incidentId ?? '') ? Number(fields.incidentId) : 0;
  if (incidentId < 1 || incidentId > MAX_ID) throw new BadRequestException(`incidentId must be a whole number from 1 to ${MAX_ID}`);
  if (!file || !file.bytes.length) throw new BadRequestException('Choose a photo to upload');
  return { incidentId, file };
}
