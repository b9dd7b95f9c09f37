/** A download's Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266), so accents survive in every browser. */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
