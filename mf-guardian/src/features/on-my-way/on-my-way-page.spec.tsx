import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import OnMyWayPage from './on-my-way-page';

const notice = (id: number, child: string, extra: object = {}) => ({
  id,
  child: { id: id * 10, label: child },
  room: { id: 1, label: 'Toddlers' },
  guardian: { id: 4, label: 'Sarah Thompson' },
  arrivingAt: '2026-03-02T20:45:00.000Z',
  note: null,
  createdAt: '2026-03-02T20:30:00.000Z',
  readAt: null,
  readBy: null,
  ...extra,
});

describe('the on-my-way page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows today's notices with whether the room saw them, and deletes one after a confirmation", async () => {
    let notices = [notice(2, 'Emma Thompson', { note: 'Grandma picks up' }), notice(1, 'Liam Thompson', { readAt: '2026-03-02T20:35:00.000Z', readBy: { id: 3, label: 'Daniel Okafor' } })];
    const calls = mockApi({
      'GET /api/onmyway/list': () => notices,
      'POST /api/onmyway/deleteOmw': ({ body }) => {
        notices = notices.filter((n) => n.id !== (body as { id: number }).id);
        return undefined;
      },
    });
    const { store } = renderInApp(<OnMyWayPage />, { user: testUser(), path: '/onmyway' });
    const emma = await screen.findByRole('region', { name: 'On my way for Emma Thompson' });
    expect(within(emma).getByText('Not seen yet')).toBeTruthy();
    expect(within(emma).getByText('“Grandma picks up”')).toBeTruthy();
    expect(within(emma).getByText(/^Arriving around \d{1,2}:45 [AP]M$/)).toBeTruthy();
    const liam = screen.getByRole('region', { name: 'On my way for Liam Thompson' });
    expect(within(liam).getByText(/^Seen by Daniel Okafor at \d{1,2}:35 [AP]M$/)).toBeTruthy();

    fireEvent.click(within(emma).getByRole('button', { name: 'Delete the notice for Emma Thompson' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/onmyway/deleteOmw').map((call) => call.body)).toEqual([{ id: 2 }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'On my way for Emma Thompson' })).toBeNull());
    expect(selectSnackbar(store.getState()).text).toBe('The notice for Emma Thompson is deleted');
  });

  it('says when nothing was sent today, and the big button leads to sending one', async () => {
    mockApi({ 'GET /api/onmyway/list': () => [] });
    const { router } = renderInApp(<OnMyWayPage />, { user: testUser(), path: '/onmyway' });
    expect(await screen.findByText('You have not sent an on-my-way notice today')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /I'm on my way/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onmyway/send'));
  });
});
