import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
import PendingAccessPage from './pending-access-page';

const james = {
  id: 14, gId: 21, firstName: 'James', lastName: 'Rivera', email: 'newparent@demo.test',
  daycare: { id: 1, label: 'Little Acorns Early Learning' }, requestedAt: '2026-03-02T14:05:09.000Z',
};
const ava = { ...james, id: 15, gId: 22, firstName: 'Ava', lastName: 'Singh', email: 'ava@example.com', daycare: { id: 2, label: 'Maple Grove Child Care' } };

describe('the pending access page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists every daycare's requests and grants one", async () => {
    let pending = [james, ava];
    const calls = mockApi({
      'GET /api/account/pendingAccess': () => pending,
      'POST /api/account/grantAccess': () => {
        pending = [james];
        return undefined;
      },
    });
    renderPage(<PendingAccessPage />);
    const row = (await screen.findByText('Ava Singh')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Maple Grove Child Care')).toBeTruthy();
    expect(screen.getByText('James Rivera')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Grant access to Ava Singh' }));

    await waitFor(() => expect(screen.queryByText('Ava Singh')).toBeNull());
    expect(calls.filter((call) => call.key === 'POST /api/account/grantAccess').map((call) => call.body)).toEqual([{ gId: 22, accessId: 15 }]);
    expect(screen.getByText('James Rivera')).toBeTruthy();
  });

  it('says when no one is waiting', async () => {
    mockApi({ 'GET /api/account/pendingAccess': () => [] });
    renderPage(<PendingAccessPage />);
    expect(await screen.findByText('No one is waiting for access')).toBeTruthy();
  });
});
