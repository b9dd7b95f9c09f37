// The operations pages in Brazilian Portuguese: their own texts from the 'super' catalogue, the page
// titles from the manifest's translation, and dates and times in the Brazilian convention.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_FEATURE_CONTROL } from '@daycare/shared';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderPage } from '../testing';
import DaycaresPage from './daycares/daycares-page';
import FeatureControlPage from './feature-control/feature-control-page';
import PendingAccessPage from './pending-access/pending-access-page';

const DAYCARES = [{ id: 1, label: 'Little Acorns Early Learning' }, { id: 2, label: 'Maple Grove Child Care' }];

describe('the operations pages in Brazilian Portuguese', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  // Each page is drawn first, then the language chosen: the app's providers first apply the language saved with the user (English here).

  it('name the feature switches and ask to choose a daycare in Portuguese', async () => {
    mockApi({
      'GET /api/daycare/list': () => DAYCARES,
      'GET /api/admin/featurecontrol': ({ url }) => ({ ...DEFAULT_FEATURE_CONTROL, daycareId: Number(url.searchParams.get('daycareId')) }),
    });
    renderPage(<FeatureControlPage />);
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('heading', { level: 1, name: 'Recursos' })).toBeTruthy();
    expect(await screen.findByText('Escolha uma creche para ver os recursos dela')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Creche' }));
    fireEvent.click(await screen.findByText('Maple Grove Child Care', { selector: '.ant-select-item-option-content' }));
    const features = await screen.findByRole('list', { name: 'Recursos de Maple Grove Child Care' });
    expect(within(features).getByRole('switch', { name: 'Faturas' })).toBeTruthy();
    expect(within(features).getByText('Matrícula on-line e lista de espera.')).toBeTruthy();
  });

  it('list the pending access requests with their date, time and button in Portuguese', async () => {
    mockApi({
      'GET /api/account/pendingAccess': () => [{
        id: 15, gId: 22, firstName: 'Ava', lastName: 'Singh', email: 'ava@example.com',
        // A local time (no zone), so the day and the hour read the same wherever the tests run.
        daycare: DAYCARES[1], requestedAt: '2026-03-02T14:05:09',
      }],
    });
    renderPage(<PendingAccessPage />);
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('heading', { level: 1, name: 'Acessos pendentes' })).toBeTruthy();
    const row = (await screen.findByText('Ava Singh')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 de mar. de 2026, 14:05')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Liberar o acesso de Ava Singh' })).toBeTruthy();
  });

  it('title the operations areas in Portuguese', async () => {
    renderPage(<DaycaresPage />);
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('heading', { level: 1, name: 'Creches' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Operações' })).toBeTruthy();
    for (const area of ['Acesso', 'Comunicados e ajuda', 'Saúde do sistema']) expect(screen.getByText(area)).toBeTruthy();
    expect(screen.getAllByText('Creches')).toHaveLength(2);
    expect(screen.getByText(/^A lista de todas as creches da plataforma, .* vai aparecer aqui/)).toBeTruthy();
  });
});
