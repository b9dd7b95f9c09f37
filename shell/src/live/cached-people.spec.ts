import { api, type PeopleChildDto } from '@daycare/api-client';
import { createAppStore, signedIn, type AppStore } from '@daycare/store';
import { director, mockApi, tablet } from '@daycare/ui/testing';
import { cachedPeople } from './cached-people';

function child(id: number, overrides: Partial<PeopleChildDto> = {}): PeopleChildDto {
  return {
    id, status: 0, rId: null, incident: 0, onGoingMedication: 0, label: `Child ${id}`, firstName: 'Child', lastName: String(id),
    birthDate: '2022-01-01', photoUrl: null, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, signedInAt: null, tagIds: [],
    ...overrides,
  } as PeopleChildDto;
}

async function loadedChildren(store: AppStore, args = {}) {
  await store.dispatch(api.endpoints.tabletChildrenList.initiate(args));
  return () => api.endpoints.tabletChildrenList.select(args)(store.getState() as never).data;
}

describe('live changes in the cached people lists', () => {
  afterEach(() => jest.restoreAllMocks());

  it('signs a child in to the room of the event and out again, in every cached list', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => [child(11), child(12)] });
    const store = createAppStore();
    store.dispatch(signedIn(director));
    const all = await loadedChildren(store);
    const people = cachedPeople(store);

    people.childStatus(11, true, 2);
    expect(all()?.[0]).toMatchObject({ id: 11, status: 1, rId: 2, signedInAt: expect.any(String) });
    people.childStatus(11, false, null);
    expect(all()?.[0]).toMatchObject({ id: 11, status: 0, rId: null, signedInAt: null });
  });

  it('counts incidents up and down, never below zero, and sets the medication count', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => [child(11)] });
    const store = createAppStore();
    store.dispatch(signedIn(director));
    const all = await loadedChildren(store);
    const people = cachedPeople(store);
    people.childIncidentsChanged(11, 1);
    people.childIncidentsChanged(11, -1);
    people.childIncidentsChanged(11, -1);
    people.childMedicationsSet(11, 3);
    expect(all()?.[0]).toMatchObject({ incident: 0, onGoingMedication: 3 });
  });

  it("loads a tablet's list again when a child it does not hold arrives in its room", async () => {
    let answers = 0;
    const calls = mockApi({ 'GET /api/tablet/childrenList': () => (answers++ === 0 ? [child(11)] : [child(11), child(30, { status: 1, rId: 1 })]) });
    const store = createAppStore();
    store.dispatch(signedIn(tablet)); // room 1
    const room = await loadedChildren(store);
    const people = cachedPeople(store);

    people.childStatus(30, true, 2); // another room: nothing to do here
    expect(calls).toHaveLength(1);
    people.childStatus(30, true, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(2);
    expect(room()?.map((c) => c.id)).toEqual([11, 30]);
  });

  it("loads the expected lists again when a child is signed in or out, when a room's attendance changes, and with the children after a reconnect", async () => {
    const expected = [{ child: { id: 11, label: 'Child 11' } }, { child: { id: 12, label: 'Child 12' } }];
    let stillToCome = expected;
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(11), child(12)],
      'GET /api/attendance/expected': () => stillToCome,
    });
    const store = createAppStore();
    store.dispatch(signedIn(director));
    await loadedChildren(store);
    await store.dispatch(api.endpoints.expectedAttendanceExpected.initiate({}));
    const expectedCalls = () => calls.filter((call) => call.key === 'GET /api/attendance/expected').length;
    const people = cachedPeople(store);

    stillToCome = expected.slice(1);
    people.childStatus(11, true, 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(expectedCalls()).toBe(2);
    const stillExpected = api.endpoints.expectedAttendanceExpected.select({})(store.getState() as never).data;
    expect(stillExpected?.map((entry) => entry.child.id)).toEqual([12]);

    people.staffStatus(3, true, 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(expectedCalls()).toBe(2);
    people.reloadChildren();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(expectedCalls()).toBe(3);
    // A family reported an absence for today, say.
    people.attendanceUpdated(2, '2026-11-23');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(expectedCalls()).toBe(4);
  });
});
