import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, onAPhone, renderPage } from '../../testing';
import { queries } from '../children/children-testing';
import GuardiansPage from './guardians-page';
import { JOAO_ITEM, SARAH_ITEM } from './guardians-testing';

describe('the guardians list', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists guardians with their e-mail, masked mobile, children and the account holder', async () => {
    const calls = mockApi({ 'GET /api/guardian/list': () => ({ items: [SARAH_ITEM, JOAO_ITEM], total: 2 }) });
    renderPage(<GuardiansPage />, { path: '/guardians' });
    const sarah = (await screen.findByRole('link', { name: 'Sarah Thompson' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Sarah Thompson' }).getAttribute('href')).toBe('/guardians/4');
    expect(sarah.textContent).toContain('parent@demo.test');
    expect(sarah.textContent).toContain('(416) 555-0123');
    expect(sarah.textContent).toContain('Account holder');
    expect(within(sarah).getByRole('link', { name: 'Liam Thompson' }).getAttribute('href')).toBe('/child/9');
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('2 guardians')).toBeTruthy();
    expect(queries(calls, 'GET /api/guardian/list')).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('searches on the server, keeping the search in the address', async () => {
    const calls = mockApi({ 'GET /api/guardian/list': () => ({ items: [SARAH_ITEM], total: 1 }) });
    const { router } = renderPage(<GuardiansPage />, { path: '/guardians?page=2' });
    await screen.findByRole('link', { name: 'Sarah Thompson' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search guardians' }), { target: { value: '4165' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=4165'));
    await waitFor(() => expect(queries(calls, 'GET /api/guardian/list').at(-1)).toEqual({ search: '4165', page: '1', pageSize: '20' }));
  });

  it('says when no guardian matches', async () => {
    mockApi({ 'GET /api/guardian/list': () => ({ items: [], total: 0 }) });
    renderPage(<GuardiansPage />, { path: '/guardians?search=zzz' });
    expect(await screen.findByText('No guardian matches')).toBeTruthy();
  });
});

describe('the guardians list on a phone', () => {
  onAPhone();
  afterEach(() => jest.restoreAllMocks());

  it('shows each guardian as a card with the e-mail, mobile, account holder and children as links', async () => {
    mockApi({ 'GET /api/guardian/list': () => ({ items: [SARAH_ITEM, JOAO_ITEM], total: 2 }) });
    renderPage(<GuardiansPage />, { path: '/guardians' });
    const sarah = (await screen.findByRole('link', { name: 'Sarah Thompson' })).closest('li') as HTMLElement;
    expect(within(screen.getByRole('list', { name: 'Guardians' })).getAllByRole('listitem')).toHaveLength(2);
    expect(sarah.textContent).toContain('Account holder');
    expect(sarah.textContent).toContain('E-mailparent@demo.test');
    expect(sarah.textContent).toContain('Mobile(416) 555-0123');
    expect(within(sarah).getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/child/7');
    expect(within(sarah).getByRole('link', { name: 'Liam Thompson' }).getAttribute('href')).toBe('/child/9');
    const joao = screen.getByRole('link', { name: 'João Silva' }).closest('li') as HTMLElement;
    expect(joao.textContent).toContain('Mobile(11) 98765-4321');
    expect(within(joao).getByRole('link', { name: 'Noah Silva' })).toBeTruthy();
    expect(screen.getByText('2 guardians')).toBeTruthy();
  });
});
