import { configureStore } from '@reduxjs/toolkit';
import { UserType } from '@daycare/shared';
import { api, type PeopleChildDto } from './generated/endpoints';
import { hubEvents, type LiveViewer } from './hub-events';
import './live-cache';

const ACORNS = 1;
const director: LiveViewer = { type: UserType.Admin, roomId: null };
const roomOneTablet: LiveViewer = { type: UserType.Tablet, roomId: 1 };
const toddlers = { id: 2, label: 'Toddlers' };
const infants = { id: 1, label: 'Infants' };

function child(id: number, overrides: Partial<PeopleChildDto> = {}): PeopleChildDto {
  return {
    id, status: 0, rId: null, incident: 0, onGoingMedication: 0, label: `Child ${id}`, firstName: 'Child', lastName: String(id),
    birthDate: '2022-01-01', photoUrl: null, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, signedInAt: null, tagIds: [],
    ...overrides,
  } as PeopleChildDto;
}

/** Answers fetch calls by "METHOD /api/path" with JSON; returns the calls made. */
function answer(handlers: Record<string, () => unknown>): string[] {
  const calls: string[] = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const handler = handlers[key];
    return handler ? Response.json(handler()) : Response.json({ message: `No answer for ${key}` }, { status: 500 });
  });
  return calls;
}

const stores: Array<ReturnType<typeof configureStore>> = [];

/** A store of the api alone; its cache entries (and their listeners) go when the test ends. */
function newStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  stores.push(store);
  return store;
}
type Store = ReturnType<typeof newStore>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loadedChildren(store: Store, args = {}) {
  await store.dispatch(api.endpoints.tabletChildrenList.initiate(args));
  await settle(); // onCacheEntryAdded starts listening once the data has loaded
  return () => api.endpoints.tabletChildrenList.select(args)(store.getState()).data;
}

function childStatus(id: number, status: number, room: { id: number; label: string }, viewer = director) {
  hubEvents.emit('OnChildStatusChange', { daycareId: ACORNS, person: { id, label: `Child ${id}` }, status, room }, viewer);
}

