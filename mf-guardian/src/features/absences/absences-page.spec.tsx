import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { selectSnackbar } from '@daycare/store';
import { director, mockApi, renderInApp, staff, testUser } from '@daycare/shared-features/testing';
import AbsencesPage from './absences-page';
import { badRequest, child, choose, fixToday, pickDay } from './family-testing';

const absence = (id: number, childId: number, childLabel: string, startDate: string, endDate: string, days: number, reason: string, reportedBy: string | null = 'Sarah Thompson') => ({
  id, child: { id: childId, label: childLabel }, startDate, endDate, days, reason,
  reportedBy: reportedBy ? { id: 4, label: reportedBy } : null, createdAt: '2026-11-18T14:00:00.000Z',
});

const FAMILY_ABSENCES = [
  absence(12, 2, 'Liam Thompson', '2026-12-01', '2026-12-01', 1, 'Dentist', 'Margaret Chen'),
  absence(11, 1, 'Emma Thompson', '2026-11-24', '2026-11-26', 3, 'Family trip to Ottawa'),
  absence(10, 1, 'Emma Thompson', '2026-11-03', '2026-11-04', 2, 'Sick with a cold'),
];

const created = (body: { childId: number; startDate: string; endDate: string; reason: string }) => {
  const label = body.childId === 1 ? 'Emma Thompson' : 'Liam Thompson';
  return absence(20 + body.childId, body.childId, label, body.startDate, body.endDate, 3, body.reason);
};

const cardOf = (name: RegExp | string) => screen.getAllByRole('region', { name }).map((region) => region.textContent);

describe('absences for a family', () => {
  beforeEach(() => fixToday('2026-11-20T10:00:00'));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lists the children’s absences from this month on, soonest first, and removes one after asking', async () => {
    const calls = mockApi({
      'GET /api/absence/list': () => FAMILY_ABSENCES,
      'DELETE /api/absence/delete': () => undefined,
    });
    const { store } = renderInApp(<AbsencesPage />, { user: testUser(), path: '/absence' });

    expect(await screen.findByText('Tue 24 Nov – Thu 26 Nov, 3 days')).toBeTruthy();
    const list = calls.find((call) => call.key === 'GET /api/absence/list')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ startDate: '2026-11-01', endDate: '2027-11-01' });
    expect(screen.getByText('From November 2026')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Absences' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Tue 3 Nov – Wed 4 Nov, 2 days');
    expect(items[1]).toContain('Emma Thompson');
    expect(items[1]).toContain('“Family trip to Ottawa”');
    expect(items[1]).toContain('Reported by Sarah Thompson');
    expect(items[2]).toContain('Liam Thompson');
    expect(items[2]).toContain('Tue 1 Dec, 1 day');
    expect(items[2]).toContain('Reported by Margaret Chen');
    expect(cardOf('Absence of Emma Thompson')).toHaveLength(2);

    // A past absence is the centre's record now: no removal for a family.
    expect(screen.getAllByRole('button', { name: 'Remove the absence of Emma Thompson' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the absence of Liam Thompson' }));
    expect(await screen.findByText('The centre will expect Liam Thompson on these days again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'DELETE /api/absence/delete' && call.url.searchParams.get('id') === '12')).toBe(true));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('The absence of Liam Thompson is removed'));
  });

  it('switches months and says when nothing is reported', async () => {
    const calls = mockApi({ 'GET /api/absence/list': () => [] });
    renderInApp(<AbsencesPage />, { user: testUser(), path: '/absence' });
    expect(await screen.findByText('No absences reported from November 2026 on')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('No absences reported from December 2026 on')).toBeTruthy();
    const last = calls.filter((call) => call.key === 'GET /api/absence/list').pop()!;
    expect(last.url.searchParams.get('startDate')).toBe('2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Back to this month' }));
    expect(await screen.findByText('No absences reported from November 2026 on')).toBeTruthy();
  });

  it('reports an absence for each chosen child and goes back to the list of that month', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')],
      'POST /api/absence/create': ({ body }) => created(body as never),
      'GET /api/absence/list': () => [],
    });
    const { store, router } = renderInApp(<AbsencesPage />, { user: testUser(), path: '/absence/create?childId=2' });

    // The child of the address is chosen already.
    expect((await screen.findByRole('checkbox', { name: 'Liam Thompson' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Emma Thompson' }));
    await pickDay('First day away', '2026-11-23');
    await pickDay('Last day away', '2026-11-25');
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    expect(await screen.findByText('Give a reason, for example “Sick” or “Family holiday”')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/absence/create')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: '  Chickenpox  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/absence'));
    expect(router.state.location.search).toBe('?month=2026-11');
    expect(calls.filter((call) => call.key === 'POST /api/absence/create').map((call) => call.body)).toEqual([
      { childId: 2, startDate: '2026-11-23', endDate: '2026-11-25', reason: 'Chickenpox' },
      { childId: 1, startDate: '2026-11-23', endDate: '2026-11-25', reason: 'Chickenpox' },
    ]);
    expect(selectSnackbar(store.getState()).text).toBe('Absence reported for Liam Thompson and Emma Thompson: Mon 23 Nov – Wed 25 Nov, 3 days');
  });

  it('keeps a family to today and later, the last day on or after the first and a chosen child', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam')],
      'POST /api/absence/create': ({ body }) => created(body as never),
      'GET /api/absence/list': () => [],
    });
    renderInApp(<AbsencesPage />, { user: testUser(), path: '/absence/create' });
    await screen.findByRole('checkbox', { name: 'Emma Thompson' });
    // Yesterday cannot be chosen (the first day stays today), nor a last day before the first.
    await pickDay('First day away', '2026-11-19');
    await pickDay('Last day away', '2026-11-18');
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Sick' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    expect(await screen.findByText('Choose a child')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/absence/create')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Emma Thompson' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/absence/create').map((call) => call.body)).toEqual([
      { childId: 1, startDate: '2026-11-20', endDate: '2026-11-20', reason: 'Sick' },
    ]));
  });

  it('shows the server’s refusal of an overlap on the form', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma')],
      'POST /api/absence/create': () => badRequest('Emma Thompson is already reported absent on some of these days'),
    });
    const { router } = renderInApp(<AbsencesPage />, { user: testUser(), path: '/absence/create' });
    expect((await screen.findByRole('checkbox', { name: 'Emma Thompson' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Sick' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Emma Thompson is already reported absent on some of these days');
    expect(router.state.location.pathname).toBe('/absence/create');
  });
});

