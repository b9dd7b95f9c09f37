import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { prepareHeaders } from '@daycare/api-client';
import { STORAGE_KEYS, shouldOfferUpdate } from '@daycare/shared';
import { selectVersionChecks, useAppSelector } from '@daycare/store';

/** GET /api/appVersion/check: the version the server deploys now, a bare number. */
async function fetchServerVersion(): Promise<number | undefined> {
  try {
    // With the session's headers: the gateway binds the forgery cookie to the caller of each request.
    const response = await fetch('/api/appVersion/check', { cache: 'no-store', headers: prepareHeaders(new Headers()) });
    const version: unknown = response.ok ? await response.json() : undefined;
    return typeof version === 'number' ? version : undefined;
  } catch {
    return undefined; // offline or restarting: the next check asks again
  }
}

/** The version this page loaded with (session storage). */
function loadedVersion(): number | undefined {
  const stored = Number(sessionStorage.getItem(STORAGE_KEYS.appVersion));
  return stored > 0 ? stored : undefined;
}

export function rememberVersion(version: number): void {
  sessionStorage.setItem(STORAGE_KEYS.appVersion, String(version));
}

/**
 * The version check, at start, on every route change, when the window gets focus
 * and after the live connection reconnects: returns the newer server version to offer, until the
 * user closes the offer for it.
 */
export function useUpdateOffer(): { newVersion: number | undefined; dismiss: () => void } {
  const { pathname } = useLocation();
  const [newVersion, setNewVersion] = useState<number>();
  const dismissed = useRef<number>(undefined);

  const check = useCallback(async () => {
    const server = await fetchServerVersion();
    if (server === undefined) return;
    const loaded = loadedVersion();
    if (loaded === undefined) rememberVersion(server);
    else if (shouldOfferUpdate(loaded, server) && dismissed.current !== server) setNewVersion(server);
  }, []);

  // On every route change, and when the live connection asks (after a reconnect).
  const requestedChecks = useAppSelector(selectVersionChecks);
  useEffect(() => {
    void check();
  }, [pathname, requestedChecks, check]);

  useEffect(() => {
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [check]);

  const dismiss = useCallback(() => {
    dismissed.current = newVersion;
    setNewVersion(undefined);
  }, [newVersion]);

  return { newVersion, dismiss };
}
