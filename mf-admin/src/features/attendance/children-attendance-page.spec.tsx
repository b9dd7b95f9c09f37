import { act, screen, waitFor, within } from '@testing-library/react';
import { api, hubEvents } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage } from '../../testing';
import ChildrenAttendancePage from './children-attendance-page';

function child(id: number, label: string, homeRoomId: number, signedInTo: number | null = null) {
  return {
    id, label, firstName: label.split(' ')[0], lastName: label.split(' ')[1], birthDate: '2022-01-01', photoUrl: null,
    status: signedInTo ? 1 : 0, rId: signedInTo, signedInAt: signedInTo ? '2026-11-23T13:05:00.000Z' : null,
    incident: 0, onGoingMedication: 0, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId,
  };
}

function room(id: number, label: string, inRatio: boolean, childrenPerStaff: number | null) {
  return { id, label, inRatio, childrenPerStaff, capacity: null, enrolled: 0, childrenIn: 0, staffIn: 0, requiredStaff: 0, ageGroupId: null, ageGroupLabel: null };
}

const ROOMS = [room(4, 'Gym', false, null), room(1, 'Infants', true, 3), room(2, 'Toddlers', true, 5)];
const DANIEL = { id: 3, label: 'Daniel Okafor', firstName: 'Daniel', lastName: 'Okafor', status: 1, rId: 2, homeRoomId: 2, hasPin: true, signedInAt: null };

