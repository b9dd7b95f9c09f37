import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { ATTENDANCE_SEARCH_KEY, selectAttendanceSearchSettings } from '@daycare/store';
import { renderPage } from '../../testing';
import SearchSettingsPage from './search-settings-page';
import { periodOfSetting } from './search-settings';

const stored = () => JSON.parse(localStorage.getItem(ATTENDANCE_SEARCH_KEY) ?? '{}') as Record<string, unknown>;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('search settings', () => {
  afterEach(() => localStorage.removeItem(ATTENDANCE_SEARCH_KEY));

  it('shows the defaults, saves the choices for this director and goes back to the history', async () => {
    const { store, router } = renderPage(<SearchSettingsPage />, { path: '/attendance/search/children/7' });
    await router.navigate('/search/configure');

    expect(await screen.findByRole('heading', { name: 'Search settings' })).toBeTruthy();
    expect(screen.getByText('Choose what the attendance search shows and how results are grouped.')).toBeTruthy();
    expect(radio('Last 30 days').checked).toBe(true);
    expect(['Room', 'Signed in by', 'Signed out by', 'Time (how long each stay lasted)'].map((name) => checkbox(name).checked)).toEqual([true, true, true, true]);
    const group = screen.getByRole('switch', { name: 'Group by day' });
    expect(group.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(radio('Last 90 days'));
    fireEvent.click(checkbox('Signed out by'));
    fireEvent.click(checkbox('Time (how long each stay lasted)'));
    fireEvent.click(group);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/attendance/search/children/7'));
    expect(stored()).toEqual({ 2: { period: 'last90', columns: ['room', 'signedInBy'], groupByDay: true } });
    expect(selectAttendanceSearchSettings(store.getState(), 2)).toEqual({ period: 'last90', columns: ['room', 'signedInBy'], groupByDay: true });
    expect(store.getState().snackbar).toMatchObject({ text: 'Search settings saved' });
  });

  it('opens on the saved choices and can go back to the defaults', async () => {
    localStorage.setItem(ATTENDANCE_SEARCH_KEY, JSON.stringify({ 2: { period: 'thisMonth', columns: ['duration'], groupByDay: true } }));
    renderPage(<SearchSettingsPage />, { path: '/search/configure' });
    expect(await screen.findByRole('heading', { name: 'Search settings' })).toBeTruthy();
    expect(radio('This month').checked).toBe(true);
    expect(checkbox('Room').checked).toBe(false);
    expect(checkbox('Time (how long each stay lasted)').checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Back to the defaults' }));
    await waitFor(() => expect(radio('Last 30 days').checked).toBe(true));
    expect(checkbox('Room').checked).toBe(true);
    expect(screen.getByRole('switch', { name: 'Group by day' }).getAttribute('aria-checked')).toBe('false');
    // Nothing changes until the director saves.
    expect(stored()).toEqual({ 2: { period: 'thisMonth', columns: ['duration'], groupByDay: true } });
  });

  it('turns a period setting into days, today included', () => {
    const dayjsToday = dayjs('2026-11-23');
    expect(periodOfSetting('last7', dayjsToday)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(periodOfSetting('last30', dayjsToday)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
    expect(periodOfSetting('last90', dayjsToday)).toEqual({ startDate: '2026-08-26', endDate: '2026-11-23' });
    expect(periodOfSetting('thisMonth', dayjsToday)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-23' });
  });
});
