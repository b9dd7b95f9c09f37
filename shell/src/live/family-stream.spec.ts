import { HUB_TIMINGS, type DailyReportEvent } from '@daycare/shared';
import { createAppStore, selectUser, signedIn, signedOut, type AppStore } from '@daycare/store';
import { director, testUser } from '@daycare/shared-features/testing';
import { FAMILY_STREAM_URL, followFamilyStream } from './family-stream';

/** jsdom has no ReadableStream of its own; Node's Response makes the ones fetch answers with. */
const ReadableStreamOfResponses = new Response('').body!.constructor as typeof ReadableStream;

/** One stream the gateway double opened: the token it was opened with, and the server's side of it. */
interface OpenStream {
  token: string | null;
  signal: AbortSignal;
  send: (name: string, payload: unknown) => void;
  keepalive: () => void;
  end: () => void;
  dropConnection: () => void;
}

/**
 * The gateway at the network boundary: `/api/family/live` answers an event stream (or the status
 * or network failure queued in `refusals`); the session's own calls renew a refused token.
 */
function gatewayDouble() {
  const streams: OpenStream[] = [];
  const refusals: Array<number | 'network'> = [];
  const stream = (init: RequestInit): Response => {
    const encoder = new TextEncoder();
    let server!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStreamOfResponses<Uint8Array>({ start: (controller) => void (server = controller) });
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => server.error(new DOMException('The stream was aborted', 'AbortError')));
    const token = new Headers(init.headers).get('Authorization');
    streams.push({
      token, signal,
      send: (name, payload) => server.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`)),
      keepalive: () => server.enqueue(encoder.encode(':keepalive\n\n')),
      end: () => server.close(),
      dropConnection: () => server.error(new TypeError('network error')),
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  const streamRequests: Array<string | null> = [];
  const session = (request: Request): Response => {
    const bearer = request.headers.get('Authorization');
    if (request.url.endsWith('/api/auth/refreshTokenV2')) return Response.json(testUser({ accessToken: 'renewed' }));
    return bearer === 'Bearer renewed' ? Response.json({ user: testUser({ accessToken: undefined }) }) : Response.json({}, { status: 401 });
  };
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init = {}) => {
    if (input !== FAMILY_STREAM_URL) return session(input as Request);
    streamRequests.push(new Headers(init.headers).get('Authorization'));
    const refusal = refusals.shift();
    if (refusal === 'network') throw new TypeError('Failed to fetch');
    if (refusal) return Response.json({ message: 'refused' }, { status: refusal });
    return stream(init);
  });
  return { streams, refusals, streamRequests };
}

/** Lets timers and the promises they start run. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

const LUNCH: DailyReportEvent = { daycareId: 1, childId: 11, familyId: 5, roomId: 2, entryIds: [40], change: 'recorded' };
const GUARDIAN_VIEWER = { type: 1, roomId: null };
/** The gateway ends each stream after this long. */
const STREAM_LIFETIME_MS = 10 * 60_000;

describe("the family's event stream", () => {
  let store: AppStore;
  let published: unknown[][];
  let stopFollowing: () => void;
  let gateway: ReturnType<typeof gatewayDouble>;

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    store = createAppStore();
    gateway = gatewayDouble();
    published = [];
    stopFollowing = followFamilyStream(store, (name, payload, viewer) => void published.push([name, payload, viewer]));
  });
  afterEach(() => {
    stopFollowing();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("opens for a signed-in guardian with their token and hands the family's daily report events to the caches", async () => {
    store.dispatch(signedIn(testUser()));
    await advance(0);
    expect(gateway.streams.map((stream) => stream.token)).toEqual(['Bearer access']);
    gateway.streams[0].keepalive();
    gateway.streams[0].send('OnDailyReport', LUNCH);
    gateway.streams[0].send('OnDailyReport', { ...LUNCH, daycareId: 2 });
    gateway.streams[0].send('OnSomethingNew', LUNCH);
    await advance(0);
    expect(published).toEqual([['OnDailyReport', LUNCH, GUARDIAN_VIEWER]]);
  });

  it('opens nothing for staff, nor for a guardian without a centre or a family', async () => {
    store.dispatch(signedIn(director));
    store.dispatch(signedIn(testUser({ daycare: null, daycares: [] })));
    store.dispatch(signedIn(testUser({ familyId: null })));
    await advance(HUB_TIMINGS.initialRetryMs * 2);
    expect(gateway.streamRequests).toEqual([]);
  });

  it('opens a new stream at once when the server ends one after its 10 minutes, with the current token', async () => {
    store.dispatch(signedIn(testUser()));
    await advance(STREAM_LIFETIME_MS);
    store.dispatch(signedIn(testUser({ accessToken: 'next' })));
    gateway.streams[0].end();
    await advance(0);
    expect(gateway.streams.map((stream) => stream.token)).toEqual(['Bearer access', 'Bearer next']);
    gateway.streams[1].send('OnDailyReport', LUNCH);
    await advance(0);
    expect(published.map(([name]) => name)).toEqual(['OnDailyReport']);
  });

  it('waits 5 s before opening again when a stream ends as soon as it opened', async () => {
    store.dispatch(signedIn(testUser()));
    await advance(1000);
    gateway.streams[0].end();
    await advance(HUB_TIMINGS.initialRetryMs - 1);
    expect(gateway.streams).toHaveLength(1);
    await advance(1);
    expect(gateway.streams).toHaveLength(2);
    expect(published).toEqual([['Reconnected', {}, GUARDIAN_VIEWER]]);
  });

  it('tries again after 5 s when the network fails, then has the family reads load again', async () => {
    gateway.refusals.push('network');
    store.dispatch(signedIn(testUser()));
    await advance(HUB_TIMINGS.initialRetryMs - 1);
    expect(gateway.streamRequests).toHaveLength(1);
    await advance(1);
    expect(gateway.streams).toHaveLength(1);
    gateway.streams[0].dropConnection();
    await advance(HUB_TIMINGS.initialRetryMs);
    expect(gateway.streams).toHaveLength(2);
    expect(published).toEqual([['Reconnected', {}, GUARDIAN_VIEWER], ['Reconnected', {}, GUARDIAN_VIEWER]]);
  });

  it('tries again after 5 s when the server fails', async () => {
    gateway.refusals.push(503);
    store.dispatch(signedIn(testUser()));
    await advance(HUB_TIMINGS.initialRetryMs);
    expect(gateway.streamRequests).toHaveLength(2);
    expect(gateway.streams).toHaveLength(1);
  });

  it('renews the session when the token is refused and opens with the new one', async () => {
    gateway.refusals.push(401);
    store.dispatch(signedIn(testUser()));
    await advance(0);
    expect(selectUser(store.getState())?.accessToken).toBe('renewed');
    expect(gateway.streamRequests).toEqual(['Bearer access', 'Bearer renewed']);
    expect(gateway.streams).toHaveLength(1);
  });

  it('waits 5 s before trying a renewed token that is refused again', async () => {
    gateway.refusals.push(401, 401);
    store.dispatch(signedIn(testUser()));
    await advance(0);
    expect(gateway.streamRequests).toHaveLength(2);
    await advance(HUB_TIMINGS.initialRetryMs);
    expect(gateway.streamRequests).toHaveLength(3);
    expect(gateway.streams).toHaveLength(1);
  });

  it('stops trying when the gateway forbids it', async () => {
    gateway.refusals.push(403);
    store.dispatch(signedIn(testUser()));
    await advance(HUB_TIMINGS.initialRetryMs * 3);
    expect(gateway.streamRequests).toHaveLength(1);
  });

  it('closes on sign-out and opens one stream for the next guardian, keeping one through a token renewal', async () => {
    store.dispatch(signedIn(testUser()));
    await advance(0);
    store.dispatch(signedIn(testUser({ accessToken: 'renewed' })));
    await advance(0);
    expect(gateway.streams).toHaveLength(1);
    store.dispatch(signedOut());
    await advance(HUB_TIMINGS.initialRetryMs);
    expect(gateway.streams[0].signal.aborted).toBe(true);
    expect(gateway.streams).toHaveLength(1);
    store.dispatch(signedIn(testUser({ id: 8, familyId: 9, accessToken: 'other' })));
    await advance(0);
    expect(gateway.streams.map((stream) => [stream.token, stream.signal.aborted])).toEqual([['Bearer access', true], ['Bearer other', false]]);
  });
});