describe('the children attendance page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows room by room who is in, then who of the room is out, with the counts', async () => {
    mockApi({
      'GET /api/room/byDaycare': () => ROOMS,
      'GET /api/tablet/childrenList': () => [
        child(1, 'Emma Thompson', 2, 2), child(2, 'Noah Thompson', 2), child(3, 'Ava Patel', 1, 4), child(4, 'Liam Chen', 1),
      ],
      'GET /api/tablet/staffList': () => [DANIEL],
    });
    renderPage(<ChildrenAttendancePage />, { path: '/attendance/children' });

    const toddlers = await screen.findByLabelText('Toddlers');
    expect(within(toddlers).getByTestId('room-count-2').textContent).toBe('1 child in · 1 staff in');
    expect(within(toddlers).getAllByTestId(/attendance-child-/).map((row) => row.getAttribute('aria-label'))).toEqual([
      'Emma Thompson, signed in', 'Noah Thompson, signed out',
    ]);
    // Ava is in the gym, not in her home room.
    expect(within(screen.getByLabelText('Infants')).getAllByTestId(/attendance-child-/).map((row) => row.getAttribute('aria-label'))).toEqual(['Liam Chen, signed out']);
    expect(within(screen.getByLabelText('Gym')).getByTestId('room-count-4').textContent).toBe('1 child in · 0 staff in');
    expect(within(screen.getByLabelText('Gym')).getByText('This room does not count toward the ratio')).toBeTruthy();
    expect(screen.getByText('Children in').closest('.ant-statistic')?.textContent).toContain('2/ 4');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Infants', 'Toddlers', 'Gym']);
  });

  it('shows after the rooms who is still to come today, and then the month at a glance', async () => {
    const calls = mockApi({
      'GET /api/room/byDaycare': () => ROOMS,
      'GET /api/tablet/childrenList': () => [child(2, 'Noah Thompson', 2)],
      'GET /api/tablet/staffList': () => [],
      'GET /api/attendance/expected': () => [{
        child: { id: 2, label: 'Noah Thompson' }, photoUrl: null, room: { id: 2, label: 'Toddlers' }, arrives: '08:30', departs: '15:00',
        source: 'schedule', note: null, late: true,
      }],
      'GET /api/chartdata/absences': () => ({ data: [{ month: '2026-11', count: 0 }], notify: 0 }),
      'GET /api/chartdata/events': () => [{ month: '2026-11', children: 0, staff: 0 }],
      'GET /api/chartdata/dailyEvents': () => [],
      'GET /api/absence/list': () => [],
    });
    renderPage(<ChildrenAttendancePage />, { path: '/attendance/children' });

    const stillToCome = await screen.findByRole('region', { name: 'Still to come today' });
    expect(await within(stillToCome).findByLabelText('Noah Thompson, late')).toBeTruthy();
    // The whole daycare: the page has no room filter.
    expect(calls.find((call) => call.key === 'GET /api/attendance/expected')?.url.search).toBe('');
    const month = screen.getByRole('button', { name: /The month at a glance/ });
    const gym = screen.getByLabelText('Gym');
    expect(gym.compareDocumentPosition(stillToCome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stillToCome.compareDocumentPosition(month) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByText('No children reported absent today')).toBeTruthy();
  });

  it("shows each room's ratio in the tablet's words, and follows sign-ins live", async () => {
    mockApi({
      'GET /api/room/byDaycare': () => ROOMS,
      'GET /api/tablet/childrenList': () => [child(1, 'Ava Patel', 1, 1), child(2, 'Liam Chen', 1, 1), child(3, 'Mia Roy', 1, 1), child(4, 'Zoe Li', 1, 1), child(5, 'Emma Thompson', 2, 2)],
      'GET /api/tablet/staffList': () => [DANIEL],
    });
    const { store } = renderPage(<ChildrenAttendancePage />, { path: '/attendance/children' });

    const infants = await screen.findByLabelText('Infants');
    expect(within(infants).getByText('Below ratio: 2 more staff needed')).toBeTruthy();
    expect(within(screen.getByLabelText('Toddlers')).getByText('In ratio (1 staff per 5 children)')).toBeTruthy();
    // Two children go home: the tablet's rule now asks for one more staff member.
    const [listArgs] = api.util.selectCachedArgsForQuery(store.getState(), 'tabletChildrenList');
    act(() => void store.dispatch(api.util.updateQueryData('tabletChildrenList', listArgs, (draft) => {
      for (const kid of draft.slice(0, 2)) Object.assign(kid, { status: 0, rId: null });
    })));
    expect(await within(infants).findByText('Below ratio: 1 more staff needed')).toBeTruthy();
  });

  it("counts a child's open incidents live: a report raises the count, a guardian's signature lowers it", async () => {
    mockApi({
      'GET /api/room/byDaycare': () => ROOMS,
      'GET /api/tablet/childrenList': () => [child(1, 'Emma Thompson', 2, 2), child(2, 'Noah Thompson', 2)],
      'GET /api/tablet/staffList': () => [DANIEL],
    });
    renderPage(<ChildrenAttendancePage />, { path: '/attendance/children' });
    const emma = await screen.findByTestId('attendance-child-1');
    expect(within(emma).queryByText(/open incident/)).toBeNull();
    const incident = { daycareId: 1, childId: 1, incidentId: 31 };
    act(() => hubEvents.emit('OnIncident', { ...incident, childName: 'Emma Thompson', guardian: { label: 'Sarah Thompson' } }, { type: UserType.Admin, roomId: null }));
    expect(await within(emma).findByText('1 open incident')).toBeTruthy();
    act(() => hubEvents.emit('OnIncidentComplete', incident, { type: UserType.Admin, roomId: null }));
    await waitFor(() => expect(within(emma).queryByText(/open incident/)).toBeNull());
  });

  it('links a director to the other attendance pages and the rooms, and staff only to those they may open', async () => {
    mockApi({ 'GET /api/room/byDaycare': () => ROOMS, 'GET /api/tablet/childrenList': () => [], 'GET /api/tablet/staffList': () => [] });
    const { unmount } = renderPage(<ChildrenAttendancePage />, { path: '/attendance/children' });
    const more = await screen.findByRole('navigation', { name: 'More on attendance' });
    const links = within(more).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Staff attendance', '/attendance/staff'],
      ['Attendance reports', '/attendance/reports'],
      ['Schedule requests to answer', '/attendance/schedule/request'],
      ['Every schedule request', '/attendance/schedule/response'],
      ['Schedule report', '/attendance/schedule/report'],
      ['Rooms and age groups', '/agegroups'],
    ]);
    unmount();

    renderPage(<ChildrenAttendancePage />, { user: staff, path: '/attendance/children' });
    const staffLinks = within(await screen.findByRole('navigation', { name: 'More on attendance' })).getAllByRole('link');
    expect(staffLinks.map((link) => link.textContent)).toEqual(['Staff attendance', 'Schedule report']);
  });
});
