import { downloadFile } from './download-file';

/** Downloads the family's ZIP archive. */
export function downloadFamilyArchive(familyId: number): Promise<void> {
  return downloadFile({ url: `/api/family/export?familyId=${familyId}`, accept: 'application/zip', fallbackName: `family-${familyId}-archive.zip` });
}
