import {
  api, type ExpectedAttendanceExpectedApiArg, type PeopleChildDto, type PeopleStaffDto, type TabletChildrenListApiArg, type TabletStaffListApiArg,
} from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import type { AppStore } from '@daycare/store';
import type { PeopleUpdates } from './live-events';

type PeopleList = 'tabletChildrenList' | 'tabletStaffList';
type Person = PeopleChildDto | PeopleStaffDto;

const SIGNED_IN = 1;
const SIGNED_OUT = 0;

/**
 * Live changes written into the cached people lists (RTK Query), so every open screen shows them
 * without a reload. A person who walks into a room whose list does not hold them yet makes that
 * list load again.
 */
export function cachedPeople(store: AppStore): PeopleUpdates {
  const roomOfList = (roomId: number | undefined) => {
    const user = store.getState().session.user;
    return roomId ?? (user?.type === UserType.Tablet ? user.roomId : null);
  };

  function refetch(list: PeopleList, args: unknown) {
    const options = { subscribe: false, forceRefetch: true };
    if (list === 'tabletChildrenList') void store.dispatch(api.endpoints.tabletChildrenList.initiate(args as TabletChildrenListApiArg, options));
    else void store.dispatch(api.endpoints.tabletStaffList.initiate(args as TabletStaffListApiArg, options));
  }

  /**
   * The expected lists ("still to come today") load again: a child signed in leaves them, one
   * signed out of a stay opened by mistake may come back. The director's correction of today's
   * stays reaches them through the same status events.
   */
  function reloadExpected() {
    for (const args of api.util.selectCachedArgsForQuery(store.getState(), 'expectedAttendanceExpected')) {
      void store.dispatch(api.endpoints.expectedAttendanceExpected.initiate(args as ExpectedAttendanceExpectedApiArg, { subscribe: false, forceRefetch: true }));
    }
  }

  function update<T extends Person>(list: PeopleList, personId: number, change: (person: T) => void, arrivedIn: number | null = null) {
    for (const args of api.util.selectCachedArgsForQuery(store.getState(), list)) {
      const { roomId } = (args ?? {}) as { roomId?: number };
      let found = false;
      store.dispatch(api.util.updateQueryData(list, args, (people) => {
        const person = (people as T[]).find((candidate) => candidate.id === personId);
        if (person) change(person);
        found = Boolean(person);
      }));
      if (!found && arrivedIn !== null && roomOfList(roomId) === arrivedIn) refetch(list, args);
    }
  }

  function signedInOrOut(list: PeopleList) {
    return (personId: number, signedIn: boolean, roomId: number | null) => update(list, personId, (person) => {
      person.status = signedIn ? SIGNED_IN : SIGNED_OUT;
      person.rId = roomId;
      person.signedInAt = signedIn ? new Date().toISOString() : null;
    }, roomId);
  }

  function reload(list: PeopleList) {
    return () => {
      for (const args of api.util.selectCachedArgsForQuery(store.getState(), list)) refetch(list, args);
    };
  }

  const childSignedInOrOut = signedInOrOut('tabletChildrenList');
  const reloadChildren = reload('tabletChildrenList');

  return {
    childStatus: (childId, signedIn, roomId) => {
      childSignedInOrOut(childId, signedIn, roomId);
      reloadExpected();
    },
    staffStatus: signedInOrOut('tabletStaffList'),
    childIncidentsChanged: (childId, by) => update<PeopleChildDto>('tabletChildrenList', childId, (child) => {
      child.incident = Math.max(0, child.incident + by);
    }),
    childMedicationsSet: (childId, count) => update<PeopleChildDto>('tabletChildrenList', childId, (child) => {
      child.onGoingMedication = count;
    }),
    reloadChildren: () => {
      reloadChildren();
      reloadExpected();
    },
    reloadStaff: reload('tabletStaffList'),
    attendanceUpdated: () => reloadExpected(),
  };
}
