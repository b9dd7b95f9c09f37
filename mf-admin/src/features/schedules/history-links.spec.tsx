import { act, fireEvent, screen } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
import AttendanceHistoryPage from '../attendance/attendance-history-page';

const EMMA = { id: 7, label: 'Emma Thompson' };
const DANIEL = { id: 3, label: 'Daniel Okafor' };

function history(person: { id: number; label: string }) {
  return mockApi({
    'GET /api/attendance/search': (call) => ({
      person, startDate: call.url.searchParams.get('startDate'), endDate: call.url.searchParams.get('endDate'),
      totalMinutes: 0, total: 0, page: 1, pageSize: 20, items: [],
    }),
  });
}

describe("the way in from a child's attendance history", () => {
  afterEach(() => jest.restoreAllMocks());

  it("opens the child's schedule and reported attendance", async () => {
    history(EMMA);
    const { router } = renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/children/7' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });

    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(router.state.location.pathname).toBe('/attendance/schedule/7');
    await act(() => router.navigate('/attendance/search/children/7'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reported attendance' }));
    expect(router.state.location.pathname).toBe('/attendance/reported/7');
  });

  it('offers neither for a staff member', async () => {
    history(DANIEL);
    renderPage(<AttendanceHistoryPage />, { path: '/attendance/search/staff/3' });
    await screen.findByRole('heading', { name: 'Daniel Okafor' });
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reported attendance' })).toBeNull();
  });
});
