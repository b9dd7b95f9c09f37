import type { HubConnection } from '@microsoft/signalr';
import {
  HEALTH_CHECK_RESPONSE, NotificationType, UserType, type HubEventName, type HubEventPayloads,
} from '@daycare/shared';
import type { LoggedInUser } from '@daycare/store';

/** Where live changes to people go: the cached lists every open screen reads (section 4). */
export interface PeopleUpdates {
  childStatus(childId: number, signedIn: boolean, roomId: number | null): void;
  staffStatus(staffId: number, signedIn: boolean, roomId: number | null): void;
  childIncidentsChanged(childId: number, by: 1 | -1): void;
  childMedicationsSet(childId: number, count: number): void;
  reloadChildren(): void;
  reloadStaff(): void;
  /** A room's attendance changed on a day (a correction, an absence or a family's report): who is still expected may have changed. */
  attendanceUpdated(roomId: number | null, date: string): void;
}

export interface LiveEventContext {
  currentUser: () => LoggedInUser | null;
  people: PeopleUpdates;
  playSound: (type: NotificationType) => void;
  /** Reloads the on-my-way lists and counts on screen. */
  reloadOnMyWay: () => void;
}

const SIGNED_IN = 1;

/** Who sees on-my-way notices: staff and tablets of that room, and every Admin and Super (section 5). */
function seesOnMyWay(user: LoggedInUser, roomId: number): boolean {
  return user.type === UserType.Admin || user.type === UserType.Super || user.roomId === roomId;
}

/** The events about a daycare's day; the health check is the connection's own business. */
type DaycareEventName = Exclude<HubEventName, 'OnHealthCheck'>;
type Handlers = { [Name in DaycareEventName]?: (payload: HubEventPayloads[Name], user: LoggedInUser) => void };

/**
 * What each event changes here. Attendance updates reload the expected lists; completions and
 * payment updates have nothing cached to change yet: the lists they refresh subscribe here as their
 * screens arrive.
 */
function handlers({ people, playSound, reloadOnMyWay }: LiveEventContext): Handlers {
  return {
    OnChildStatusChange: ({ person, status, room }) => people.childStatus(person.id, status === SIGNED_IN, status === SIGNED_IN ? room.id : null),
    OnStaffStatusChange: ({ person, status, room }) => people.staffStatus(person.id, status === SIGNED_IN, status === SIGNED_IN ? room.id : null),
    // The recipient only: while impersonating, the user on screen is the impersonated one (section 5).
    OnMessage: ({ toId }, user) => {
      if (toId === user.id) playSound(NotificationType.Message);
    },
    OnMedication: () => playSound(NotificationType.Medication),
    OnEmergencyMedication: ({ childId, count }) => {
      people.childMedicationsSet(childId, count);
      playSound(NotificationType.Medication);
    },
    OnMyWay: ({ roomId }, user) => {
      if (!seesOnMyWay(user, roomId)) return;
      reloadOnMyWay();
      playSound(NotificationType.OnMyWay);
    },
    // Read or deleted: the lists drop it or show it read.
    OnMyWayComplete: ({ roomId }, user) => {
      if (seesOnMyWay(user, roomId)) reloadOnMyWay();
    },
    OnIncident: ({ childId }) => {
      people.childIncidentsChanged(childId, 1);
      playSound(NotificationType.Incident);
    },
    OnIncidentComplete: ({ childId }) => people.childIncidentsChanged(childId, -1),
    OnPermissionComplete: () => playSound(NotificationType.Permission),
    OnReloadChildren: () => people.reloadChildren(),
    OnReloadStaff: () => people.reloadStaff(),
    OnAttendanceUpdated: ({ roomId, date }) => people.attendanceUpdated(roomId, date),
    OnNewRegistrationSubmitted: () => playSound(NotificationType.Registration),
  };
}

/**
 * Section 4's handling of the hub's events. Events of another daycare are ignored (section 5), and
 * so are events that reach a user with no session any more.
 */
export function subscribeToLiveEvents(connection: HubConnection, context: LiveEventContext): void {
  const byName = handlers(context);
  for (const name of Object.keys(byName) as DaycareEventName[]) {
    connection.on(name, (payload: HubEventPayloads[typeof name]) => {
      const user = context.currentUser();
      if (!user || payload.daycareId !== user.daycare?.id) return;
      (byName[name] as (payload: unknown, user: LoggedInUser) => void)(payload, user);
    });
  }
  // The gateway tracks who is alive: answer with the same payload.
  connection.on('OnHealthCheck', (payload: HubEventPayloads['OnHealthCheck']) => {
    void connection.invoke(HEALTH_CHECK_RESPONSE, payload).catch(() => undefined);
  });
}
