import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderInApp, staff, tablet, testUser, type ApiCall } from '../testing';
import { ChildDayPage } from './child-day-page';
import { EMMA, LUNCH, NAP_DONE, NAPPING, SLEEP_CHECKS, sleepingRoom } from './daily-report-testing';
import { TodayPage } from './today-page';

const recorder = testUser({ ...staff, roles: [{ code: 'CHILD_DAILY_REPORT' }] });
const guardian = testUser();
const TODAY = '/daily-report/today';
const MINUTE = 60_000;

const callsTo = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key);
/** A child's card, found by the name on it. */
const cardOf = (name: string) => screen.getByText(name, { selector: 'a' }).closest('section') as HTMLElement;

/** The product's clock at a local time of the test day; timers tick only when a test moves them. */
function clockAt(time: string) {
  jest.useFakeTimers({ now: new Date(`2026-11-27T${time}`), advanceTimers: true });
}

function passMinutes(minutes: number) {
  act(() => jest.advanceTimersByTime(minutes * MINUTE));
}

describe('safe-sleep checks on the room\'s day', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the next check, counts down its last minutes and turns the card red once it is overdue', async () => {
    clockAt('12:30:00');
    mockApi({ 'GET /api/dailyreport/room': () => sleepingRoom() });
    renderInApp(<TodayPage />, { user: recorder, path: TODAY });
    expect(await screen.findByText('Next check 12:45 PM')).toBeTruthy();
    const calmBackground = cardOf(EMMA.label).style.background;
    passMinutes(11);
    expect(screen.getByText('Check due in 4 min')).toBeTruthy();
    passMinutes(4.5);
    const emma = cardOf(EMMA.label);
    expect(within(emma).getByText('Sleep check overdue since 12:45 PM')).toBeTruthy();
    expect(emma.style.background).not.toBe(calmBackground);
    expect(emma.style.borderWidth).toBe('3px');
  });

  it('records a check with the position and breathing; a child on the stomach is recorded with a warning to turn them', async () => {
    clockAt('12:50:00');
    let dueAt = '2026-11-27T12:45:00';
    const calls = mockApi({
      'GET /api/dailyreport/room': () => sleepingRoom(dueAt),
      'POST /api/dailyreport/sleepCheck': ({ body }) => {
        dueAt = '2026-11-27T13:05:00';
        return { id: 5, checkedAt: '2026-11-27T12:50:00', checkedBy: { id: 3, label: 'Daniel Okafor' }, ...(body as object) };
      },
    });
    const { store } = renderInApp(<TodayPage />, { user: recorder, path: TODAY });
    await screen.findByText('Sleep check overdue since 12:45 PM');
    fireEvent.click(within(cardOf(EMMA.label)).getByRole('button', { name: `Check ${EMMA.label}` }));
    const sheet = await screen.findByRole('dialog', { name: `Sleep check · ${EMMA.label}` });
    const save = within(sheet).getByText('Save').closest('button') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(sheet).getByText('Stomach'));
    expect(within(sheet).getByText('Turn the child onto their back')).toBeTruthy();
    fireEvent.click(within(sheet).getByText('Normal'));
    fireEvent.click(save);
    await waitFor(() => expect(callsTo(calls, 'POST /api/dailyreport/sleepCheck').map((call) => call.body)).toEqual([{ napId: NAPPING.id, position: 'stomach', breathing: true }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe(`Sleep check saved for ${EMMA.label}`));
    expect(await screen.findByText('Next check 1:05 PM')).toBeTruthy();
    expect(screen.queryByText(/overdue/)).toBeNull();
  });

  it('sends breathing that is not normal, with the call for help on screen', async () => {
    clockAt('12:40:00');
    const calls = mockApi({ 'GET /api/dailyreport/room': () => sleepingRoom(), 'POST /api/dailyreport/sleepCheck': ({ body }) => ({ id: 6, ...(body as object) }) });
    renderInApp(<TodayPage />, { user: tablet, path: TODAY });
    await screen.findByText('Check due in 5 min');
    fireEvent.click(within(cardOf(EMMA.label)).getByText('Check'));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByText('Back'));
    expect(within(sheet).queryByText('Turn the child onto their back')).toBeNull();
    fireEvent.click(within(sheet).getByText('Not normal'));
    expect(within(sheet).getByText(/Breathing is not normal: get help now/)).toBeTruthy();
    fireEvent.click(within(sheet).getByText('Save'));
    await waitFor(() => expect(callsTo(calls, 'POST /api/dailyreport/sleepCheck').map((call) => call.body)).toEqual([{ napId: NAPPING.id, position: 'back', breathing: false }]));
  });

  it('shows staff without the daily report role when a check is due, without the Check button', async () => {
    clockAt('12:30:00');
    mockApi({ 'GET /api/dailyreport/room': () => sleepingRoom() });
    renderInApp(<TodayPage />, { user: staff, path: TODAY });
    expect(await screen.findByText('Next check 12:45 PM')).toBeTruthy();
    expect(within(cardOf(EMMA.label)).queryByText('Check')).toBeNull();
  });

  it("prints the sleep log of the room and the day shown", async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const calls = mockApi({
      'GET /api/dailyreport/room': () => sleepingRoom(),
      'GET /api/dailyreport/sleepLog': () => new Response(pdf, { headers: { 'content-disposition': 'attachment; filename="Sunflowers sleep log 2026-11-27.pdf"' } }),
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:sleep-log');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInApp(<TodayPage />, { user: recorder, path: TODAY });
    fireEvent.click(await screen.findByText('Print sleep log'));
    await waitFor(() => expect(saved).toEqual(['Sunflowers sleep log 2026-11-27.pdf']));
    const [request] = callsTo(calls, 'GET /api/dailyreport/sleepLog');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ roomId: '2', day: '2026-11-27' });
  });

  it('says why the sleep log was refused', async () => {
    mockApi({
      'GET /api/dailyreport/room': () => sleepingRoom(),
      'GET /api/dailyreport/sleepLog': () => Response.json({ message: 'This room was not found' }, { status: 404 }),
    });
    renderInApp(<TodayPage />, { user: recorder, path: TODAY });
    fireEvent.click(await screen.findByText('Print sleep log'));
    expect(await screen.findByText('This room was not found')).toBeTruthy();
  });
});

