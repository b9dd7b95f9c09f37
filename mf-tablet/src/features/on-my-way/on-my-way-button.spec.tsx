import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatTime } from '@daycare/i18n';
import { api, type OnMyWayDto } from '@daycare/api-client';
import { mockApi, renderInApp, tablet } from '@daycare/shared-features/testing';
import { RemoteFrame } from '../frame/remote-frame';

function notice(id: number, child: string, guardian: string, overrides: Partial<OnMyWayDto> = {}): OnMyWayDto {
  return {
    id, child: { id: id * 10, label: child }, room: { id: 1, label: 'Infants' }, guardian: { id: id * 100, label: guardian },
    arrivingAt: '2026-11-23T13:40:00Z', note: null, createdAt: '2026-11-23T13:25:00Z', readAt: null, readBy: null, ...overrides,
  };
}

describe("the room tablet's on-my-way notices", () => {
  afterEach(() => jest.restoreAllMocks());

  function renderFrame(initial: OnMyWayDto[]) {
    let unread = [...initial];
    const calls = mockApi({
      'GET /api/onmyway/count': () => ({ count: unread.length }),
      'GET /api/onmyway/roomOmw': () => unread,
      'POST /api/onmyway/readOmw': (call) => {
        const { id } = call.body as { id: number };
        const read = unread.find((candidate) => candidate.id === id)!;
        unread = unread.filter((candidate) => candidate.id !== id);
        return { ...read, readAt: '2026-11-23T13:30:00Z', readBy: { id: 6, label: 'Front Desk Tablet' } };
      },
    });
    const view = renderInApp(<RemoteFrame><p>The grid</p></RemoteFrame>, { user: tablet, path: '/tablet/search/child' });
    return { ...view, calls, arrive: (next: OnMyWayDto) => (unread = [next, ...unread]) };
  }

  it("shows today's unread count in the header and lists the notices with child, guardian, arrival and note", async () => {
    const { calls } = renderFrame([
      notice(1, 'Ava Patel', 'Sarah Patel', { note: 'Running 5 minutes late' }),
      notice(2, 'Liam Chen', 'Wei Chen', { arrivingAt: '2026-11-23T14:10:00Z' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'On the way: 2 unread' }));
    const ava = await screen.findByTestId('omw-notice-1');
    expect(within(ava).getByText('Ava Patel')).toBeTruthy();
    expect(within(ava).getByText(`Sarah Patel, arriving ~${formatTime('2026-11-23T13:40:00Z')}`)).toBeTruthy();
    expect(within(ava).getByText('“Running 5 minutes late”')).toBeTruthy();
    expect(within(screen.getByTestId('omw-notice-2')).getByText(`Wei Chen, arriving ~${formatTime('2026-11-23T14:10:00Z')}`)).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/onmyway/roomOmw')?.url.searchParams.get('roomId')).toBe('1');
  });

  it('"Got it" marks a notice read: it leaves the list and the count goes down', async () => {
    const { calls } = renderFrame([notice(1, 'Ava Patel', 'Sarah Patel'), notice(2, 'Liam Chen', 'Wei Chen')]);
    fireEvent.click(await screen.findByRole('button', { name: 'On the way: 2 unread' }));
    fireEvent.click(within(await screen.findByTestId('omw-notice-1')).getByRole('button', { name: 'Got it: Ava Patel' }));
    await waitFor(() => expect(screen.queryByTestId('omw-notice-1')).toBeNull());
    expect(screen.getByTestId('omw-notice-2')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/onmyway/readOmw').map((call) => call.body)).toEqual([{ id: 1 }]);
    expect(await screen.findByRole('button', { name: 'On the way: 1 unread' })).toBeTruthy();
  });

  it("updates live: when the shell reloads the 'On my way' tag (OnMyWay), the new notice and count appear", async () => {
    const { store, arrive } = renderFrame([]);
    fireEvent.click(await screen.findByRole('button', { name: 'On the way: none unread' }));
    expect(await screen.findByText('No one is on the way right now')).toBeTruthy();
    arrive(notice(3, 'Noah Roy', 'Ella Roy'));
    act(() => {
      store.dispatch(api.util.invalidateTags(['On my way']));
    });
    expect(await screen.findByTestId('omw-notice-3')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'On the way: 1 unread' })).toBeTruthy();
  });
});
