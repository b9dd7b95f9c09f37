import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import AttendanceReportsPage from './attendance-reports-page';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }];

function report(call: ApiCall) {
  const roomId = call.url.searchParams.get('roomId');
  return {
    startDate: call.url.searchParams.get('startDate'), endDate: call.url.searchParams.get('endDate'),
    room: roomId ? ROOMS.find((room) => room.id === Number(roomId)) : null,
    children: [{ id: 7, label: 'Emma Thompson', minutes: 2400, hours: 40, days: 5 }, { id: 8, label: 'Noah Thompson', minutes: 1230, hours: 20.5, days: 3 }],
    staff: roomId ? [] : [{ id: 3, label: 'Daniel Okafor', minutes: 2535, hours: 42.25, days: 5 }],
  };
}

const CSV = 'type,id,name,days,minutes,hours\nchild,7,Emma Thompson,5,2400,40.00\n';

function answers() {
  return mockApi({
    'GET /api/room/list': () => ROOMS,
    'GET /api/attendance/report': report,
    'GET /api/attendance/reportCsv': () => new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  });
}

const queries = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => Object.fromEntries(call.url.searchParams));

describe('the attendance reports page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the hours per child and per staff member over the last 30 days, and for one room', async () => {
    const calls = answers();
    renderPage(<AttendanceReportsPage />, { path: '/attendance/reports' });
    const today = dayjs();

    const children = await screen.findByLabelText('Children');
    expect(queries(calls, 'GET /api/attendance/report')[0]).toEqual({ startDate: today.subtract(29, 'day').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') });
    const emma = within(children).getByRole('link', { name: 'Emma Thompson' }).closest('tr') as HTMLElement;
    expect(within(emma).getByText('40.00')).toBeTruthy();
    expect(within(emma).getByText('5')).toBeTruthy();
    expect(within(children).getByText('60.50 hours in all')).toBeTruthy();
    expect(within(screen.getByLabelText('Staff')).getByText('42.25')).toBeTruthy();
    expect(screen.getByText('Staff hours').closest('.ant-statistic')?.textContent).toContain('42.25');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Room' }));
    fireEvent.click(await screen.findByText('Toddlers', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries(calls, 'GET /api/attendance/report').at(-1)).toMatchObject({ roomId: '2' }));
    expect(await screen.findByText(/in Toddlers only/)).toBeTruthy();
    expect(within(screen.getByLabelText('Staff')).getByText('No attendance in this period')).toBeTruthy();
  });

  it("exports the period's CSV with the session's token, as attendance-<start>-<end>.csv", async () => {
    const calls = answers();
    const saved: { name: string; href: string }[] = [];
    const createObjectURL = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    renderPage(<AttendanceReportsPage />, { path: '/attendance/reports' });
    await screen.findByLabelText('Children');

    const start = screen.getAllByRole('textbox')[0];
    fireEvent.focus(start);
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.click(await screen.findByText('Last month'));
    const lastMonth = dayjs().subtract(1, 'month');
    const period = { startDate: lastMonth.startOf('month').format('YYYY-MM-DD'), endDate: lastMonth.endOf('month').format('YYYY-MM-DD') };
    await waitFor(() => expect(queries(calls, 'GET /api/attendance/report').at(-1)).toEqual(period));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ name: `attendance-${period.startDate}-${period.endDate}.csv`, href: 'blob:report' }]));
    expect(queries(calls, 'GET /api/attendance/reportCsv')).toEqual([period]);
    const [, init] = (window.fetch as jest.Mock).mock.calls.find(([input]) => String(input).includes('reportCsv'));
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer access');
    expect(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text()).toBe(CSV);
  });
});
