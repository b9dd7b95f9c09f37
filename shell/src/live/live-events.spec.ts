import { NotificationType } from '@daycare/shared';
import type { LoggedInUser } from '@daycare/store';
import { director, staff } from '@daycare/shared-features/testing';
import { HubDouble } from './hub-double';
import { subscribeToLiveEvents } from './live-events';

const ACORNS = 1;
const person = { id: 11, label: 'Emma Thompson' };
const toddlers = { id: 2, label: 'Toddlers' };

function receive(user: LoggedInUser) {
  const hub = new HubDouble();
  // What the caches hear: the event's name and payload, and who receives it.
  const changes: unknown[][] = [];
  const sounds: NotificationType[] = [];
  let onMyWayReloads = 0;
  subscribeToLiveEvents(hub.asConnection(), {
    currentUser: () => user,
    publish: (name, payload, viewer) => void changes.push([name, payload, viewer]),
    playSound: (type) => sounds.push(type),
    reloadOnMyWay: () => void (onMyWayReloads += 1),
  });
  return { hub, changes, sounds, onMyWayReloads: () => onMyWayReloads };
}

const asDirector = { type: director.type, roomId: director.roomId };

describe('live events', () => {
  it('passes status changes to the caches with who receives them', () => {
    const { hub, changes } = receive(director);
    const childIn = { daycareId: ACORNS, person, status: 1, room: toddlers };
    const staffIn = { daycareId: ACORNS, person: { id: 3, label: 'Daniel Okafor' }, status: 1, room: toddlers };
    hub.send('OnChildStatusChange', childIn);
    hub.send('OnStaffStatusChange', staffIn);
    expect(changes).toEqual([['OnChildStatusChange', childIn, asDirector], ['OnStaffStatusChange', staffIn, asDirector]]);
  });

  it("passes on a room's attendance update of a day of the user's daycare, so the expected lists load again", () => {
    const { hub, changes } = receive(director);
    hub.send('OnAttendanceUpdated', { daycareId: ACORNS, roomId: 2, date: '2026-11-23' });
    hub.send('OnAttendanceUpdated', { daycareId: 2, roomId: 5, date: '2026-11-23' });
    expect(changes).toEqual([['OnAttendanceUpdated', { daycareId: ACORNS, roomId: 2, date: '2026-11-23' }, asDirector]]);
  });

  it('ignores events of another daycare', () => {
    const { hub, changes, sounds } = receive(director);
    hub.send('OnChildStatusChange', { daycareId: 2, person, status: 1, room: toddlers });
    hub.send('OnIncident', { daycareId: 2, childId: 11, childName: 'Emma', incidentId: 1, guardian: { label: 'Sarah' } });
    expect(changes).toEqual([]);
    expect(sounds).toEqual([]);
  });

  it('passes incidents and medication counts on to the caches, and rings for an incident and an emergency medication', () => {
    const { hub, changes, sounds } = receive(director);
    hub.send('OnIncident', { daycareId: ACORNS, childId: 11, childName: 'Emma', incidentId: 5, guardian: { label: 'Sarah' } });
    hub.send('OnIncidentComplete', { daycareId: ACORNS, childId: 11, incidentId: 5 });
    hub.send('OnEmergencyMedication', { daycareId: ACORNS, childName: 'Emma', medicationId: 4, childId: 11, count: 2 });
    expect(changes.map(([name]) => name)).toEqual(['OnIncident', 'OnIncidentComplete', 'OnEmergencyMedication']);
    expect(sounds).toEqual([NotificationType.Incident, NotificationType.Medication]);
  });

  it('rings for a message only for its recipient', () => {
    const message = { daycareId: ACORNS, label: 'Pick-up time', guardian: { id: 4, label: 'Sarah Thompson' } };
    const { hub, sounds } = receive(director);
    hub.send('OnMessage', { ...message, toId: 3 });
    expect(sounds).toEqual([]);
    hub.send('OnMessage', { ...message, toId: director.id });
    expect(sounds).toEqual([NotificationType.Message]);
  });

  it('rings for on-my-way for staff of that room and for admins, not for staff of another room', () => {
    const onMyWay = { daycareId: ACORNS, child: person, guardian: { label: 'Sarah Thompson' } };
    const toddlersStaff = receive({ ...staff, roomId: 2 });
    const infantsStaff = receive({ ...staff, roomId: 1 });
    const admin = receive(director);
    for (const { hub } of [toddlersStaff, infantsStaff, admin]) hub.send('OnMyWay', { ...onMyWay, roomId: 2 });
    expect([toddlersStaff.sounds, infantsStaff.sounds, admin.sounds]).toEqual([[NotificationType.OnMyWay], [], [NotificationType.OnMyWay]]);
    expect([toddlersStaff, infantsStaff, admin].map((user) => user.onMyWayReloads())).toEqual([1, 0, 1]);
  });

  it('passes a pick-up alert on to the screens and rings for directors only', () => {
    const alert = { daycareId: ACORNS, child: person, pickedUpBy: 'Carol Diaz', reason: 'Aunt', allowedBy: { id: 3, label: 'Daniel Okafor' }, at: '2026-11-26T16:00:00.000Z' };
    const admin = receive(director);
    const roomStaff = receive({ ...staff, roomId: 2 });
    for (const { hub } of [admin, roomStaff]) hub.send('OnPickupAlert', alert);
    expect(admin.changes).toEqual([['OnPickupAlert', alert, asDirector]]);
    expect([admin.sounds, roomStaff.sounds]).toEqual([[NotificationType.Attendance], []]);
  });

  it('reloads the on-my-way lists of those who see the room when a notice is read or deleted, without a sound', () => {
    const onMyWay = { daycareId: ACORNS, child: person, guardian: { label: 'Sarah Thompson' } };
    const toddlersStaff = receive({ ...staff, roomId: 2 });
    const infantsStaff = receive({ ...staff, roomId: 1 });
    const admin = receive(director);
    for (const { hub } of [toddlersStaff, infantsStaff, admin]) hub.send('OnMyWayComplete', { ...onMyWay, roomId: 2 });
    expect([toddlersStaff, infantsStaff, admin].map((user) => user.onMyWayReloads())).toEqual([1, 0, 1]);
    expect([toddlersStaff.sounds, infantsStaff.sounds, admin.sounds]).toEqual([[], [], []]);
    admin.hub.send('OnMyWay', { ...onMyWay, daycareId: 2, roomId: 2 });
    expect(admin.onMyWayReloads()).toBe(1);
  });

  it('passes on the reloads the server asks for', () => {
    const { hub, changes } = receive(director);
    hub.send('OnReloadChildren', { daycareId: ACORNS });
    hub.send('OnReloadStaff', { daycareId: ACORNS });
    expect(changes).toEqual([['OnReloadChildren', { daycareId: ACORNS }, asDirector], ['OnReloadStaff', { daycareId: ACORNS }, asDirector]]);
  });
});
