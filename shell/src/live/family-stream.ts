import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import type { LiveEventName, LiveEventPayloads } from '@daycare/api-client';
import { HUB_TIMINGS, UserType } from '@daycare/shared';
import type { AppStore, LoggedInUser } from '@daycare/store';
import { publishToHubEvents, type PublishLiveEvent } from './live-events';
import { renewSession } from './live-session';

/** Guardians have no hub connection: the gateway sends what concerns their family as server-sent events. */
export const FAMILY_STREAM_URL = '/api/family/live';

/** The events the family stream carries; anything else on it (keepalives, unknown names) is ignored. */
const FAMILY_EVENTS = ['OnDailyReport', 'OnIncident', 'OnIncidentComplete', 'OnMedicationComplete', 'OnEmergencyMedication'] as const satisfies readonly LiveEventName[];
type FamilyEventName = (typeof FAMILY_EVENTS)[number];

function isFamilyEvent(name: string): name is FamilyEventName {
  return (FAMILY_EVENTS as readonly string[]).includes(name);
}

/** Who the stream is for: a signed-in guardian of a family at a daycare. */
export interface FamilyIdentity {
  userId: number;
  daycareId: number;
  familyId: number;
}

export function familyIdentityOf(user: LoggedInUser | null): FamilyIdentity | null {
  if (!user || user.type !== UserType.User || !user.daycare || user.familyId === null) return null;
  return { userId: user.id, daycareId: user.daycare.id, familyId: user.familyId };
}

/** How one stream ended: run its course, refused (401, 403), failed (network, server error) or stopped by us. */
type StreamEnd = 'ended' | 'unauthorized' | 'forbidden' | 'failed' | 'stopped';

class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`The family stream was refused (${status})`);
  }
}

function endOf(error: unknown): StreamEnd {
  if (!(error instanceof StreamRefused)) return 'failed';
  if (error.status === 401) return 'unauthorized';
  return error.status === 403 ? 'forbidden' : 'failed';
}

function isEventStream(response: Response): boolean {
  return response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

interface StreamHooks {
  accessToken: () => string | undefined;
  onOpen: () => void;
  onMessage: (message: EventSourceMessage) => void;
}

/** One stream, from opening to its end; the library's own retries are off, so each try carries the current token. */
async function openStream(signal: AbortSignal, { accessToken, onOpen, onMessage }: StreamHooks): Promise<StreamEnd> {
  try {
    await fetchEventSource(FAMILY_STREAM_URL, {
      signal,
      headers: { Authorization: `Bearer ${accessToken() ?? ''}` },
      // A phone in a pocket keeps its page current; the library would otherwise reopen with the token it started with.
      openWhenHidden: true,
      onopen: async (response) => {
        if (!isEventStream(response)) throw new StreamRefused(response.status);
        onOpen();
      },
      onmessage: onMessage,
      onerror: (error: unknown) => {
        throw error;
      },
    });
    return signal.aborted ? 'stopped' : 'ended';
  } catch (error) {
    return signal.aborted ? 'stopped' : endOf(error);
  }
}

export interface FamilyStreamOptions {
  currentUser: () => LoggedInUser | null;
  publish: PublishLiveEvent;
  /** A refused token: renew the session's tokens before the next try. */
  renew: () => Promise<void>;
}

/**
 * The family's event stream: reopened at once when the server ends it (it does every 10 minutes),
 * after 5 s when the network or the server failed or it ended as soon as it opened, after renewing the tokens when refused with 401;
 * a 403 (no family) ends it. Starting again stops the stream before, so there is never two.
 */
export class FamilyStream {
  private controller: AbortController | undefined;

  constructor(private readonly options: FamilyStreamOptions) {}

  start(): void {
    this.stop();
    this.controller = new AbortController();
    void this.run(this.controller.signal);
  }

  stop(): void {
    this.controller?.abort();
    this.controller = undefined;
  }

  private async run(signal: AbortSignal): Promise<void> {
    let missedEvents = false;
    let refusedBefore = false;
    let openedAt = 0;
    while (!signal.aborted) {
      const end = await openStream(signal, {
        accessToken: () => this.options.currentUser()?.accessToken,
        onOpen: () => {
          if (missedEvents) this.publish('Reconnected', {});
          missedEvents = false;
          refusedBefore = false;
          openedAt = Date.now();
        },
        onMessage: (message) => this.receive(message),
      });
      if (end === 'forbidden' || end === 'stopped') return;
      if (end === 'unauthorized') await this.options.renew();
      // A stream ended as soon as it opened (a gateway shutting down) and a token refused again right
      // after its renewal wait like any failure, so the gateway is not hammered.
      const endedAtOnce = end === 'ended' && Date.now() - openedAt < HUB_TIMINGS.initialRetryMs;
      const waits = end === 'failed' || endedAtOnce || (end === 'unauthorized' && refusedBefore);
      missedEvents = end !== 'ended' || endedAtOnce;
      refusedBefore = end === 'unauthorized';
      if (waits) await pause(HUB_TIMINGS.initialRetryMs, signal);
    }
  }

  private receive({ event, data }: EventSourceMessage): void {
    if (!isFamilyEvent(event)) return;
    const payload = parsed(data);
    // Like the hub's: only events of the user's own daycare count.
    if (!payload || payload.daycareId !== this.options.currentUser()?.daycare?.id) return;
    this.publish(event, payload as LiveEventPayloads[FamilyEventName]);
  }

  private publish<Name extends LiveEventName>(name: Name, payload: LiveEventPayloads[Name]): void {
    const user = this.options.currentUser();
    if (user) this.options.publish(name, payload, { type: user.type, roomId: null });
  }
}

function parsed(data: string): { daycareId?: unknown } | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the family stream in step with the session: open for a signed-in guardian of a family at
 * a daycare, closed on sign-out, opened anew for another user, daycare or family. A renewed token
 * keeps the stream; the next one opens with it. Returns the way to stop following.
 */
export function followFamilyStream(store: AppStore, publish: PublishLiveEvent = publishToHubEvents): () => void {
  const stream = new FamilyStream({
    currentUser: () => store.getState().session.user,
    publish,
    renew: () => renewSession(store),
  });
  let following: string | null = null;
  const follow = () => {
    const identity = familyIdentityOf(store.getState().session.user);
    const wanted = identity && JSON.stringify(identity);
    if (wanted === following) return;
    following = wanted;
    if (identity) stream.start();
    else stream.stop();
  };
  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    stream.stop();
  };
}
