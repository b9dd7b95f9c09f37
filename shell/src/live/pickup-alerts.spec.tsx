import { act, screen } from '@testing-library/react';
import { api, hubEvents } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { createAppStore, sessionOf } from '@daycare/store';
import { director, renderInApp, staff } from '@daycare/shared-features/testing';
import { PickupAlerts } from './pickup-alerts';

const alert = {
  daycareId: 1,
  child: { id: 11, label: 'Noah Thompson' },
  pickedUpBy: 'Carol Diaz',
  reason: 'Aunt; the mother called at noon',
  allowedBy: { id: 3, label: 'Daniel Okafor' },
  at: '2026-11-26T16:05:00.000Z',
};

describe("the director's pick-up alert", () => {
  it('names the child, the person, the reason and the staff member, stays until closed, and has the attendance screens load again', async () => {
    const store = createAppStore({ session: sessionOf(director) });
    const dispatch = jest.spyOn(store, 'dispatch');
    renderInApp(<PickupAlerts />, { store });
    act(() => hubEvents.emit('OnPickupAlert', alert, { type: UserType.Admin, roomId: null }));
    expect(await screen.findByText('Noah Thompson went home with someone not on the pick-up list')).toBeTruthy();
    expect(screen.getByText(/Picked up by Carol Diaz at .+\. Reason: Aunt; the mother called at noon\. Allowed by Daniel Okafor\./)).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags([{ type: 'Attendance', id: 'LIST' }]));
  });

  it('says nothing to a staff member', () => {
    renderInApp(<PickupAlerts />, { store: createAppStore({ session: sessionOf(staff) }) });
    act(() => hubEvents.emit('OnPickupAlert', alert, { type: UserType.Staff, roomId: 2 }));
    expect(screen.queryByText(/went home with someone not on the pick-up list/)).toBeNull();
  });
});
