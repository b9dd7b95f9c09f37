import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage } from '../../testing';
import AccountRequestsPage from './account-requests-page';

const request = {
  id: 14, gId: 21, firstName: 'James', lastName: 'Rivera', email: 'newparent@demo.test',
  daycare: { id: 1, label: 'Little Acorns Early Learning' }, requestedAt: '2026-03-02T14:05:09.000Z',
};

describe('the account requests page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('grants a pending request, which then leaves the list', async () => {
    let pending = [request];
    const calls = mockApi({
      'GET /api/account/pendingAccess': () => pending,
      'POST /api/account/grantAccess': () => {
        pending = [];
        return undefined;
      },
    });
    const { store } = renderPage(<AccountRequestsPage />);
    const row = (await screen.findByText('James Rivera')).closest('tr') as HTMLElement;
    expect(within(row).getByText('newparent@demo.test')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Grant access to James Rivera' }));

    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /api/account/grantAccess').map((call) => call.body)).toEqual([{ gId: 21, accessId: 14 }]));
    expect(await screen.findByText('No one is waiting for access')).toBeTruthy();
    expect(selectSnackbar(store.getState()).text).toBe('James Rivera can now use Little Acorns Early Learning');
  });
});
