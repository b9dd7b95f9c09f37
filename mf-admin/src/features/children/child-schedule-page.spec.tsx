import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
import ChildSchedulePage from './child-schedule-page';
import { EMMA, queries } from './children-testing';

const SCHEDULE = {
  id: 11, child: { id: 7, label: 'Emma Thompson' }, plan: 1, validFrom: '2026-09-01', validTo: null, current: true, note: null,
  days: [1, 2, 3].map((weekday) => ({ weekday, arrives: '08:00', departs: '17:00' })),
};

describe("a child's attendance schedule", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the child's schedules and leads to the schedules' own pages", async () => {
    const calls = mockApi({ 'GET /api/child/byId': () => EMMA, 'GET /api/schedule/list': () => [SCHEDULE] });
    const { router } = renderPage(<ChildSchedulePage />, { path: '/child/update/attendance-schedule/7' });
    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect(queries(calls, 'GET /api/schedule/list')).toEqual([{ childId: '7' }]);
    expect(screen.getByText('Full-time')).toBeTruthy();
    expect(screen.getByText('Applies today')).toBeTruthy();
    expect(screen.getByText('Mon–Wed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New schedule' }));
    expect(router.state.location.pathname).toBe('/attendance/schedule/create/7');
  });

  it('says once, on the page, that a child of another centre is not found', async () => {
    const calls = mockApi({ 'GET /api/child/byId': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    const { store } = renderPage(<ChildSchedulePage />, { path: '/child/update/attendance-schedule/999' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(queries(calls, 'GET /api/schedule/list')).toEqual([]);
    expect(store.getState().snackbar.open).toBe(false);
  });

  it('says when the child has no schedule yet', async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA, 'GET /api/schedule/list': () => [] });
    renderPage(<ChildSchedulePage />, { path: '/child/update/attendance-schedule/7' });
    expect(await screen.findByText('Emma Thompson has no schedule yet')).toBeTruthy();
  });
});
