import { useCallback, useState } from 'react';

/**
 * Open state of a drawer or dialog whose code downloads the first time it opens; once mounted it
 * stays, so it can animate closed and reopen at once.
 */
export function useLazyPanel() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, mounted, show, hide };
}
