// The room tablet in Brazilian Portuguese: its own texts from the 'tablet' catalogue, the page titles
// from the manifest's translation, and dates and times in the Brazilian convention.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderInApp, tablet, type ApiCall } from '@daycare/shared-features/testing';
import { child, member, typePin } from '../testing';
import ChildPage from './check-in/child-page';
import WeeklyAttendancePage from './weekly/weekly-attendance-page';

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];

const WEEK = {
  room: { id: 1, label: 'Infants' },
  weekStart: '2026-11-16',
  days: DAYS,
  children: [{ id: 1, label: 'Ava Patel', minutes: [450, 480, 0, 0, 30, 0, 0], totalMinutes: 960 }],
  staff: [],
};

describe('the room tablet in Brazilian Portuguese', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it("titles the weekly attendance, names its buttons and columns, and writes the week's date and hours in Portuguese", async () => {
    const calls = mockApi({ 'POST /api/tablet/weeklyRoomAttendance': () => WEEK });
    renderInApp(<WeeklyAttendancePage />, { user: tablet, path: '/tablet/weeklyAttendance' });
    // After the first paint: the app's providers first apply the language saved with the user (English here).
    await act(() => setLanguage('pt-BR'));

    expect(screen.getByRole('heading', { level: 1, name: 'Frequência da semana' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Infants: semana de 16 de novembro de 2026' })).toBeTruthy();
    const children = screen.getByRole('region', { name: 'Crianças' });
    expect(within(children).getByRole('columnheader', { name: 'seg. 16' })).toBeTruthy();
    const ava = within(children).getByText('Ava Patel').closest('tr') as HTMLElement;
    expect([...ava.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Ava Patel', '7h30min', '8h', '—', '—', '30min', '—', '—', '16h']);
    expect(within(children).getByText('Todas as crianças')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Equipe' })).getByText('Ninguém da equipe na sala esta semana')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await waitFor(() => expect(calls.filter((call: ApiCall) => call.key === 'POST /api/tablet/weeklyRoomAttendance')).toHaveLength(2));
  });

  it('asks who signs a child in and says it with the time in the 24-hour clock', async () => {
    const at = '2026-11-23T13:42:00';
    const { store } = renderChildPage(at);
    await act(() => setLanguage('pt-BR'));

    expect(await screen.findByRole('heading', { name: 'Ava Patel' })).toBeTruthy();
    expect(screen.getByText('Ausente')).toBeTruthy();
    expect(screen.getByText('Alergias: Peanuts')).toBeTruthy();
    const signIn = screen.getByRole('button', { name: 'Registrar entrada de Ava' });
    const who = screen.getByRole('group', { name: 'Quem está registrando' });
    expect(within(who).getByRole('button', { name: 'Nora New (ainda sem PIN)' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(who).getByRole('button', { name: 'Amara Osei' }));
    expect(screen.getByText('Amara Osei, digite seu PIN')).toBeTruthy();
    typePin('1234');
    expect(screen.getByRole('status', { name: 'PIN: 4 de 4 a 6 dígitos digitados' })).toBeTruthy();
    fireEvent.click(signIn);

    await waitFor(() => expect(store.getState().snackbar).toMatchObject({ open: true, text: 'Entrada de Ava Patel registrada às 13:42 por Amara Osei' }));
  });
});

function renderChildPage(at: string) {
  mockApi({
    'GET /api/onmyway/roomOmw': () => [],
    'GET /api/tablet/childGuardians': () => [],
    'GET /api/tablet/childrenList': () => [child(1, 'Ava Patel', { hasAllergies: true, allergies: 'Peanuts', allergyCount: 1 })],
    'GET /api/tablet/homeRoomStaff': () => [member(11, 'Amara Osei'), member(13, 'Nora New', { hasPin: false })],
    'GET /api/tablet/staffList': () => [],
    'GET /api/tablet/staffSelectList': () => [],
    'GET /api/medical/roomAllergyList': () => [],
    'POST /api/tablet/dailyChildAttendances': () => [],
    'POST /api/tablet/updateAttendance': () => ({ at, by: { kind: 'staff', id: 11, label: 'Amara Osei' } }),
  });
  return renderInApp(<ChildPage />, { user: tablet, path: '/tablet/child/1' });
}