describe('absences for the centre', () => {
  beforeEach(() => fixToday('2026-11-20T10:00:00'));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows staff the month’s absences of the centre, one child’s when chosen, without changes', async () => {
    const calls = mockApi({
      'GET /api/absence/list': ({ url }) => (url.searchParams.get('childId') === '2' ? [FAMILY_ABSENCES[0]] : FAMILY_ABSENCES.slice(0, 2)),
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam'), child(3, 'Noah', 'Garcia')],
    });
    renderInApp(<AbsencesPage />, { user: staff, path: '/absence' });
    expect(await screen.findByText('Tue 24 Nov – Thu 26 Nov, 3 days')).toBeTruthy();
    expect(Object.fromEntries(calls.find((call) => call.key === 'GET /api/absence/list')!.url.searchParams)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(screen.getByText("The centre's absences, month by month, as families and directors reported them.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report an absence' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove the absence/ })).toBeNull();

    await choose('Child', 'Liam Thompson');
    await waitFor(() => expect(screen.queryByText('Tue 24 Nov – Thu 26 Nov, 3 days')).toBeNull());
    expect(calls.filter((call) => call.key === 'GET /api/absence/list').pop()!.url.searchParams.get('childId')).toBe('2');
  });

  it('tells staff who open the form that directors record absences', async () => {
    mockApi({});
    renderInApp(<AbsencesPage />, { user: staff, path: '/absence/create' });
    expect(await screen.findByText('Absences are reported by families and directors')).toBeTruthy();
  });

  it('lets a director record a past absence for any child of the centre and remove absences', async () => {
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(2, 'Liam'), child(3, 'Noah', 'Garcia')],
      'POST /api/absence/create': () => absence(30, 3, 'Noah Garcia', '2026-11-16', '2026-11-16', 1, 'Phoned in: fever'),
      'GET /api/absence/list': () => [FAMILY_ABSENCES[2]],
    });
    const { router } = renderInApp(<AbsencesPage />, { user: director, path: '/absence' });
    // A director may remove past absences too.
    expect(await screen.findByRole('button', { name: 'Remove the absence of Emma Thompson' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report an absence' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/absence/create'));

    await screen.findByRole('combobox', { name: 'Children' });
    // A past day: a director records what was phoned in.
    await pickDay('First day away', '2026-11-16');
    await choose('Children', 'Noah Garcia');
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Phoned in: fever' } });
    fireEvent.click(screen.getByRole('button', { name: 'Report the absence' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-11'));
    expect(calls.filter((call) => call.key === 'POST /api/absence/create').map((call) => call.body)).toEqual([
      { childId: 3, startDate: '2026-11-16', endDate: '2026-11-16', reason: 'Phoned in: fever' },
    ]);
  });
});

describe('absences for a family, in Portuguese', () => {
  beforeEach(() => fixToday('2026-11-20T10:00:00'));
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('names the month, the periods and the buttons in Portuguese', async () => {
    mockApi({ 'GET /api/absence/list': () => FAMILY_ABSENCES });
    renderInApp(<AbsencesPage />, { user: testUser(), path: '/absence' });
    await screen.findByText('Tue 24 Nov – Thu 26 Nov, 3 days');
    await act(() => setLanguage('pt-BR'));

    expect(screen.getByText('A partir de novembro de 2026')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Ausências' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items[1]).toContain('ter., 24 de nov. – qui., 26 de nov., 3 dias');
    expect(items[1]).toContain('Informada por Sarah Thompson');
    expect(items[2]).toContain('ter., 1 de dez., 1 dia');
    expect(screen.getByRole('button', { name: 'Informar uma ausência' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover a ausência de Liam Thompson' })).toBeTruthy();
  });
});
