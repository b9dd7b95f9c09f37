import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OnMyWayDto } from '@daycare/api-client';
import { selectSnackbar } from '@daycare/store';
import { staff } from '@daycare/shared-features/testing';
import { director, mockApi, renderPage } from '../../testing';
import OnMyWayListPage from './on-my-way-list-page';

const notice = (id: number, child: string, extra: Partial<OnMyWayDto> = {}): OnMyWayDto => ({
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

const rowOf = async (child: string) => (await screen.findByText(child)).closest('tr') as HTMLElement;

describe('the on-my-way list', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows today's notices with room, guardian, expected arrival and read state; Mark read reloads the list", async () => {
    let notices = [
      notice(2, 'Emma Thompson', { note: 'Grandma picks up' }),
      notice(1, 'Noah Williams', { room: { id: 2, label: 'Preschool' }, readAt: '2026-03-02T20:35:00.000Z', readBy: { id: 3, label: 'Daniel Okafor' } }),
    ];
    const calls = mockApi({
      'GET /api/onmyway/list': () => notices,
      'POST /api/onmyway/readOmw': ({ body }) => {
        notices = notices.map((n) => (n.id === (body as { id: number }).id ? { ...n, readAt: '2026-03-02T20:40:00.000Z', readBy: { id: 2, label: 'Margaret Chen' } } : n));
        return notices.find((n) => n.id === (body as { id: number }).id);
      },
    });
    renderPage(<OnMyWayListPage />, { path: '/omw/list' });
    const emma = await rowOf('Emma Thompson');
    expect(within(emma).getByText('Toddlers')).toBeTruthy();
    expect(within(emma).getByText('Sarah Thompson')).toBeTruthy();
    expect(within(emma).getByText('“Grandma picks up”')).toBeTruthy();
    expect(within(emma).getByText(/^\d{1,2}:45 [AP]M$/)).toBeTruthy();
    expect(within(emma).getByText('Unread')).toBeTruthy();
    const noah = await rowOf('Noah Williams');
    expect(within(noah).getByText(/^Read by Daniel Okafor at \d{1,2}:35 [AP]M$/)).toBeTruthy();
    expect(within(noah).queryByRole('button', { name: /Mark/ })).toBeNull();
    expect(screen.getByTestId('omw-summary').textContent).toBe('2 today · 1 unread');

    fireEvent.click(within(emma).getByRole('button', { name: "Mark Emma Thompson's notice read" }));

    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/onmyway/readOmw').map((call) => call.body)).toEqual([{ id: 2 }]));
    await waitFor(() => expect(within(emma).getByText(/^Read by Margaret Chen at/)).toBeTruthy());
    expect(screen.getByTestId('omw-summary').textContent).toBe('2 today · 0 unread');
  });

  it('deletes a notice after a confirmation', async () => {
    let notices = [notice(2, 'Emma Thompson')];
    const calls = mockApi({
      'GET /api/onmyway/list': () => notices,
      'POST /api/onmyway/deleteOmw': () => {
        notices = [];
        return undefined;
      },
    });
    const { store } = renderPage(<OnMyWayListPage />, { path: '/omw/list' });
    fireEvent.click(within(await rowOf('Emma Thompson')).getByRole('button', { name: "Delete Emma Thompson's notice" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/onmyway/deleteOmw').map((call) => call.body)).toEqual([{ id: 2 }]));
    expect(await screen.findByText('No guardian is on their way today')).toBeTruthy();
    expect(selectSnackbar(store.getState()).text).toBe('The notice for Emma Thompson is deleted');
  });

  it('lets staff mark read but not delete', async () => {
    mockApi({ 'GET /api/onmyway/list': () => [notice(2, 'Emma Thompson')] });
    renderPage(<OnMyWayListPage />, { user: staff, path: '/omw/list' });
    const emma = await rowOf('Emma Thompson');
    expect(within(emma).getByRole('button', { name: "Mark Emma Thompson's notice read" })).toBeTruthy();
    expect(within(emma).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('offers no Delete to an admin without the child attendance role, as the gateway refuses it', async () => {
    mockApi({ 'GET /api/onmyway/list': () => [notice(2, 'Emma Thompson')] });
    renderPage(<OnMyWayListPage />, { user: { ...director, roles: [{ code: 'INVOICING' }] }, path: '/omw/list' });
    const emma = await rowOf('Emma Thompson');
    expect(within(emma).getByRole('button', { name: "Mark Emma Thompson's notice read" })).toBeTruthy();
    expect(within(emma).queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
