import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAppStore } from '@daycare/store';
import { director } from '@daycare/shared-features/testing';
import { mockApi, renderPage } from '../../testing';
import { RemoteFrame } from '../frame/remote-frame';
import {
  flyoutChildChosen, flyoutClosed, flyoutOpened, flyoutRoomChosen, flyoutStaffChosen, flyoutTabChosen, flyoutTypeChosen, selectFlyout,
} from './flyout-slice';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 4, label: 'Gym', inRatio: false }];
const detail = { capacity: null, enrolled: 0, childrenIn: 0, staffIn: 0, requiredStaff: 0, ageGroupId: null, ageGroupLabel: null };
const ROOM_DETAILS = [{ ...ROOMS[0], ...detail, childrenPerStaff: 3 }, { ...ROOMS[1], ...detail, childrenPerStaff: null }];
const emma = { id: 11, label: 'Emma Thompson', status: 0, rId: null, homeRoomId: 1 };
const daniel = { id: 3, label: 'Daniel Okafor', status: 1, rId: 4, homeRoomId: 2 };

describe('the flyout state', () => {
  it('clears the chosen child and staff when the room changes, and shows staff for a room outside the ratio', () => {
    const store = createAppStore();
    store.dispatch(flyoutChildChosen(11));
    store.dispatch(flyoutStaffChosen(3));
    store.dispatch(flyoutRoomChosen({ roomId: 1, inRatio: true }));
    expect(selectFlyout(store.getState())).toMatchObject({ roomId: 1, childId: null, staffId: null, tab: 'children' });
    store.dispatch(flyoutRoomChosen({ roomId: 4, inRatio: false }));
    expect(selectFlyout(store.getState())).toMatchObject({ roomId: 4, tab: 'staff' });
  });

  it('closing clears child and staff, resets the tab to children and hides the panel', () => {
    const store = createAppStore();
    store.dispatch(flyoutOpened());
    store.dispatch(flyoutTypeChosen('attendance'));
    store.dispatch(flyoutRoomChosen({ roomId: 4, inRatio: false }));
    store.dispatch(flyoutStaffChosen(3));
    store.dispatch(flyoutTabChosen('staff'));
    store.dispatch(flyoutClosed());
    expect(selectFlyout(store.getState())).toEqual({ show: false, type: 'attendance', roomId: 4, childId: null, staffId: null, tab: 'children' });
  });
});

describe('the flyout panel', () => {
  afterEach(() => jest.restoreAllMocks());

  it("opens beside an admin page with the room's people, and signs a chosen child in", async () => {
    const calls = mockApi({
      'GET /api/room/list': () => ROOMS,
      'GET /api/room/byDaycare': () => ROOM_DETAILS,
      'GET /api/tablet/childrenList': () => [emma],
      'GET /api/tablet/staffList': () => [daniel],
      'POST /api/tablet/updateAttendance': () => ({ status: 1 }),
    });
    renderPage(<RemoteFrame><h1>Children</h1></RemoteFrame>, { user: director });
    fireEvent.click(screen.getByRole('button', { name: /Rooms/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByTestId('flyout-person-11'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/tablet/updateAttendance')?.body).toMatchObject({
      personType: 'child', personId: 11, action: 'signIn', roomId: 1, clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    }));

    fireEvent.click(within(drawer).getByText('Staff'));
    expect(await within(drawer).findByRole('button', { name: 'Daniel Okafor Signed in' })).toBe(within(drawer).getByTestId('flyout-person-3'));
  });

  it("shows each room's ratio in the tablet's words, and leads to the rooms' pages", async () => {
    const ava = { ...emma, id: 12, label: 'Ava Patel', status: 1, rId: 1 };
    mockApi({
      'GET /api/room/list': () => ROOMS,
      'GET /api/room/byDaycare': () => ROOM_DETAILS,
      'GET /api/tablet/childrenList': () => [emma, ava],
      'GET /api/tablet/staffList': () => [daniel],
    });
    renderPage(<RemoteFrame><h1>Children</h1></RemoteFrame>, { user: director });
    fireEvent.click(screen.getByRole('button', { name: /Rooms/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(await within(drawer).findByLabelText('Infants ratio')).getByText('Below ratio: 1 more staff needed')).toBeTruthy();
    expect(within(drawer).getByLabelText('Gym ratio').textContent).toContain('This room does not count toward the ratio');
    const rooms = within(drawer).getByRole('navigation', { name: 'Rooms' });
    expect(within(rooms).getByRole('link', { name: 'Every room and age group' }).getAttribute('href')).toBe('/agegroups');

    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Room' }));
    fireEvent.click(await screen.findByTitle('Infants'));
    expect(within(drawer).queryByLabelText('Gym ratio')).toBeNull();
    expect(within(rooms).getByRole('link', { name: 'Edit Infants' }).getAttribute('href')).toBe('/rooms/update/1');
  });
});
