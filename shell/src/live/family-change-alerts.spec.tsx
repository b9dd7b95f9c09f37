import { act, screen } from '@testing-library/react';
import { enhancedApi, hubEvents } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { createAppStore, sessionOf } from '@daycare/store';
import { director, renderInApp, staff } from '@daycare/shared-features/testing';
import { FamilyChangeAlerts } from './family-change-alerts';

const change = { daycareId: 1, changeId: 41, child: { id: 11, label: 'Emma Thompson' }, guardian: { id: 5, label: 'Sarah Thompson' }, part: 'medical' };

describe("the director's notice of a change by a family", () => {
  it('names the guardian and the child, stays until closed, and has the lists of changes load again', async () => {
    const store = createAppStore({ session: sessionOf(director) });
    const dispatch = jest.spyOn(store, 'dispatch');
    renderInApp(<FamilyChangeAlerts />, { store });
    act(() => hubEvents.emit('OnFamilyChange', change, { type: UserType.Admin, roomId: null }));
    expect(await screen.findByText("Sarah Thompson changed Emma Thompson's medical details")).toBeTruthy();
    expect(screen.getByText(/Changed by the family\./)).toBeTruthy();
    expect(dispatch).toHaveBeenCalledWith(enhancedApi.util.invalidateTags(['FamilyChanges']));
  });

  it('says a new pick-up person was added', async () => {
    renderInApp(<FamilyChangeAlerts />, { store: createAppStore({ session: sessionOf(director) }) });
    act(() => hubEvents.emit('OnFamilyChange', { ...change, changeId: 42, part: 'pickup' }, { type: UserType.Super, roomId: null }));
    expect(await screen.findByText('Sarah Thompson added a pick-up person for Emma Thompson')).toBeTruthy();
  });

  it('says nothing to a staff member', () => {
    renderInApp(<FamilyChangeAlerts />, { store: createAppStore({ session: sessionOf(staff) }) });
    act(() => hubEvents.emit('OnFamilyChange', { ...change, changeId: 43 }, { type: UserType.Staff, roomId: 2 }));
    expect(screen.queryByText(/medical details/)).toBeNull();
  });
});
