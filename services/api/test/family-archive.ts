import AdmZip from 'adm-zip';
import type { SignedIn } from './sessions';
import type { TestApp } from './test-app';

/** The family's archive as `session` downloads it (`GET /api/family/export`); anything but 200 fails the test. */
export async function downloadArchive(gateway: TestApp, session: SignedIn, familyId: number): Promise<AdmZip> {
  const res = await gateway.request({ method: 'GET', url: '/api/family/export', query: { familyId: String(familyId) }, headers: session.headers });
  if (res.statusCode !== 200) throw new Error(`The archive answered ${res.statusCode}: ${res.body}`);
  return new AdmZip(res.rawPayload);
}

/** One file of an archive; a missing one fails the test naming what the archive holds. */
export function archiveFile(archive: AdmZip, path: string): Buffer {
  const entry = archive.getEntry(path);
  if (!entry) throw new Error(`No ${path} in ${archive.getEntries().map((item) => item.entryName).join(', ')}`);
  return entry.getData();
}
