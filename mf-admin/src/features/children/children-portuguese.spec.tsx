import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderPage } from '../../testing';
import ChildPage from './child-page';
import ChildrenPage from './children-page';
import { EMMA, EMMA_ITEM, NOAH_ITEM, ROOMS, TAGS } from './children-testing';

describe('the children pages in Portuguese', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it('speaks Portuguese in the list: ages, statuses, alerts and the count', async () => {
    mockApi({ 'GET /api/child/list': () => ({ items: [EMMA_ITEM, NOAH_ITEM], total: 2 }), 'GET /api/room/list': () => ROOMS, 'GET /api/Tags/List': () => TAGS });
    renderPage(<ChildrenPage />, { path: '/children' });
    await screen.findByRole('link', { name: 'Emma Thompson' });
    await act(() => setLanguage('pt-BR'));

    const emma = screen.getByRole('link', { name: 'Emma Thompson' }).closest('tr') as HTMLElement;
    expect(emma.textContent).toContain('2 anos e 3 meses');
    expect(emma.textContent).toContain('Matriculada');
    expect(emma.textContent).toContain('2 alergias, uma grave');
    expect(emma.textContent).toContain('1 medicamento');
    expect(emma.textContent).toContain('1 de set. de 2025');
    const noah = screen.getByRole('link', { name: 'Noah Silva' }).closest('tr') as HTMLElement;
    expect(noah.textContent).toContain('7 meses');
    expect(noah.textContent).toContain('Sem sala de referência');
    expect(screen.getByText('2 crianças')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar uma criança' })).toBeTruthy();
  });

  it("speaks Portuguese in a child's record", async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA });
    renderPage(<ChildPage />, { path: '/child/7/medical' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    await act(() => setLanguage('pt-BR'));

    expect(screen.getByText('Apelido: Em')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saúde', selected: true })).toBeTruthy();
    const medical = screen.getByRole('region', { name: 'Informações de saúde' });
    expect(within(medical).getByText('Grave')).toBeTruthy();
    expect(medical.textContent).toContain('Reação: Anaphylaxis: use the EpiPen');
    expect(medical.textContent).toContain('Em uso');
    expect(within(medical).getByRole('link', { name: 'Editar Informações de saúde' })).toBeTruthy();
  });
});
