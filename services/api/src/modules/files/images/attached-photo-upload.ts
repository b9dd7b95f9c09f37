import { BadRequestException } from '@nestjs/common';
import { MAX_ID } from '../../../common/validation/number-fields';
import type { UploadedFile } from './multipart-upload';

/**
 * A photo attached to a record (an incident report, a daily report entry): the record's id field and
 * the photo as `file`, checked as the validation pipe checks a body.
 */
export function attachedPhotoUpload(idField: string, { fields, file }: { fields: Record<string, string>; file: UploadedFile | null }): { id: number; file: UploadedFile } {
  const unknown = [...Object.keys(fields).filter((name) => name !== idField), ...(file && file.field !== 'file' ? [file.field] : [])];
  if (unknown.length) throw new BadRequestException(`property ${unknown.join(', ')} should not exist`);
  const id = /^\d{1,10}$/.test(fields[idField] ?? '') ? Number(fields[idField]) : 0;
  if (id < 1 || id > MAX_ID) throw new BadRequestException(`${idField} must be a whole number from 1 to ${MAX_ID}`);
  if (!file || !file.bytes.length) throw new BadRequestException('Choose a photo to upload');
  return { id, file };
}
