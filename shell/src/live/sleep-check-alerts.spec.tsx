import { act, screen, waitFor } from '@testing-library/react';
import { hubEvents } from '@daycare/api-client';
import { UserType, type SleepCheckEvent } from '@daycare/shared';
import { createAppStore, sessionOf } from '@daycare/store';
import { director, renderInApp } from '@daycare/shared-features/testing';
import { SleepCheckAlerts } from './sleep-check-alerts';

const overdue: SleepCheckEvent = {
  daycareId: 1,
  roomId: 2,
  child: { id: 11, label: 'Ava Martin' },
  napId: 41,
  dueAt: '2026-11-26T17:45:00.000Z',
  state: 'overdue',
};
const viewer = { type: UserType.Admin, roomId: null };

describe('the missed sleep check alert', () => {
  it('names the child and the time the check was due, stays, and closes once someone records the check', async () => {
    renderInApp(<SleepCheckAlerts />, { store: createAppStore({ session: sessionOf(director) }) });
    act(() => hubEvents.emit('OnSleepCheck', overdue, viewer));
    expect(await screen.findByText('Sleep check overdue: Ava Martin')).toBeTruthy();
    expect(screen.getByText(/^The check was due at .+\. Check her or his position and breathing now\.$/)).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => hubEvents.emit('OnSleepCheck', { ...overdue, state: 'checked', dueAt: '2026-11-26T18:00:00.000Z' }, viewer));
    await waitFor(() => expect(screen.queryByText('Sleep check overdue: Ava Martin')).toBeNull());
  });
});
