import { useEffect, useState } from 'react';

/** The time now (ms), ticking every `everyMs` so what depends on it, such as an overdue check, turns by itself. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
