// The people lists and the "still to come" list keep themselves current from the live hub: each
// endpoint, while an entry of it is cached, listens to the events that change it and patches its
// own entry (or loads it again when a patch cannot tell).
import { AttendanceStatus, type DailyReportEvent, type SleepCheckEvent, UserType } from '@daycare/shared';
import { api, type PeopleChildDto, type PeopleStaffDto } from './generated/endpoints';
import { hubEvents, type LiveViewer } from './hub-events';

type Person = PeopleChildDto | PeopleStaffDto;

/** The room a people list shows: its own, or without one the tablet's room. */
function roomOfList(roomId: number | undefined, viewer: LiveViewer): number | null {
  return roomId ?? (viewer.type === UserType.Tablet ? viewer.roomId : null);
}

/** Status 1 signs the person in to the event's room; anything else signs them out. */
function applyStatus(person: Person, signedIn: boolean, roomId: number | null): void {
  person.status = signedIn ? AttendanceStatus.SignedIn : AttendanceStatus.SignedOut;
  person.rId = roomId;
  person.signedInAt = signedIn ? new Date().toISOString() : null;
}

interface CacheLifecycle<T> {
  updateCachedData: (recipe: (draft: T) => void) => void;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/** Runs `listen` while the entry is cached and its data has loaded; stops its listeners when it goes. */
async function whileCached<T>({ cacheDataLoaded, cacheEntryRemoved }: CacheLifecycle<T>, listen: () => Array<() => void>): Promise<void> {
  try {
    await cacheDataLoaded;
  } catch {
    return; // removed before it loaded
  }
  const stops = listen();
  await cacheEntryRemoved;
  stops.forEach((stop) => stop());
}

api.enhanceEndpoints({
  endpoints: {
    tabletChildrenList: {
      async onCacheEntryAdded(arg, lifecycle) {
        const { updateCachedData, dispatch } = lifecycle;
        const reload = () => void dispatch(api.endpoints.tabletChildrenList.initiate(arg, { subscribe: false, forceRefetch: true }));
        const patch = (childId: number, change: (child: PeopleChildDto) => void): boolean => {
          let found = false;
          updateCachedData((children) => {
            const child = children.find((candidate) => candidate.id === childId);
            if (child) change(child);
            found = Boolean(child);
          });
          return found;
        };
        await whileCached(lifecycle, () => [
          hubEvents.on('OnChildStatusChange', ({ person, status, room }, viewer) => {
            const signedIn = status === AttendanceStatus.SignedIn;
            const roomId = signedIn ? room.id : null;
            // A child who walks into the room this list shows, but is not in it yet, makes it load again.
            if (!patch(person.id, (child) => applyStatus(child, signedIn, roomId)) && roomId !== null && roomOfList(arg.roomId, viewer) === roomId) reload();
          }),
          hubEvents.on('OnIncident', ({ childId }) => void patch(childId, (child) => {
            child.incident += 1;
          })),
          hubEvents.on('OnIncidentComplete', ({ childId }) => void patch(childId, (child) => {
            child.incident = Math.max(0, child.incident - 1);
          })),
          hubEvents.on('OnEmergencyMedication', ({ childId, count }) => void patch(childId, (child) => {
            child.onGoingMedication = count;
          })),
          hubEvents.on('OnReloadChildren', reload),
          hubEvents.on('Reconnected', reload),
        ]);
      },
    },
    tabletStaffList: {
      async onCacheEntryAdded(arg, lifecycle) {
        const { updateCachedData, dispatch } = lifecycle;
        const reload = () => void dispatch(api.endpoints.tabletStaffList.initiate(arg, { subscribe: false, forceRefetch: true }));
        await whileCached(lifecycle, () => [
          hubEvents.on('OnStaffStatusChange', ({ person, status, room }, viewer) => {
            const signedIn = status === AttendanceStatus.SignedIn;
            const roomId = signedIn ? room.id : null;
            let found = false;
            updateCachedData((staff) => {
              const member = staff.find((candidate) => candidate.id === person.id);
              if (member) applyStatus(member, signedIn, roomId);
              found = Boolean(member);
            });
            if (!found && roomId !== null && roomOfList(arg.roomId, viewer) === roomId) reload();
          }),
          hubEvents.on('OnReloadStaff', reload),
          hubEvents.on('Reconnected', reload),
        ]);
      },
    },
    expectedAttendanceExpected: {
      /**
       * Who is still to come today loads again when a child is signed in or out (one signed out of a
       * stay opened by mistake may come back), when a room's attendance of a day changes (a
       * correction, an absence, a family's report) and with the children after a reconnect.
       */
      async onCacheEntryAdded(arg, lifecycle) {
        const reload = () => void lifecycle.dispatch(api.endpoints.expectedAttendanceExpected.initiate(arg, { subscribe: false, forceRefetch: true }));
        await whileCached(lifecycle, () => [
          hubEvents.on('OnChildStatusChange', reload),
          hubEvents.on('OnAttendanceUpdated', reload),
          hubEvents.on('OnReloadChildren', reload),
          hubEvents.on('Reconnected', reload),
        ]);
      },
    },
    ...dailyReportReads(),
    ...incidentReads(),
    ...medicationReads(),
  },
});

/**
 * The daily report reads load again when an entry they may show is recorded, changed or removed
 * (on a tablet or a director's screen through the hub, on a guardian's phone through the family's
 * event stream), and after a reconnect.
 */
function dailyReportReads() {
  const reloadOn = <Arg>(
    endpoint: 'dailyReportsChild' | 'dailyReportsRoom' | 'dailyReportsFamily' | 'dailyReportsReview',
    concerns: (arg: Arg, event: DailyReportEvent) => boolean,
    sleepCheckConcerns?: (arg: Arg, event: SleepCheckEvent) => boolean,
  ) => ({
    async onCacheEntryAdded(arg: Arg, lifecycle: CacheLifecycle<unknown> & { dispatch: (action: unknown) => unknown }) {
      const reload = () => void lifecycle.dispatch((api.endpoints[endpoint].initiate as (arg: Arg, options: object) => unknown)(arg, { subscribe: false, forceRefetch: true }));
      await whileCached(lifecycle, () => [
        hubEvents.on('OnDailyReport', (event) => {
          if (concerns(arg, event)) reload();
        }),
        ...(sleepCheckConcerns ? [hubEvents.on('OnSleepCheck', (event) => {
          if (sleepCheckConcerns(arg, event)) reload();
        })] : []),
        hubEvents.on('Reconnected', reload),
      ]);
    },
  });
  return {
    dailyReportsChild: reloadOn('dailyReportsChild', (arg: { childId: number }, event) => event.childId === arg.childId),
    // A check recorded elsewhere (or one gone overdue) changes the room's next-check times and red cards.
    dailyReportsRoom: reloadOn('dailyReportsRoom', () => true, (arg: { roomId: number }, event) => event.roomId === null || event.roomId === arg.roomId),
    dailyReportsFamily: reloadOn('dailyReportsFamily', (arg: { familyId: number }, event) => event.familyId === arg.familyId),
    dailyReportsReview: reloadOn('dailyReportsReview', () => true),
  };
}

/**
 * The incident reads load again when a report is written or signed (on the daycare's screens through
 * the hub, on a guardian's phone through the family's event stream), and after a reconnect.
 */
function incidentReads() {
  const reloadOn = <Arg>(endpoint: 'incidentsById' | 'incidentsChild' | 'incidentsOutstanding' | 'incidentsHandOver', concerns: (arg: Arg, childId: number, incidentId: number) => boolean) => ({
    async onCacheEntryAdded(arg: Arg, lifecycle: CacheLifecycle<unknown> & { dispatch: (action: unknown) => unknown }) {
      const reload = () => void lifecycle.dispatch((api.endpoints[endpoint].initiate as (arg: Arg, options: object) => unknown)(arg, { subscribe: false, forceRefetch: true }));
      const onEvent = ({ childId, incidentId }: { childId: number; incidentId: number }) => {
        if (concerns(arg, childId, incidentId)) reload();
      };
      await whileCached(lifecycle, () => [hubEvents.on('OnIncident', onEvent), hubEvents.on('OnIncidentComplete', onEvent), hubEvents.on('Reconnected', reload)]);
    },
  });
  return {
    incidentsById: reloadOn('incidentsById', (arg: { incidentId: number }, _childId, incidentId) => incidentId === arg.incidentId),
    incidentsChild: reloadOn('incidentsChild', (arg: { childId: number }, childId) => childId === arg.childId),
    incidentsOutstanding: reloadOn('incidentsOutstanding', () => true),
    incidentsHandOver: reloadOn('incidentsHandOver', (arg: { childId: number }, childId) => childId === arg.childId),
  };
}

/**
 * The medication reads load again when a dose falls due or is given and when emergency medicine is
 * given (on the daycare's screens through the hub, on a guardian's phone through the family's event
 * stream), and after a reconnect.
 */
function medicationReads() {
  type MedicationRead = 'medicationsDue' | 'medicationsList' | 'medicationsById' | 'medicationsInterval' | 'medicationsHistory';
  const reloadOn = <Arg>(endpoint: MedicationRead) => ({
    async onCacheEntryAdded(arg: Arg, lifecycle: CacheLifecycle<unknown> & { dispatch: (action: unknown) => unknown }) {
      const reload = () => void lifecycle.dispatch((api.endpoints[endpoint].initiate as (arg: Arg, options: object) => unknown)(arg, { subscribe: false, forceRefetch: true }));
      await whileCached(lifecycle, () => [
        hubEvents.on('OnMedication', reload),
        hubEvents.on('OnMedicationComplete', reload),
        hubEvents.on('OnEmergencyMedication', reload),
        hubEvents.on('Reconnected', reload),
      ]);
    },
  });
  return {
    medicationsDue: reloadOn('medicationsDue'),
    medicationsList: reloadOn('medicationsList'),
    medicationsById: reloadOn('medicationsById'),
    medicationsInterval: reloadOn('medicationsInterval'),
    medicationsHistory: reloadOn('medicationsHistory'),
  };
}
