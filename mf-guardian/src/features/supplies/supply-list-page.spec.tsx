import { screen, within } from '@testing-library/react';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import SupplyListPage from './supply-list-page';

function child(id: number, firstName: string, homeRoomId: number | null) {
  return {
    id, label: `${firstName} Thompson`, firstName, lastName: 'Thompson', birthDate: '2022-01-01', photoUrl: null, status: 0, rId: null, signedInAt: null,
    incident: 0, onGoingMedication: 0, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId, tagIds: [],
  };
}

describe("the family's supply list", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows each home room's list once, for the children in it, with the notes", async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma', 2), child(2, 'Noah', 2), child(3, 'Lily', 1), child(4, 'Max', null)],
      'GET /api/room/supplyListByRoom': (call) =>
        call.url.searchParams.get('roomId') === '2'
          ? [{ id: 1, label: 'Sunscreen', note: 'Labelled with a name' }, { id: 2, label: 'Sun hat', note: null }]
          : [],
    });
    renderInApp(<SupplyListPage />, { user: testUser(), path: '/room/supplies' });

    const toddlers = await screen.findByRole('region', { name: 'For Emma and Noah' });
    expect(await within(toddlers).findByText('Sunscreen')).toBeTruthy();
    expect(within(toddlers).getByText('Labelled with a name')).toBeTruthy();
    expect(within(toddlers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['SunscreenLabelled with a name', 'Sun hat']);
    expect(await within(screen.getByRole('region', { name: 'For Lily' })).findByText('Nothing to bring for this room yet')).toBeTruthy();
    expect(screen.getByText('Max has no room yet; the list appears once the centre chooses one.')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'GET /api/room/supplyListByRoom').map((call) => call.url.searchParams.get('roomId')).sort()).toEqual(['1', '2']);
  });
});
