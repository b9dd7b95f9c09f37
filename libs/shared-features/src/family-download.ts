import { prepareHeaders } from '@daycare/api-client';

/** The name the server gave the file (RFC 6266 `filename*` first), or a plain one. */
function fileNameOf(response: Response, familyId: number): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? `family-${familyId}-archive.zip`;
}

async function failure(response: Response): Promise<{ status: number; data: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, data: JSON.parse(text) };
  } catch {
    return { status: response.status, data: text };
  }
}

/**
 * Downloads the family's ZIP. A browser link cannot carry the session's bearer token, so the app
 * fetches it with the session's headers and saves the file from memory; throws `{ status, data }` as
 * RTK Query does when the server refuses.
 */
export async function downloadFamilyArchive(familyId: number): Promise<void> {
  const response = await fetch(`/api/family/export?familyId=${familyId}`, { headers: prepareHeaders(new Headers({ Accept: 'application/zip' })), credentials: 'same-origin' });
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, familyId);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
