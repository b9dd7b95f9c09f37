// The live hub's events as the browser apps hear them. The shell's live connection publishes each
// event of the signed-in user's daycare here; an endpoint that caches what an event changes
// subscribes in its `onCacheEntryAdded` and patches its own cache, so no one patches a cache by
// endpoint name from outside. It lives in this lib because the lib is one shared copy in the page.
import type { HubEventPayloads, UserType } from '@daycare/shared';

/** The daycare events, and `Reconnected`: the connection came back, so what it missed must load again. */
export type LiveEventPayloads = Omit<HubEventPayloads, 'OnHealthCheck'> & { Reconnected: Record<string, never> };
export type LiveEventName = keyof LiveEventPayloads;

/** Who receives the event: lists without a room are the user's own room (a tablet's). */
export interface LiveViewer {
  type: UserType;
  roomId: number | null;
}

export type HubEventListener<Name extends LiveEventName> = (payload: LiveEventPayloads[Name], viewer: LiveViewer) => void;

type AnyListener = (payload: unknown, viewer: LiveViewer) => void;

export class HubEventSource {
  private readonly listeners = new Map<LiveEventName, Set<AnyListener>>();

  /** Calls `listener` for every event of that name; returns the way to stop. */
  on<Name extends LiveEventName>(name: Name, listener: HubEventListener<Name>): () => void {
    const set = this.listeners.get(name) ?? new Set<AnyListener>();
    this.listeners.set(name, set);
    set.add(listener as AnyListener);
    return () => void set.delete(listener as AnyListener);
  }

  emit<Name extends LiveEventName>(name: Name, payload: LiveEventPayloads[Name], viewer: LiveViewer): void {
    for (const listener of [...(this.listeners.get(name) ?? [])]) listener(payload, viewer);
  }

  /** How many listen to an event (for tests). */
  listenerCount(name: LiveEventName): number {
    return this.listeners.get(name)?.size ?? 0;
  }
}

/** The page's one event source. */
export const hubEvents = new HubEventSource();

