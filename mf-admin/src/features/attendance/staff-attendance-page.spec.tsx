import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
import StaffAttendancePage from './staff-attendance-page';

function member(id: number, label: string, homeRoomId: number | null, signedInTo: number | null = null, signedInAt: string | null = null) {
  const [firstName, lastName] = label.split(' ');
  return { id, label, firstName, lastName, hasPin: true, homeRoomId, status: signedInTo ? 1 : 0, rId: signedInTo, signedInAt };
}

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }, { id: 4, label: 'Gym', inRatio: false }];

describe('the staff attendance page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who is signed in, where and since when, and links each name to their hours', async () => {
    const since = new Date();
    since.setHours(7, 30, 0, 0);
    mockApi({
      'GET /api/room/list': () => ROOMS,
      'GET /api/tablet/staffList': () => [
        member(3, 'Daniel Okafor', 2),
        member(8, 'Priya Shah', 1, 4, since.toISOString()),
        member(9, 'Aisha Bello', 2, 2, since.toISOString()),
      ],
    });
    const { router } = renderPage(<StaffAttendancePage />, { path: '/attendance/staff' });

    const rows = await screen.findAllByRole('row', { name: /signed (in|out)$/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Aisha Bello, signed in', 'Priya Shah, signed in', 'Daniel Okafor, signed out',
    ]);
    const priya = within(rows[1]);
    expect(priya.getByText('In')).toBeTruthy();
    expect(priya.getByText('Gym')).toBeTruthy();
    expect(priya.getByText(since.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }))).toBeTruthy();
    expect(within(rows[2]).getByText('Out')).toBeTruthy();
    expect(within(rows[2]).getByText('Home room: Toddlers')).toBeTruthy();
    expect(screen.getByText('Staff in').closest('.ant-statistic')?.textContent).toContain('2/ 3');

    fireEvent.click(priya.getByRole('link', { name: 'Priya Shah' }));
    expect(router.state.location.pathname).toBe('/attendance/search/staff/8');
    expect(within(rows[2]).getByRole('link', { name: 'Hours of Daniel Okafor' }).getAttribute('href')).toBe('/attendance/search/staff/3');
  });

  it('says so when the centre has no staff', async () => {
    mockApi({ 'GET /api/room/list': () => ROOMS, 'GET /api/tablet/staffList': () => [] });
    renderPage(<StaffAttendancePage />, { path: '/attendance/staff' });
    expect(await screen.findByText('No staff at this centre yet')).toBeTruthy();
  });
});
