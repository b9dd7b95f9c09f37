import type { RetryContext } from '@microsoft/signalr';
import { reconnectPolicy } from './reconnect-policy';

function attempt(elapsedMilliseconds: number): RetryContext {
  return { elapsedMilliseconds, previousRetryCount: 0, retryReason: new Error('closed') };
}

describe('the reconnect delays', () => {
  it('waits 5 to 6 s in the first 5 s, 15 s until 15 s, then a minute, and never gives up', () => {
    const policy = reconnectPolicy(() => undefined, () => 0.5);
    expect(policy.nextRetryDelayInMilliseconds(attempt(0))).toBe(5500);
    expect(policy.nextRetryDelayInMilliseconds(attempt(4999))).toBe(5500);
    expect(policy.nextRetryDelayInMilliseconds(attempt(5000))).toBe(15000);
    expect(policy.nextRetryDelayInMilliseconds(attempt(14999))).toBe(15000);
    expect(policy.nextRetryDelayInMilliseconds(attempt(15000))).toBe(60000);
    expect(policy.nextRetryDelayInMilliseconds(attempt(3_600_000))).toBe(60000);
  });

  it('raises the banner once the outage lasts past the first attempts', () => {
    const raised: number[] = [];
    const policy = reconnectPolicy(() => raised.push(1));
    policy.nextRetryDelayInMilliseconds(attempt(0));
    expect(raised).toEqual([]);
    policy.nextRetryDelayInMilliseconds(attempt(6000));
    expect(raised).toEqual([1]);
  });
});
