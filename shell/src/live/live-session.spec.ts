import { act } from '@testing-library/react';
import { api } from '@daycare/api-client';
import { HUB_TIMINGS } from '@daycare/shared';
import {
  createAppStore, liveReconnectRequested, selectLiveBannerShown, selectLiveConnection, selectVersionChecks, signedIn, signedOut,
  type AppStore,
} from '@daycare/store';
import { director, mockApi, superUser, tablet, testUser, type ApiCall } from '@daycare/shared-features/testing';
import { HubDouble } from './hub-double';
import type { LiveIdentity } from './live-connection';
import { followLiveSession } from './live-session';

/** The events the session publishes to the caches, by name. */
function publishedEvents() {
  const names: string[] = [];
  return { names, publish: (name: string) => void names.push(name) };
}

/** Follows the store's session with hub doubles; the first `failingStarts` of them cannot connect. */
function follow(store: AppStore, failingStarts = 0) {
  const hubs: { identity: LiveIdentity; hub: HubDouble }[] = [];
  const published = publishedEvents();
  const stop = followLiveSession(store, async (identity) => {
    const hub = new HubDouble();
    if (hubs.length < failingStarts) hub.failNextStart = new Error('negotiation failed');
    hubs.push({ identity, hub });
    return hub.asConnection();
  }, published.publish);
  return { hubs, published: published.names, stop };
}

/** Lets timers and the promises they start run. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('the live connection', () => {
  let store: AppStore;
  let calls: ApiCall[];
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    store = createAppStore();
    calls = mockApi({ 'GET /api/tablet/childrenList': () => [], 'GET /api/tablet/staffList': () => [] });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads the children at 0.25 s and the staff at 0.5 s after an admin signs in', async () => {
    const { stop } = follow(store);
    store.dispatch(signedIn(director));
    await advance(HUB_TIMINGS.childrenLoadMs - 1);
    expect(calls).toEqual([]);
    await advance(1);
    expect(calls.map((call) => call.key)).toEqual(['GET /api/tablet/childrenList']);
    await advance(HUB_TIMINGS.staffLoadMs - HUB_TIMINGS.childrenLoadMs);
    expect(calls.map((call) => call.key)).toEqual(['GET /api/tablet/childrenList', 'GET /api/tablet/staffList']);
    stop();
  });

  it('connects 1.5 s after sign-in, as the user of the current daycare', async () => {
    const { hubs, stop } = follow(store);
    store.dispatch(signedIn(director));
    await advance(HUB_TIMINGS.startAfterLoginMs - 1);
    expect(hubs).toHaveLength(0);
    await advance(1);
    expect(hubs.map((h) => h.identity)).toEqual([{ userId: 2, userType: director.type, daycareId: 1 }]);
    expect(selectLiveConnection(store.getState())).toBe('Connected');
    stop();
  });

  it('gives guardians and users without a daycare no live connection', async () => {
    const { hubs, stop } = follow(store);
    store.dispatch(signedIn(testUser()));
    await advance(5000);
    store.dispatch(signedIn(superUser));
    await advance(5000);
    expect(hubs).toHaveLength(0);
    stop();
  });

  it('stops on sign-out and connects again for the next user', async () => {
    const { hubs, stop } = follow(store);
    store.dispatch(signedIn(director));
    await advance(1500);
    store.dispatch(signedOut());
    await advance(0);
    expect(hubs[0].hub.stops).toBe(1);
    expect(selectLiveConnection(store.getState())).toBe('Disconnected');
    store.dispatch(signedIn(tablet));
    await advance(1500);
    expect(hubs.map((h) => h.identity.userId)).toEqual([2, 6]);
    stop();
  });

  it('raises the banner when the start fails and tries again after 5 s', async () => {
    const { hubs, stop } = follow(store, 1);
    store.dispatch(signedIn(director));
    await advance(1500);
    expect(selectLiveConnection(store.getState())).toBe('Disconnected');
    expect(selectLiveBannerShown(store.getState())).toBe(true);
    await advance(HUB_TIMINGS.initialRetryMs);
    expect(hubs).toHaveLength(2);
    expect(selectLiveConnection(store.getState())).toBe('Connected');
    expect(selectLiveBannerShown(store.getState())).toBe(false);
    stop();
  });

  it('after a reconnect waits 1 to 3 s, then checks the version and has the lists load again', async () => {
    const { hubs, published, stop } = follow(store);
    store.dispatch(signedIn(director));
    await advance(1500);
    hubs[0].hub.dropAndReconnect();
    expect(selectLiveConnection(store.getState())).toBe('Connected');
    await advance(999);
    expect(published).toEqual([]);
    await advance(2001);
    expect(published).toEqual(['Reconnected']);
    expect(selectVersionChecks(store.getState())).toBe(1);
    stop();
  });

  it('starts again when the server closes for good, and when a reconnect is requested', async () => {
    const { hubs, stop } = follow(store);
    store.dispatch(signedIn(director));
    await advance(1500);
    hubs[0].hub.closeForGood();
    expect(selectLiveBannerShown(store.getState())).toBe(true);
    await advance(HUB_TIMINGS.initialRetryMs);
    expect(hubs).toHaveLength(2);
    store.dispatch(liveReconnectRequested());
    await advance(1500);
    expect(hubs[1].hub.stops).toBe(1);
    expect(hubs).toHaveLength(3);
    stop();
  });

  it('reloads the on-my-way list on screen when a notice arrives or is read', async () => {
    const listCalls = mockApi({ 'GET /api/tablet/childrenList': () => [], 'GET /api/tablet/staffList': () => [], 'GET /api/onmyway/list': () => [] });
    const onMyWayCalls = () => listCalls.filter((call) => call.key === 'GET /api/onmyway/list').length;
    const { hubs, stop } = follow(store);
    store.dispatch(signedIn(director));
    const onScreen = store.dispatch(api.endpoints.onMyWayList.initiate());
    await advance(1500);
    expect(onMyWayCalls()).toBe(1);
    const notice = { daycareId: 1, roomId: 2, child: { id: 11, label: 'Emma Thompson' }, guardian: { label: 'Sarah Thompson' } };
    hubs[0].hub.send('OnMyWay', notice);
    await advance(0);
    expect(onMyWayCalls()).toBe(2);
    hubs[0].hub.send('OnMyWayComplete', notice);
    await advance(0);
    expect(onMyWayCalls()).toBe(3);
    onScreen.unsubscribe();
    stop();
  });

  it('answers the health check with the same payload', async () => {
    const { hubs, stop } = follow(store);
    store.dispatch(signedIn(director));
    await advance(1500);
    hubs[0].hub.send('OnHealthCheck', { id: 'abc', sentAt: '2026-11-23T10:00:00Z' });
    await advance(0);
    expect(hubs[0].hub.invoked).toEqual([['HealthCheckResponse', { id: 'abc', sentAt: '2026-11-23T10:00:00Z' }]]);
    stop();
  });
});
