import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatClock, formatTime } from '@daycare/i18n';
import { requiredStaff } from '@daycare/shared';
import { api, type ExpectedChildDto, type OnMyWayDto, type PeopleChildDto, type RoomDetailDto } from '@daycare/api-client';
import { mockApi, renderInApp, tablet } from '@daycare/shared-features/testing';
import ChildSearchPage from './child-search-page';

function child(id: number, label: string, overrides = {}): PeopleChildDto {
  const [firstName, lastName] = label.split(' ');
  return {
    id, label, firstName, lastName, birthDate: '2024-02-01', photoUrl: null, status: 0, rId: null, signedInAt: null, incident: 0,
    onGoingMedication: 0, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, tagIds: [], ...overrides,
  };
}

const INFANTS: RoomDetailDto = { id: 1, label: 'Infants', inRatio: true, childrenPerStaff: 3, capacity: 10, enrolled: 3, childrenIn: 2, staffIn: 0, requiredStaff: 1, ageGroupId: null, ageGroupLabel: null };

describe('the room tablet start screen', () => {
  afterEach(() => jest.restoreAllMocks());

  function renderRoom(room = INFANTS, extra: { expected?: () => ExpectedChildDto[]; notices?: OnMyWayDto[]; children?: () => PeopleChildDto[] } = {}) {
    const calls = mockApi({
      'GET /api/room/byId': () => room,
      'GET /api/tablet/childrenList': extra.children ?? (() => [
        child(1, 'Ava Patel', { status: 1, rId: 1, signedInAt: '2026-11-23T13:05:00Z', hasAllergies: true, allergies: 'Peanuts' }),
        child(2, 'Liam Chen', { status: 1, rId: 1, onGoingMedication: 1 }),
        child(3, 'Noah Roy'),
        child(4, 'Mia Lopez', { status: 1, rId: 2, signedInAt: '2026-11-23T13:00:00Z' }),
      ]),
      'GET /api/tablet/staffList': () => [{ id: 7, label: 'Grace Li', firstName: 'Grace', lastName: 'Li', status: 0, rId: null, homeRoomId: 1, hasPin: true, signedInAt: null }],
      'GET /api/attendance/expected': extra.expected ?? (() => []),
      'GET /api/onmyway/roomOmw': () => extra.notices ?? [],
    });
    const view = renderInApp(<ChildSearchPage />, { user: { ...tablet, roomId: 1 }, path: '/tablet/search/child' });
    return { ...view, calls };
  }

  it("shows the room's children with who is in and their alerts, each card leading to the child", async () => {
    renderRoom();
    const ava = await screen.findByTestId('child-card-1');
    expect(screen.getByRole('link', { name: /^Ava Patel In since .* Peanuts$/ })).toBe(ava);
    expect(ava.getAttribute('href')).toBe('/tablet/child/1');
    expect(within(ava).getByText('Peanuts')).toBeTruthy();
    expect(within(screen.getByTestId('child-card-2')).getByText('1 medication')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Noah Roy Out' })).toBe(screen.getByTestId('child-card-3'));
    const mia = screen.getByTestId('child-card-4');
    expect(screen.getByRole('link', { name: 'Mia Lopez In another room' })).toBe(mia);
    expect(within(mia).getByText('In another room')).toBeTruthy();
  });

  it('gives the live ratio: children in, staff in, staff required, and says when the room is below it', async () => {
    renderRoom();
    const ratio = await screen.findByTestId('room-ratio');
    expect(within(ratio).getByText('Children in').closest('.ant-statistic')?.textContent).toContain('2');
    expect(within(ratio).getByText('Below ratio: 1 more staff needed')).toBeTruthy();
  });

  it('says so plainly when the room has no ratio set', async () => {
    renderRoom({ ...INFANTS, childrenPerStaff: null, requiredStaff: 0 });
    const ratio = await screen.findByTestId('room-ratio');
    expect(within(ratio).getByText('No staff-to-child ratio is set for this room')).toBeTruthy();
    expect(within(ratio).getByText('Staff required').closest('.ant-statistic')?.textContent).toContain('—');
  });

  it('says so when the room does not count toward the ratio', async () => {
    renderRoom({ ...INFANTS, inRatio: false, requiredStaff: 0 });
    expect(within(await screen.findByTestId('room-ratio')).getByText('This room does not count toward the ratio')).toBeTruthy();
  });

  it("offers the room's other tasks, and no tile for a page the tablet may not open", async () => {
    renderRoom();
    await screen.findByTestId('child-card-1');
    const tasks = ['Staff', 'Weekly attendance', 'Daily checklist'];
    for (const task of tasks) expect(screen.getByRole('link', { name: task })).toBeTruthy();
    expect(screen.queryByText('Move people')).toBeNull();
  });

  it('finds a child by name', async () => {
    renderRoom();
    await screen.findByTestId('child-card-1');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'liam' } });
    expect(screen.queryByTestId('child-card-1')).toBeNull();
    expect(screen.getByTestId('child-card-2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'zoe' } });
    expect(screen.getByText('No child named "zoe" in this room')).toBeTruthy();
  });

  it('requires one staff member per ratio group of children in, none outside the ratio', () => {
    expect(requiredStaff({ inRatio: true, childrenPerStaff: 4 }, 9)).toBe(3);
    expect(requiredStaff({ inRatio: true, childrenPerStaff: 4 }, 0)).toBe(0);
    expect(requiredStaff({ inRatio: false, childrenPerStaff: 4 }, 9)).toBe(0);
  });

  describe('still to come', () => {
    const expected = (id: number, label: string, overrides: Partial<ExpectedChildDto> = {}): ExpectedChildDto => ({
      child: { id, label }, photoUrl: null, room: { id: 1, label: 'Infants' }, arrives: '08:30', departs: '16:00', source: 'schedule', note: null, late: false, ...overrides,
    });

    it('lists the children expected who have not arrived, with the expected time and Late, for the tablet\'s room', async () => {
      const { calls } = renderRoom(INFANTS, {
        expected: () => [expected(3, 'Noah Roy', { arrives: '08:15', late: true }), expected(5, 'Zoe Park', { arrives: '09:45', source: 'reported', note: 'Dentist first' })],
      });
      const strip = await screen.findByRole('region', { name: 'Still to come' });
      await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(2));
      const noah = within(strip).getByTestId('expected-3');
      expect(noah.getAttribute('href')).toBe('/tablet/child/3');
      expect(within(strip).getByRole('link', { name: `Noah Roy ${formatClock('08:15')} Late` })).toBe(noah);
      expect(within(noah).getByText('Late')).toBeTruthy();
      const zoe = within(strip).getByTestId('expected-5');
      expect(within(zoe).getByText(formatClock('09:45'))).toBeTruthy();
      expect(within(zoe).queryByText('Late')).toBeNull();
      expect(within(zoe).getByText('Reported').getAttribute('title')).toBe('Dentist first');
      expect(within(strip).getByText('Still to come (2)')).toBeTruthy();
      expect(within(strip).getByText('1 late')).toBeTruthy();
      expect(calls.find((call) => call.key === 'GET /api/attendance/expected')?.url.searchParams.get('roomId')).toBe('1');
    });

    it('drops a child from the strip as soon as the live list shows them in', async () => {
      const { store } = renderRoom(INFANTS, { expected: () => [expected(3, 'Noah Roy')] });
      const strip = await screen.findByRole('region', { name: 'Still to come' });
      expect(await within(strip).findByTestId('expected-3')).toBeTruthy();
      await screen.findByTestId('child-card-3');
      // What the shell does on OnChildStatusChange: the cached people list changes in place.
      act(() => {
        store.dispatch(api.util.updateQueryData('tabletChildrenList', {}, (children) => {
          const noah = children.find((candidate) => candidate.id === 3)!;
          noah.status = 1;
          noah.rId = 1;
        }));
      });
      // The gateway still lists Noah (its answer is not back yet): the live list alone takes him off.
      await waitFor(() => expect(within(strip).queryByTestId('expected-3')).toBeNull());
      expect(within(strip).getByText('No one else is expected today')).toBeTruthy();
    });
  });

  it('marks the card of a child whose guardian is on the way, and the child in the strip', async () => {
    const notice: OnMyWayDto = {
      id: 9, child: { id: 3, label: 'Noah Roy' }, room: { id: 1, label: 'Infants' }, guardian: { id: 40, label: 'Ella Roy' },
      arrivingAt: '2026-11-23T13:40:00Z', note: null, createdAt: '2026-11-23T13:25:00Z', readAt: null, readBy: null,
    };
    renderRoom(INFANTS, { notices: [notice], expected: () => [{ child: { id: 3, label: 'Noah Roy' }, photoUrl: null, room: { id: 1, label: 'Infants' }, arrives: '08:30', departs: null, source: 'schedule', note: null, late: true }] });
    const noah = await screen.findByTestId('child-card-3');
    await waitFor(() => expect(screen.getByRole('link', { name: `Noah Roy Out On the way ~${formatTime(notice.arrivingAt)}` })).toBe(noah));
    await waitFor(() => expect(screen.getByRole('link', { name: /^Noah Roy .* Late On the way ~/ })).toBe(screen.getByTestId('expected-3')));
  });
});
