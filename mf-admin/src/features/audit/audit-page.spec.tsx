import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
import AuditPage from './audit-page';

const margaret = { id: 2, name: 'Margaret Chen' };
const daniel = { id: 7, name: 'Daniel Okafor' };

function entry(id: number, overrides = {}) {
  return { id, createdAt: '2026-03-02T14:05:09.000Z', action: 'POST /api/userrole/create', actor: margaret, impersonator: null, target: 'user:7', ip: '203.0.113.7', ...overrides };
}

describe('the audit log page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who did what, naming the real user behind an impersonated action', async () => {
    mockApi({
      'GET /api/audit/list': () => ({
        items: [entry(2, { action: 'POST /api/messages/create', actor: daniel, impersonator: margaret, target: null }), entry(1, { action: 'sign-in', target: null })],
        total: 2,
      }),
    });
    renderPage(<AuditPage />);
    const row = (await screen.findByText('POST /api/messages/create')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Daniel Okafor')).toBeTruthy();
    expect(within(row).getByText('viewed by Margaret Chen')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByText('sign-in')).toBeTruthy();
  });

  it('asks the gateway for the next page', async () => {
    const calls = mockApi({
      'GET /api/audit/list': ({ url }) => ({ items: [entry(Number(url.searchParams.get('page')) * 100)], total: 120 }),
    });
    renderPage(<AuditPage />);
    await screen.findByText('POST /api/userrole/create');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.map((call) => call.url.search)).toEqual(['?page=1&pageSize=50', '?page=2&pageSize=50']));
  });

  it('says when nothing has been recorded', async () => {
    mockApi({ 'GET /api/audit/list': () => ({ items: [], total: 0 }) });
    renderPage(<AuditPage />);
    expect(await screen.findByText('Nothing has been recorded yet')).toBeTruthy();
  });
});
