import { useState } from 'react';

/** A download a button starts: whether it runs, and what the server answered when it refused (for `FormError`). */
export function useDownload(download: () => Promise<void>): { start: () => void; busy: boolean; error: unknown } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await download();
    } catch (refused) {
      setError(refused);
    } finally {
      setBusy(false);
    }
  };
  return { start: () => void start(), busy, error };
}
