/**
 * The version check: a stored version that exists, is above 0 and differs from the
 * server's opens the update dialog.
 */
export function shouldOfferUpdate(storedVersion: number | null | undefined, serverVersion: number): boolean {
  return typeof storedVersion === 'number' && storedVersion > 0 && storedVersion !== serverVersion;
}
