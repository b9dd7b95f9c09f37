import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '@daycare/i18n';
import { createAppStore, selectSnackbar, sessionOf } from '@daycare/store';
import { AccessRequestsPage } from './access-requests-page';
import { FormError } from './form-error';
import { RouteLinks } from './route-links';
import { director, mockApi } from './testing';

// A local time (no zone), so the day and the hour read the same wherever the tests run.
const request = {
  id: 14, gId: 21, firstName: 'James', lastName: 'Rivera', email: 'newparent@demo.test',
  daycare: { id: 1, label: 'Little Acorns Early Learning' }, requestedAt: '2026-03-02T14:05:09',
};

function renderSignedIn(element: ReactNode) {
  const store = createAppStore({ session: sessionOf(director) });
  render(<Provider store={store}><MemoryRouter>{element}</MemoryRouter></Provider>);
  return store;
}

describe('the shared pages in Brazilian Portuguese', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it("title the page from the manifest's Portuguese, and show the table, its date and its button in Portuguese", async () => {
    let pending = [request];
    mockApi({
      'GET /api/account/pendingAccess': () => pending,
      'POST /api/account/grantAccess': () => {
        pending = [];
        return undefined;
      },
    });
    await act(() => setLanguage('pt-BR'));
    const store = renderSignedIn(<AccessRequestsPage path="/create-account-requests" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos de conta' })).toBeTruthy();
    expect(screen.getByText('Pedidos para criar uma conta na creche, para aprovar ou recusar.')).toBeTruthy();
    const row = (await screen.findByText('James Rivera')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Pedido em' })).toBeTruthy();
    expect(within(row).getByText('2 de mar. de 2026, 14:05')).toBeTruthy();

    const grant = within(row).getByRole('button', { name: 'Liberar o acesso de James Rivera' });
    expect(grant.textContent).toBe('Liberar');
    fireEvent.click(grant);
    expect(await screen.findByText('Ninguém está aguardando acesso')).toBeTruthy();
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('James Rivera já pode usar Little Acorns Early Learning'));
  });

  it('keep the English date, and follow a change of language while on screen', async () => {
    mockApi({ 'GET /api/account/pendingAccess': () => [request] });
    renderSignedIn(<AccessRequestsPage path="/create-account-requests" />);
    const row = (await screen.findByText('James Rivera')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Mar 2, 2026 2:05 PM')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Account requests' })).toBeTruthy();

    await act(() => setLanguage('pt-BR'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos de conta' })).toBeTruthy();
    expect(within(row).getByText('2 de mar. de 2026, 14:05')).toBeTruthy();
  });

  it("name links by the pages' Portuguese titles, and put the generic error in Portuguese", async () => {
    await act(() => setLanguage('pt-BR'));
    renderSignedIn(
      <>
        <RouteLinks label="Veja também" links={[{ to: '/attendance/reports' }]} />
        <FormError error={{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }} />
      </>,
    );
    expect(within(screen.getByRole('navigation', { name: 'Veja também' })).getByRole('link', { name: 'Relatórios de frequência' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Não conseguimos falar com o servidor');
  });
});
