import type { HubConnection } from '@microsoft/signalr';
import { hubEvents, type LiveEventName, type LiveEventPayloads, type LiveViewer } from '@daycare/api-client';
import {
  HEALTH_CHECK_RESPONSE, NotificationType, UserType, type HubEventName, type HubEventPayloads,
} from '@daycare/shared';
import type { LoggedInUser } from '@daycare/store';

/** Hands an event of the user's daycare to the caches that listen for it (their endpoints patch themselves). */
export type PublishLiveEvent = <Name extends LiveEventName>(name: Name, payload: LiveEventPayloads[Name], viewer: LiveViewer) => void;

export const publishToHubEvents: PublishLiveEvent = (name, payload, viewer) => hubEvents.emit(name, payload, viewer);

export interface LiveEventContext {
  currentUser: () => LoggedInUser | null;
  /** Where every event of the user's daycare goes first; by default the page's hub event source. */
  publish?: PublishLiveEvent;
  playSound: (type: NotificationType) => void;
  /** Reloads the on-my-way lists and counts on screen. */
  reloadOnMyWay: () => void;
}

/** Who sees on-my-way notices: staff and tablets of that room, and every Admin and Super. */
function seesOnMyWay(user: LoggedInUser, roomId: number): boolean {
  return user.type === UserType.Admin || user.type === UserType.Super || user.roomId === roomId;
}

/** The events about a daycare's day; the health check is the connection's own business. */
type DaycareEventName = Exclude<HubEventName, 'OnHealthCheck'>;
type Handlers = { [Name in DaycareEventName]?: (payload: HubEventPayloads[Name], user: LoggedInUser) => void };

/**
 * What the shell itself does with each event: sounds and the on-my-way lists. The cached lists an
 * event changes (people, who is still to come) patch themselves from the published event.
 */
function handlers({ playSound, reloadOnMyWay }: LiveEventContext): Handlers {
  return {
    // The recipient only: while impersonating, the user on screen is the impersonated one.
    OnMessage: ({ toId }, user) => {
      if (toId === user.id) playSound(NotificationType.Message);
    },
    OnMedication: () => playSound(NotificationType.Medication),
    OnEmergencyMedication: () => playSound(NotificationType.Medication),
    OnMyWay: ({ roomId }, user) => {
      if (!seesOnMyWay(user, roomId)) return;
      reloadOnMyWay();
      playSound(NotificationType.OnMyWay);
    },
    // Read or deleted: the lists drop it or show it read.
    OnMyWayComplete: ({ roomId }, user) => {
      if (seesOnMyWay(user, roomId)) reloadOnMyWay();
    },
    OnIncident: () => playSound(NotificationType.Incident),
    OnPermissionComplete: () => playSound(NotificationType.Permission),
    OnNewRegistrationSubmitted: () => playSound(NotificationType.Registration),
    // Only directors are told; the alert itself shows from the published event.
    OnPickupAlert: (_alert, user) => {
      if (user.type === UserType.Admin || user.type === UserType.Super) playSound(NotificationType.Attendance);
    },
  };
}

/** Every daycare event the hub sends. */
const DAYCARE_EVENTS: readonly DaycareEventName[] = [
  'OnStaffStatusChange', 'OnChildStatusChange', 'OnMessage', 'OnMedication', 'OnMedicationComplete', 'OnEmergencyMedication',
  'OnMyWay', 'OnMyWayComplete', 'OnIncident', 'OnIncidentComplete', 'OnPermissionComplete', 'OnReloadChildren', 'OnReloadStaff',
  'OnAttendanceUpdated', 'OnPaymentListUpdated', 'OnNewRegistrationSubmitted', 'OnPickupAlert', 'OnFamilyChange', 'OnDailyReport', 'OnSleepCheck',
];

/**
 * The hub's events: each is published to the caches that listen, then the shell's own handling
 * runs. Events of another daycare are ignored (a user sees only their own daycare's day), and so
 * are events that reach a user with no session any more.
 */
export function subscribeToLiveEvents(connection: HubConnection, context: LiveEventContext): void {
  const byName = handlers(context);
  const publish = context.publish ?? publishToHubEvents;
  for (const name of DAYCARE_EVENTS) {
    connection.on(name, (payload: HubEventPayloads[typeof name]) => {
      const user = context.currentUser();
      if (!user || payload.daycareId !== user.daycare?.id) return;
      publish(name, payload, { type: user.type, roomId: user.roomId });
      (byName[name] as ((payload: unknown, user: LoggedInUser) => void) | undefined)?.(payload, user);
    });
  }
  // The gateway tracks who is alive: answer with the same payload.
  connection.on('OnHealthCheck', (payload: HubEventPayloads['OnHealthCheck']) => {
    void connection.invoke(HEALTH_CHECK_RESPONSE, payload).catch(() => undefined);
  });
}
