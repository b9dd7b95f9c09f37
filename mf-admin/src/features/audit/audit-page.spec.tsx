import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
import AuditPage from './audit-page';

const margaret = { id: 2, name: 'Margaret Chen' };
const daniel = { id: 7, name: 'Daniel Okafor' };

function entry(id: number, overrides = {}) {
  return {
    id, createdAt: '2026-03-02T14:05:09.000Z', action: 'role.grant', actor: margaret, impersonator: null, target: 'user:7', targetName: 'Daniel Okafor',
    detail: { code: 'MESSAGES' }, ip: '203.0.113.7', ...overrides,
  };
}

describe('the audit log page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says what happened in words with the names, and keeps the raw record one click away', async () => {
    mockApi({
      'GET /api/audit/list': () => ({
        items: [
          entry(3, { action: 'POST /api/daycare/changeCenter', target: 'daycare:2', targetName: 'Maple Grove Child Care', detail: null }),
          entry(2),
          entry(1, { action: 'sign-in', target: 'user:2', targetName: 'Margaret Chen', detail: null }),
          entry(0, { action: 'POST /api/onmyway/readOmw', actor: daniel, target: null, targetName: null, detail: null }),
        ],
        total: 4,
      }),
    });
    renderPage(<AuditPage />);
    expect(await screen.findByText('Margaret Chen changed centre to Maple Grove Child Care')).toBeTruthy();
    expect(screen.getByText('Margaret Chen gave Daniel Okafor the Messages role')).toBeTruthy();
    expect(screen.getByText('Margaret Chen signed in')).toBeTruthy();
    expect(screen.getByText('Daniel Okafor marked an on-my-way notice read')).toBeTruthy();
    expect(screen.queryByText('POST /api/daycare/changeCenter')).toBeNull();

    fireEvent.click(screen.getByText('Margaret Chen changed centre to Maple Grove Child Care'));
    expect(await screen.findByText('POST /api/daycare/changeCenter')).toBeTruthy();
    expect(screen.getByText('daycare:2')).toBeTruthy();
    expect(screen.getByText('Margaret Chen (user:2)')).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
  });

  it('names the real user behind an impersonated action, and words a write it has no sentence for by its area', async () => {
    mockApi({
      'GET /api/audit/list': () => ({
        items: [entry(2, { action: 'POST /api/schedule/create', actor: daniel, impersonator: margaret, target: null, targetName: null, detail: null })],
        total: 1,
      }),
    });
    renderPage(<AuditPage />);
    expect(await screen.findByText('Daniel Okafor saved a change to schedule (Margaret Chen, acting as Daniel Okafor)')).toBeTruthy();
  });

  it('asks the gateway for the next page', async () => {
    const calls = mockApi({
      'GET /api/audit/list': ({ url }) => ({ items: [entry(Number(url.searchParams.get('page')) * 100)], total: 120 }),
    });
    renderPage(<AuditPage />);
    await screen.findByText('Margaret Chen gave Daniel Okafor the Messages role');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.map((call) => call.url.search)).toEqual(['?page=1&pageSize=50', '?page=2&pageSize=50']));
  });

  it('says when nothing has been recorded', async () => {
    mockApi({ 'GET /api/audit/list': () => ({ items: [], total: 0 }) });
    renderPage(<AuditPage />);
    expect(await screen.findByText('Nothing has been recorded yet')).toBeTruthy();
  });
});
