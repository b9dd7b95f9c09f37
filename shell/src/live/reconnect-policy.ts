import type { IRetryPolicy } from '@microsoft/signalr';
import { reconnectDelayMs } from '@daycare/shared';

/** Past this long without the hub, the person is told live updates are paused (15 s, then the banner shows). */
const BANNER_AFTER_MS = 5000;

/**
 * Section 9's reconnect delays: under 5 s elapsed 5 to 6 s, under 15 s 15 s, then 60 s, for as
 * long as it takes; `onLongOutage` runs once the outage has lasted past the first attempts.
 */
export function reconnectPolicy(onLongOutage: () => void, random: () => number = Math.random): IRetryPolicy {
  return {
    nextRetryDelayInMilliseconds: ({ elapsedMilliseconds }) => {
      if (elapsedMilliseconds >= BANNER_AFTER_MS) onLongOutage();
      return reconnectDelayMs(elapsedMilliseconds, random());
    },
  };
}
