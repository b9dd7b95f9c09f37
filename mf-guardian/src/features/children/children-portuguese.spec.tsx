import { act, screen } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import ChildByCentrePage from './child-by-centre-page';
import ChildPage from './child-page';
import ChildUpdatePage from './child-update-page';
import { EMMA, PICKUP } from './children-testing';

describe("a child's record in Portuguese", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it('speaks Portuguese on the record, its tabs and the pick-up list', async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA, 'GET /api/pickup/child': () => PICKUP });
    renderInApp(<ChildPage />, { user: testUser(), path: '/child/1/pickup' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('tab', { name: 'Visão geral' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saúde' })).toBeTruthy();
    expect(screen.getByText('2 anos e 6 meses · Toddlers')).toBeTruthy();
    expect(screen.getByText('Apelido: Em')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Quem pode buscar' })).toBeTruthy();
    expect(screen.getByText('Nunca entregar esta criança a Mark Jones')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar alguém que pode buscar' })).toBeTruthy();
  });

  it('speaks Portuguese in the medical form', async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA });
    renderInApp(<ChildUpdatePage />, { user: testUser(), path: '/child/update/medical/1' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('button', { name: 'Adicionar uma alergia' })).toBeTruthy();
    expect(screen.getByLabelText('Alergia 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
  });

  it('says in Portuguese that the centre sets the schedule', async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA });
    renderInApp(<ChildByCentrePage />, { user: testUser(), path: '/child/update/attendance-schedule/1' });
    await screen.findByText('The centre sets the attendance schedule');
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('A creche define os horários de frequência')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir uma mudança de horário' })).toBeTruthy();
  });
});
