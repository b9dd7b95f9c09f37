// Sending a person's photo to the gateway, with the checks it makes first, so a wrong file is
// refused before it is sent.
import { prepareHeaders, type ImageUploadDto, type PhotoUrlsDto } from '@daycare/api-client';

/** The largest photo the gateway takes; the server checks it again. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Formats the gateway reads; phones label HEIC files inconsistently, so their names count too. */
const HEIC_NAME = /\.(heic|heif)$/i;

/** What is wrong with a file before it is sent, as a locale key; null when it may go. */
export function photoProblem(file: Pick<File, 'type' | 'name' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/') && !HEIC_NAME.test(file.name)) return 'notImage';
  if (file.type === 'image/svg+xml') return 'notImage';
  return file.size > MAX_PHOTO_BYTES ? 'tooLarge' : null;
}

/** A failed upload in the shape RTK Query gives errors, so the form shows it the same way. */
export interface UploadError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

/** Whose photo: a child, a guardian, a contact or a staff member. */
export type PhotoOwnerKind = ImageUploadDto['ownerKind'];

export interface PhotoUpload {
  ownerKind: PhotoOwnerKind;
  ownerId: number;
  file: File;
}

/**
 * Sends a photo as multipart form data with the session's headers, reporting how much of it has
 * gone (XMLHttpRequest, because fetch cannot tell upload progress).
 */
export function uploadPhoto({ ownerKind, ownerId, file }: PhotoUpload, onProgress: (percent: number) => void): Promise<PhotoUrlsDto> {
  return new Promise((resolve, reject: (error: UploadError) => void) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/images/upload');
    prepareHeaders(new Headers()).forEach((value, name) => request.setRequestHeader(name, value));
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => (request.status === 200 ? resolve(request.response as PhotoUrlsDto) : reject({ status: request.status, data: request.response }));
    request.onerror = () => reject({ status: 'FETCH_ERROR' });
    const form = new FormData();
    form.set('ownerKind', ownerKind);
    form.set('ownerId', String(ownerId));
    form.set('file', file, file.name);
    request.send(form);
  });
}
