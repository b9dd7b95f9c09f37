import { Injectable, type MessageEvent } from '@nestjs/common';
import { interval, map, merge, Observable, takeUntil, timer } from 'rxjs';
import type { HubEnvelope } from './hub-identity';

/** A quiet stream still says something now and then, so proxies keep it open. */
export const FAMILY_STREAM_KEEPALIVE_MS = 25_000;
/** A stream ends after this long and the client opens a new one with its current token, so an ended session stops listening. */
export const FAMILY_STREAM_LIFETIME_MS = 10 * 60_000;

type Sink = (event: MessageEvent) => void;

/**
 * The live event streams of guardians on this gateway instance, per daycare and family: guardians
 * have no hub connection, so what concerns a family reaches it as server-sent events.
 */
@Injectable()
export class FamilyStreams {
  private readonly sinks = new Map<string, Set<Sink>>();

  open(daycareId: number, familyId: number): Observable<MessageEvent> {
    const key = keyOf(daycareId, familyId);
    const events = new Observable<MessageEvent>((subscriber) => {
      const sink: Sink = (event) => subscriber.next(event);
      let family = this.sinks.get(key);
      if (!family) this.sinks.set(key, (family = new Set()));
      family.add(sink);
      return () => {
        family.delete(sink);
        if (!family.size) this.sinks.delete(key);
      };
    });
    const keepalive = interval(FAMILY_STREAM_KEEPALIVE_MS).pipe(map((): MessageEvent => ({ comment: 'keepalive' })));
    return merge(events, keepalive).pipe(takeUntil(timer(FAMILY_STREAM_LIFETIME_MS)));
  }

  /** Hands a family's event to that family's open streams here; other audiences are the hub's. */
  deliver(envelope: HubEnvelope): number {
    if (envelope.audience.kind !== 'family') return 0;
    const family = this.sinks.get(keyOf(envelope.daycareId, envelope.audience.familyId));
    for (const sink of family ?? []) sink({ type: envelope.target, data: envelope.payload as object });
    return family?.size ?? 0;
  }
}

function keyOf(daycareId: number, familyId: number): string {
  return `${daycareId}:${familyId}`;
}
