import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** The largest file an upload takes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What @fastify/multipart may read of one request: one file and a few short fields. */
export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 };

export const TOO_LARGE = 'This file is larger than 10 MB; choose a smaller photo or take a new one';
export const ONE_FILE = 'Send one file at a time';
export const NOT_MULTIPART = 'Send the upload as multipart/form-data with its fields and one file';

/** An uploaded file, read whole (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** @fastify/multipart's refusals as answers a person can act on. */
function refusal(error: { code?: string; message: string }): Error {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(TOO_LARGE);
  if (error.code === 'FST_FILES_LIMIT') return new BadRequestException(ONE_FILE);
  return new BadRequestException(`The upload could not be read (${error.message}); send it again`);
}

async function readFile(part: MultipartFile): Promise<UploadedFile> {
  return { field: part.fieldname, bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
}

/** Reads a multipart request's fields (in any order) and its one file; a field sent twice is refused once the body is read. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new BadRequestException(NOT_MULTIPART);
  const upload: MultipartUpload = { fields: {}, file: null };
  const repeated = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') upload.file = await readFile(part);
      else if (Object.hasOwn(upload.fields, part.fieldname)) repeated.add(part.fieldname);
      else upload.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw refusal(error as { code?: string; message: string });
  }
  if (repeated.size) throw new BadRequestException(`Send ${[...repeated].join(', ')} once`);
  return upload;
}
