import { fireEvent, screen, within } from '@testing-library/react';
import type { RoomDetailDto } from '@daycare/api-client';
import { mockApi, renderInApp, tablet } from '@daycare/ui/testing';
import ChildSearchPage from './child-search-page';
import { requiredStaff } from './room-ratio';

function child(id: number, label: string, overrides = {}) {
  const [firstName, lastName] = label.split(' ');
  return {
    id, label, firstName, lastName, birthDate: '2024-02-01', photoUrl: null, status: 0, rId: null, signedInAt: null, incident: 0,
    onGoingMedication: 0, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, tagIds: [], ...overrides,
  };
}

const INFANTS: RoomDetailDto = { id: 1, label: 'Infants', inRatio: true, childrenPerStaff: 3, capacity: 10, enrolled: 3, childrenIn: 2, staffIn: 0, requiredStaff: 1, ageGroupId: null, ageGroupLabel: null };

describe('the room tablet start screen', () => {
  afterEach(() => jest.restoreAllMocks());

  function renderRoom(room = INFANTS) {
    mockApi({
      'GET /api/room/byId': () => room,
      'GET /api/tablet/childrenList': () => [
        child(1, 'Ava Patel', { status: 1, rId: 1, signedInAt: '2026-11-23T13:05:00Z', hasAllergies: true, allergies: 'Peanuts' }),
        child(2, 'Liam Chen', { status: 1, rId: 1, onGoingMedication: 1 }),
        child(3, 'Noah Roy'),
        child(4, 'Mia Lopez', { status: 1, rId: 2, signedInAt: '2026-11-23T13:00:00Z' }),
      ],
      'GET /api/tablet/staffList': () => [{ id: 7, label: 'Grace Li', firstName: 'Grace', lastName: 'Li', status: 0, rId: null, homeRoomId: 1, hasPin: true, signedInAt: null }],
    });
    renderInApp(<ChildSearchPage />, { user: { ...tablet, roomId: 1 }, path: '/tablet/search/child' });
  }

  it("shows the room's children with who is in and their alerts, each card leading to the child", async () => {
    renderRoom();
    const ava = await screen.findByTestId('child-card-1');
    expect(ava.getAttribute('aria-label')).toBe('Ava Patel, signed in');
    expect(ava.getAttribute('href')).toBe('/tablet/child/1');
    expect(within(ava).getByText('Peanuts')).toBeTruthy();
    expect(within(screen.getByTestId('child-card-2')).getByText('1 medication')).toBeTruthy();
    expect(screen.getByTestId('child-card-3').getAttribute('aria-label')).toBe('Noah Roy, signed out');
    const mia = screen.getByTestId('child-card-4');
    expect(mia.getAttribute('aria-label')).toBe('Mia Lopez, signed in to another room');
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
});