describe("a nap's sleep checks on the child's day", () => {
  afterEach(() => jest.restoreAllMocks());

  const DAY = { child: EMMA, day: '2026-11-27', entries: [LUNCH, NAP_DONE] };

  it('lists each check under the nap for staff: time, position, breathing and who checked', async () => {
    const calls = mockApi({ 'GET /api/dailyreport/child': () => DAY, 'GET /api/dailyreport/sleepChecks': () => SLEEP_CHECKS });
    renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    const checks = await screen.findByLabelText('Sleep checks');
    expect(checks.parentElement?.closest('li')?.textContent).toContain('Nap · 12:30 PM–2:10 PM');
    const lines = [...checks.querySelectorAll('li')].map((line) => line.textContent);
    expect(lines).toEqual([
      '12:45 PM On the back · Breathing normally by Daniel Okafor',
      '1:00 PM On the stomach · Breathing not normal by Daniel Okafor',
    ]);
    expect(callsTo(calls, 'GET /api/dailyreport/sleepChecks').map((call) => call.url.search)).toEqual([`?napId=${NAP_DONE.id}`]);
  });

  it('does not ask for them on a guardian\'s phone', async () => {
    const calls = mockApi({ 'GET /api/dailyreport/child': () => DAY, 'GET /api/dailyreport/sleepChecks': () => SLEEP_CHECKS });
    renderInApp(<ChildDayPage />, { user: guardian, path: '/daily-report/child/7' });
    expect(await screen.findByText(/Nap · 12:30 PM/)).toBeTruthy();
    expect(screen.queryByText('Sleep checks')).toBeNull();
    expect(callsTo(calls, 'GET /api/dailyreport/sleepChecks')).toEqual([]);
  });
});

describe('safe-sleep checks in Brazilian Portuguese', () => {
  afterEach(async () => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('show the next check, the overdue card, the sheet, the print button and the checks of a nap', async () => {
    clockAt('12:30:00');
    mockApi({
      'GET /api/dailyreport/room': () => sleepingRoom(),
      'GET /api/dailyreport/child': () => ({ child: EMMA, day: '2026-11-27', entries: [NAP_DONE] }),
      'GET /api/dailyreport/sleepChecks': () => SLEEP_CHECKS,
    });
    const { unmount } = renderInApp(<TodayPage />, { user: recorder, path: TODAY });
    await screen.findByText('Next check 12:45 PM');
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Próxima verificação 12:45')).toBeTruthy();
    expect(screen.getByText('Imprimir registro do sono')).toBeTruthy();
    passMinutes(12);
    expect(screen.getByText('Verificação em 3 min')).toBeTruthy();
    passMinutes(4);
    expect(screen.getByText('Verificação do sono atrasada desde 12:45')).toBeTruthy();
    fireEvent.click(within(cardOf(EMMA.label)).getByText('Verificar'));
    const sheet = await screen.findByRole('dialog', { name: `Verificação do sono · ${EMMA.label}` });
    expect(within(sheet).getByText('Posição')).toBeTruthy();
    expect(within(sheet).getByText('De costas')).toBeTruthy();
    expect(within(sheet).getByText('De lado')).toBeTruthy();
    fireEvent.click(within(sheet).getByText('De bruços'));
    expect(within(sheet).getByText('Vire a criança de costas')).toBeTruthy();
    fireEvent.click(within(sheet).getByText('Anormal'));
    expect(within(sheet).getByText(/A respiração não está normal/)).toBeTruthy();
    expect(within(sheet).getByText('Normal')).toBeTruthy();
    expect(within(sheet).getByText('Salvar')).toBeTruthy();
    unmount();
    jest.useRealTimers();

    renderInApp(<ChildDayPage />, { user: recorder, path: '/daily-report/child/7' });
    await screen.findByLabelText('Sleep checks');
    await act(() => setLanguage('pt-BR'));
    const lines = [...screen.getByLabelText('Verificações do sono').querySelectorAll('li')].map((line) => line.textContent);
    expect(lines).toEqual(['12:45 De costas · Respirando normalmente por Daniel Okafor', '13:00 De bruços · Respiração anormal por Daniel Okafor']);
  });
});
