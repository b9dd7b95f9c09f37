import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage } from '../../testing';
import ChildrenAttendancePage from './children-attendance-page';
import StaffAttendancePage from './staff-attendance-page';

const LOCKED_UNTIL = new Date(Date.now() + 60 * 60 * 1000);
const PRIYA = { personId: 8, label: 'Priya Shah', failedAttempts: 12, lastFailedAt: new Date().toISOString(), lockedUntil: LOCKED_UNTIL.toISOString() };
const SARAH = { personId: 11, label: 'Sarah Thompson', failedAttempts: 6, lastFailedAt: new Date().toISOString(), lockedUntil: null };
const lockedTime = LOCKED_UNTIL.toLocaleString([], { ...(LOCKED_UNTIL.toDateString() === new Date().toDateString() ? {} : { weekday: 'short' }), hour: 'numeric', minute: '2-digit' });

const DESK = {
  'GET /api/room/byDaycare': () => [],
  'GET /api/tablet/childrenList': () => [],
  'GET /api/tablet/staffList': () => [],
  'GET /api/room/list': () => [],
  'GET /api/attendance/expected': () => [],
  'GET /api/absence/list': () => [],
  'GET /api/chartdata/absences': () => ({ data: [], notify: 0 }),
  'GET /api/chartdata/events': () => [],
  'GET /api/chartdata/dailyEvents': () => [],
  'GET /api/family/changes': () => ({ items: [], total: 0, unseen: 0 }),
};

describe("the director's PIN alerts", () => {
  afterEach(() => jest.restoreAllMocks());

  it('show on the desk who is locked out or had many wrong PINs, and clear a lock once confirmed', async () => {
    let alerts = [PRIYA, SARAH];
    const calls = mockApi({
      ...DESK,
      'GET /api/attendance/pinAlerts': () => alerts,
      'POST /api/attendance/clearPinLock': () => {
        alerts = [SARAH];
        return undefined;
      },
    });
    renderPage(<ChildrenAttendancePage />, { path: '/attendance/children' });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Someone may be guessing tablet PINs')).toBeTruthy();
    expect(within(notice).getByLabelText('PIN alert for Priya Shah').textContent).toContain(`Priya Shah: 12 wrong PINs in the last 24 hours; locked until ${lockedTime}`);
    expect(within(notice).getByLabelText('PIN alert for Sarah Thompson').textContent).toContain('Sarah Thompson: 6 wrong PINs in the last 24 hours');

    fireEvent.click(within(notice).getByRole('button', { name: 'Clear the PIN lock of Priya Shah' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, clear' }));
    await waitFor(() => expect(screen.queryByLabelText('PIN alert for Priya Shah')).toBeNull());
    expect(calls.find((call) => call.key === 'POST /api/attendance/clearPinLock')?.body).toEqual({ personId: 8 });
    expect(screen.getByLabelText('PIN alert for Sarah Thompson')).toBeTruthy();
  });

  it('show on the staff attendance page too', async () => {
    mockApi({ ...DESK, 'GET /api/attendance/pinAlerts': () => [PRIYA] });
    renderPage(<StaffAttendancePage />, { path: '/attendance/staff' });
    expect(await screen.findByLabelText('PIN alert for Priya Shah')).toBeTruthy();
  });

  it('stay away when nobody’s PIN is under attack, and are not asked for by staff without a director’s rights', async () => {
    const calls = mockApi({ ...DESK, 'GET /api/attendance/pinAlerts': () => [] });
    renderPage(<ChildrenAttendancePage />, { path: '/attendance/children' });
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/attendance/pinAlerts')).toBe(true));
    expect(screen.queryByText('Someone may be guessing tablet PINs')).toBeNull();

    jest.restoreAllMocks();
    const staffCalls = mockApi(DESK);
    renderPage(<StaffAttendancePage />, { user: staff, path: '/attendance/staff' });
    await waitFor(() => expect(staffCalls.some((call) => call.key === 'GET /api/tablet/staffList')).toBe(true));
    expect(staffCalls.some((call) => call.key === 'GET /api/attendance/pinAlerts')).toBe(false);
  });
});