describe('the people lists patch themselves from live events', () => {
  afterEach(async () => {
    for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
    await settle();
    jest.restoreAllMocks();
  });

  it('signs a child in to the room of the event with status 1 and out with any other, in every cached list', async () => {
    answer({ 'GET /api/tablet/childrenList': () => [child(11), child(12)] });
    const store = newStore();
    const all = await loadedChildren(store);
    const toddlersList = await loadedChildren(store, { roomId: 2 });

    childStatus(11, 1, toddlers);
    expect(all()?.[0]).toMatchObject({ id: 11, status: 1, rId: 2, signedInAt: expect.any(String) });
    expect(toddlersList()?.[0]).toMatchObject({ id: 11, status: 1, rId: 2 });
    childStatus(11, 2, toddlers);
    expect(all()?.[0]).toMatchObject({ id: 11, status: 0, rId: null, signedInAt: null });
  });

  it('counts incidents up and down, never below zero, and sets the medication count', async () => {
    answer({ 'GET /api/tablet/childrenList': () => [child(11)] });
    const store = newStore();
    const all = await loadedChildren(store);
    const incident = { daycareId: ACORNS, childId: 11, incidentId: 5 };
    hubEvents.emit('OnIncident', { ...incident, childName: 'Child 11', guardian: { label: 'Sarah' } }, director);
    hubEvents.emit('OnIncidentComplete', incident, director);
    hubEvents.emit('OnIncidentComplete', incident, director);
    hubEvents.emit('OnEmergencyMedication', { daycareId: ACORNS, childName: 'Child 11', medicationId: 4, childId: 11, count: 3 }, director);
    expect(all()?.[0]).toMatchObject({ incident: 0, onGoingMedication: 3 });
  });

  it("loads a tablet's list again when a child it does not hold arrives in its room", async () => {
    let answers = 0;
    const calls = answer({ 'GET /api/tablet/childrenList': () => (answers++ === 0 ? [child(11)] : [child(11), child(30, { status: 1, rId: 1 })]) });
    const store = newStore();
    const room = await loadedChildren(store);

    childStatus(30, 1, toddlers, roomOneTablet); // another room: nothing to do here
    expect(calls).toHaveLength(1);
    childStatus(30, 1, infants, roomOneTablet);
    await settle();
    expect(calls).toHaveLength(2);
    expect(room()?.map((c) => c.id)).toEqual([11, 30]);
  });

  it("loads the expected lists again when a child is signed in or out, when a room's attendance changes, and after a reconnect", async () => {
    const expected = [{ child: { id: 11, label: 'Child 11' } }, { child: { id: 12, label: 'Child 12' } }];
    let stillToCome = expected;
    const calls = answer({
      'GET /api/tablet/childrenList': () => [child(11), child(12)],
      'GET /api/attendance/expected': () => stillToCome,
    });
    const store = newStore();
    await loadedChildren(store);
    await store.dispatch(api.endpoints.expectedAttendanceExpected.initiate({}));
    await settle();
    const expectedCalls = () => calls.filter((call) => call === 'GET /api/attendance/expected').length;

    stillToCome = expected.slice(1);
    childStatus(11, 1, toddlers);
    await settle();
    expect(expectedCalls()).toBe(2);
    const stillExpected = api.endpoints.expectedAttendanceExpected.select({})(store.getState()).data;
    expect(stillExpected?.map((entry) => entry.child.id)).toEqual([12]);

    hubEvents.emit('OnStaffStatusChange', { daycareId: ACORNS, person: { id: 3, label: 'Daniel Okafor' }, status: 1, room: toddlers }, director);
    await settle();
    expect(expectedCalls()).toBe(2);
    hubEvents.emit('OnReloadChildren', { daycareId: ACORNS }, director);
    await settle();
    expect(expectedCalls()).toBe(3);
    // A family reported an absence for today, say.
    hubEvents.emit('OnAttendanceUpdated', { daycareId: ACORNS, roomId: 2, date: '2026-11-23' }, director);
    await settle();
    expect(expectedCalls()).toBe(4);
    hubEvents.emit('Reconnected', {}, director);
    await settle();
    expect(expectedCalls()).toBe(5);
  });

  it("loads a room's day again when a sleep check of its room is recorded or goes overdue, not another room's", async () => {
    const calls = answer({ 'GET /api/dailyreport/room': () => ({ room: infants, day: '2026-11-27', children: [] }) });
    const store = newStore();
    await store.dispatch(api.endpoints.dailyReportsRoom.initiate({ roomId: infants.id }));
    await settle();
    const check = { daycareId: ACORNS, child: { id: 11, label: 'Child 11' }, napId: 5, dueAt: '2026-11-27T12:45:00.000Z' };
    hubEvents.emit('OnSleepCheck', { ...check, roomId: toddlers.id, state: 'overdue' }, director);
    await settle();
    expect(calls).toHaveLength(1);
    hubEvents.emit('OnSleepCheck', { ...check, roomId: infants.id, state: 'overdue' }, director);
    await settle();
    expect(calls).toHaveLength(2);
    hubEvents.emit('OnSleepCheck', { ...check, roomId: infants.id, state: 'checked' }, director);
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('stops listening when the cached list is gone', async () => {
    answer({ 'GET /api/tablet/staffList': () => [] });
    const store = newStore();
    const before = hubEvents.listenerCount('OnStaffStatusChange');
    const subscription = store.dispatch(api.endpoints.tabletStaffList.initiate({}, { subscriptionOptions: {} }));
    await subscription;
    await settle();
    expect(hubEvents.listenerCount('OnStaffStatusChange')).toBe(before + 1);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
    await settle();
    expect(hubEvents.listenerCount('OnStaffStatusChange')).toBe(before);
  });
});
