import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import { badRequest, child, fixToday, pickDay, typeInto } from '../absences/family-testing';
import ReportedAttendancePage from './reported-attendance-page';

const report = (id: number, date: string, arrives: string, departs: string | null, note: string | null = null) => ({
  id, child: { id: 1, label: 'Emma Thompson' }, date, arrives, departs, note, reportedBy: { id: 4, label: 'Sarah Thompson' }, createdAt: '2026-11-19T12:00:00.000Z',
});

const REPORTS = [report(5, '2026-11-27', '10:00', null), report(4, '2026-11-20', '09:30', '15:00', 'Doctor in the morning')];

describe('when is the child coming', () => {
  beforeEach(() => fixToday('2026-11-20T08:00:00'));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lists the days told from today on and tells the room about another', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')],
      'GET /api/attendance/reported/list': () => REPORTS,
      'POST /api/attendance/reported/save': ({ body }) => {
        const { date, arrives, departs, note } = body as { date: string; arrives: string; departs: string | null; note: string | null };
        return report(6, date, arrives, departs, note);
      },
    });
    const { store } = renderInApp(<ReportedAttendancePage />, { user: testUser(), path: '/attendance/reported/1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'When is Emma coming?' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/attendance/reported/list')!.url.searchParams.get('childId')).toBe('1');
    const days = within(screen.getByRole('list', { name: 'Reported days' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(days[0]).toContain('Fri 20 Nov');
    expect(days[0]).toContain('Today');
    expect(days[0]).toContain('arrives 9:30 AM, picked up 3:00 PM');
    expect(days[0]).toContain('“Doctor in the morning”');
    expect(days[1]).toContain('Fri 27 Nov');
    expect(days[1]).toContain('arrives 10:00 AM');

    // Today is chosen; the arrival is needed and the pick-up comes after it.
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('Fri, Nov 20, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('When will they arrive?')).toBeTruthy();
    await pickDay('Day', '2026-11-24');
    await typeInto('Arrives', '11:00 AM');
    await typeInto('Picked up', '10:30 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pick-up must be after the arrival')).toBeTruthy();
    await typeInto('Picked up', '4:00 PM');
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for the room' }), { target: { value: 'Swimming lesson first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/attendance/reported/save').map((call) => call.body)).toEqual([
      { childId: 1, date: '2026-11-24', arrives: '11:00', departs: '16:00', note: 'Swimming lesson first' },
    ]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Saved: the room expects Emma Tue 24 Nov at 11:00 AM'));
  });

  it('changes a day told before, and shows the refusal on a day the child is reported absent', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/attendance/reported/list': () => REPORTS,
      'POST /api/attendance/reported/save': () => badRequest('Emma Thompson is reported absent that day; remove the absence first'),
    });
    renderInApp(<ReportedAttendancePage />, { user: testUser(), path: '/attendance/reported/1/5' });
    expect(await screen.findByRole('region', { name: 'Change Fri 27 Nov' })).toBeTruthy();
    expect((screen.getByLabelText('Arrives') as HTMLInputElement).value).toBe('10:00 AM');
    await waitFor(() => expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('Fri, Nov 27, 2026'));
    await pickDay('Day', '2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: 'Save the change' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Emma Thompson is reported absent that day; remove the absence first');
    expect(calls.filter((call) => call.key === 'POST /api/attendance/reported/save').map((call) => call.body)).toEqual([
      { id: 5, childId: 1, date: '2026-11-26', arrives: '10:00', departs: null, note: null },
    ]);
  });

  it('removes a day after asking', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/attendance/reported/list': () => REPORTS,
      'DELETE /api/attendance/reported/delete': () => undefined,
    });
    renderInApp(<ReportedAttendancePage />, { user: testUser(), path: '/attendance/reported/1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Fri 27 Nov' }));
    expect(await screen.findByText('The room will go by the schedule again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'DELETE /api/attendance/reported/delete' && call.url.searchParams.get('id') === '5')).toBe(true));
  });

  it('says when nothing is told yet', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [child(2, 'Liam')],
      'GET /api/attendance/reported/list': () => [],
    });
    renderInApp(<ReportedAttendancePage />, { user: testUser(), path: '/attendance/reported/2' });
    expect(await screen.findByText('Nothing reported from today on: the room goes by Liam’s schedule')).toBeTruthy();
  });
});

describe('when is the child coming, in Portuguese', () => {
  beforeEach(() => fixToday('2026-11-20T08:00:00'));
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('titles the page, writes the days and times as a Brazilian reads them and names the buttons in Portuguese', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'GET /api/attendance/reported/list': () => REPORTS,
    });
    renderInApp(<ReportedAttendancePage />, { user: testUser(), path: '/attendance/reported/1' });
    await screen.findByRole('list', { name: 'Reported days' });
    await act(() => setLanguage('pt-BR'));

    expect(screen.getByRole('heading', { level: 1, name: 'Quando Emma vem?' })).toBeTruthy();
    expect(screen.getByText('Avise a sala a que horas Emma chega e sai em um dia diferente do horário.')).toBeTruthy();
    const days = within(screen.getByRole('list', { name: 'Dias informados' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(days[0]).toContain('sex., 20 de nov.');
    expect(days[0]).toContain('Hoje');
    expect(days[0]).toContain('chega às 09:30, sai às 15:00');
    expect(days[1]).toContain('sex., 27 de nov.');
    expect(screen.getByRole('region', { name: 'Avise a sala sobre um dia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover sex., 27 de nov.' })).toBeTruthy();
    // The day picker writes the day the Brazilian way (its weekday's name is antd's locale's, loaded by the app's providers).
    expect((screen.getByLabelText('Dia') as HTMLInputElement).value).toMatch(/^\S+, 20\/11\/2026$/);
  });
});
