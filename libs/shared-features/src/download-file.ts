import { prepareHeaders } from '@daycare/api-client';

/** The name the server gave the file (RFC 6266 `filename*` first), or the caller's. */
function fileNameOf(response: Response, fallbackName: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallbackName;
}

async function failure(response: Response): Promise<{ status: number; data: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, data: JSON.parse(text) };
  } catch {
    return { status: response.status, data: text };
  }
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface FileDownload {
  /** Under /api, with its query. */
  url: string;
  /** The type asked for (Accept). */
  accept: string;
  /** Used when the server names no file. */
  fallbackName: string;
}

/**
 * Downloads a file the gateway answers. A browser link cannot carry the session's bearer token, so
 * the app fetches it with the session's headers and saves the file from memory; throws
 * `{ status, data }` as RTK Query does when the server refuses.
 */
export async function downloadFile({ url, accept, fallbackName }: FileDownload): Promise<void> {
  const response = await fetch(url, { headers: prepareHeaders(new Headers({ Accept: accept })), credentials: 'same-origin' });
  if (!response.ok) throw await failure(response);
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}
