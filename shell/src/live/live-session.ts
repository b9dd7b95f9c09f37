import { api } from '@daycare/api-client';
import { HUB_TIMINGS, UserType } from '@daycare/shared';
import { liveReconnectStarted, versionCheckRequested, type AppStore } from '@daycare/store';
import { LiveConnection, accessTokenFor, hubUrl, liveIdentityOf, type ConnectionFactory, type LiveIdentity } from './live-connection';
import { publishToHubEvents, subscribeToLiveEvents, type PublishLiveEvent } from './live-events';
import { NotificationSounds } from './notification-sounds';
import { reconnectPolicy } from './reconnect-policy';

/** The real connection: `@microsoft/signalr` loads with the first connection, not with every page. */
function signalRConnection(store: AppStore): ConnectionFactory {
  return async (identity, { onLongOutage }) => {
    const signalR = await import('@microsoft/signalr');
    return new signalR.HubConnectionBuilder()
      .withUrl(hubUrl(identity), {
        transport: signalR.HttpTransportType.WebSockets,
        accessTokenFactory: () => accessTokenFor(store.getState().session.user, identity),
      })
      .withAutomaticReconnect(reconnectPolicy(onLongOutage))
      // The banner tells the person about outages; the console stays for real faults.
      .configureLogging(signalR.LogLevel.Critical)
      .build();
  };
}

/** A refused negotiation or family stream: one call through the base query renews the tokens when they have expired. */
export async function renewSession(store: AppStore): Promise<void> {
  await store.dispatch(api.endpoints.userLoggedInUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

/** After sign-in, admins and staff load the children and then the staff (at 0.25 s and 0.5 s). */
function preloadPeople(store: AppStore, identity: LiveIdentity): Array<ReturnType<typeof setTimeout>> {
  if (identity.userType !== UserType.Admin && identity.userType !== UserType.Staff) return [];
  return [
    setTimeout(() => void store.dispatch(api.util.prefetch('tabletChildrenList', {}, { ifOlderThan: 30 })), HUB_TIMINGS.childrenLoadMs),
    setTimeout(() => void store.dispatch(api.util.prefetch('tabletStaffList', {}, { ifOlderThan: 30 })), HUB_TIMINGS.staffLoadMs),
  ];
}

/**
 * After a reconnect: a tablet reloads the page; others check the version and have their lists load
 * again (the people lists listen for `Reconnected`).
 */
function refreshAfterReconnect(store: AppStore, publish: PublishLiveEvent): void {
  const user = store.getState().session.user;
  const type = user?.type;
  if (type === UserType.Tablet) {
    window.location.reload();
    return;
  }
  store.dispatch(versionCheckRequested());
  if (user && (type === UserType.Admin || type === UserType.Staff)) {
    publish('Reconnected', {}, { type: user.type, roomId: user.roomId });
    // Notices sent or read while the connection was down.
    store.dispatch(api.util.invalidateTags(['On my way']));
  }
}

/**
 * Keeps the live connection in step with the session: it starts 1.5 s after sign-in (a user with a
 * daycare, not a guardian) after the people lists have loaded, stops on sign-out, starts again for another user, centre or
 * impersonation, and when a reconnect is requested. Returns the way to stop following.
 */
export function followLiveSession(store: AppStore, createConnection = signalRConnection(store), publish: PublishLiveEvent = publishToHubEvents): () => void {
  const sounds = new NotificationSounds(() => store.getState().preferences.mutedNotificationTypes);
  const live = new LiveConnection(store, {
    createConnection,
    subscribe: (connection) => subscribeToLiveEvents(connection, {
      currentUser: () => store.getState().session.user,
      publish,
      playSound: (type) => sounds.play(type),
      // Every on-my-way list and count on screen fetches again (the controller's cache tag).
      reloadOnMyWay: () => void store.dispatch(api.util.invalidateTags(['On my way'])),
    }),
    onReconnected: () => refreshAfterReconnect(store, publish),
    onUnauthorized: () => renewSession(store),
  });
  let connectedAs: string | null = null;
  let timers: Array<ReturnType<typeof setTimeout>> = [];

  const follow = () => {
    const { session, live: liveState } = store.getState();
    const identity = liveIdentityOf(session.user);
    const wanted = identity && JSON.stringify(identity);
    if (liveState.reconnectRequested) {
      store.dispatch(liveReconnectStarted());
      connectedAs = null;
    } else if (wanted === connectedAs) {
      return;
    }
    connectedAs = wanted;
    timers.forEach(clearTimeout);
    const stopped = live.stop();
    timers = identity
      ? [...preloadPeople(store, identity), setTimeout(() => void stopped.then(() => live.start(identity)), HUB_TIMINGS.startAfterLoginMs)]
      : [];
  };
  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    timers.forEach(clearTimeout);
    void live.stop();
  };
}
