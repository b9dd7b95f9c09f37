import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderPage } from '../../testing';
import ScheduleResponsePage from './schedule-response-page';

const EMMA = { id: 7, label: 'Emma Thompson' };
const SARAH = { id: 4, label: 'Sarah Thompson' };
const CHANGE = {
  id: 31, child: EMMA, scheduleId: 11, requestedBy: SARAH, plan: 2, validFrom: '2027-01-04', validTo: null,
  days: [1, 3, 5].map((weekday) => ({ weekday, arrives: '08:30', departs: '15:00' })), note: null,
  status: 'pending', responseNote: null, respondedBy: null, respondedAt: null, createdAt: '2026-11-20T14:05:00Z',
};
const CURRENT = {
  id: 11, child: EMMA, plan: 1, validFrom: '2026-09-01', validTo: null, current: true, note: null,
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, arrives: '07:30', departs: '16:00' })),
};

describe('the schedule requests in Portuguese', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it('speaks Portuguese to a director who chose it: headings, buttons, days, weekdays and times', async () => {
    mockApi({ 'GET /api/schedule/requests': () => [CHANGE], 'GET /api/schedule/list': () => [CURRENT] });
    renderPage(<ScheduleResponsePage />, { path: '/attendance/schedule/response' });
    await screen.findByRole('region', { name: 'Waiting for an answer' });

    await act(() => setLanguage('pt-BR'));

    const waiting = screen.getByRole('region', { name: 'Aguardando resposta' });
    expect(within(waiting).getByRole('heading', { level: 2 }).textContent).toBe('Aguardando resposta (1)');
    const card = within(waiting).getByLabelText('Pedido para Emma Thompson');
    expect(within(card).getByText('Meio período')).toBeTruthy();
    expect(within(card).getByText('seg., 4 de jan. de 2027 – sem data de término')).toBeTruthy();
    expect(within(card).getByText('seg., qua., sex.')).toBeTruthy();
    expect(within(card).getByText('08:30 – 15:00')).toBeTruthy();
    expect(await within(card).findByText('Horário que ele altera')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Aprovar o pedido para Emma Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar o pedido para Emma Thompson?' });
    expect(within(dialog).getByRole('button', { name: 'Aprovar' })).toBeTruthy();
    expect(within(dialog).getByText('Meio período, seg., 4 de jan. de 2027 – sem data de término passa a ser o horário de Emma Thompson, no lugar do que ele altera.')).toBeTruthy();
  });
});
