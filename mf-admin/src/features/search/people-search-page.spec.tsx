import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PeopleSearchResultDto } from '@daycare/api-client';
import { mockApi, renderPage } from '../../testing';
import PeopleSearchPage from './people-search-page';

const OLIVER: PeopleSearchResultDto = { kind: 'child', id: 12, label: 'Oliver Thompson', detail: 'Sunflowers', matched: 'name', url: '/child/12' };
const EMMA: PeopleSearchResultDto = { kind: 'child', id: 13, label: 'Emma Thompson', detail: 'Infants', matched: 'name', url: '/child/13' };
const SARAH: PeopleSearchResultDto = { kind: 'guardian', id: 4, label: 'Sarah Thompson', detail: 'Oliver Thompson, Emma Thompson', matched: 'phone', url: '/guardians/4' };
const WALTER: PeopleSearchResultDto = { kind: 'contact', id: 8, label: 'Walter Thompson', detail: 'Grandfather · Oliver Thompson', matched: 'name', url: '/contacts/view/8' };

function answering(results: PeopleSearchResultDto[]) {
  return mockApi({ 'GET /api/search/people': () => results });
}

afterEach(() => jest.restoreAllMocks());

describe('the people search page', () => {
  it('searches for the query in the address and groups the people by kind, each with its detail line', async () => {
    const calls = answering([OLIVER, SARAH, EMMA, WALTER]);
    renderPage(<PeopleSearchPage />, { path: '/search?q=thompson' });
    const children = await screen.findByRole('region', { name: 'Children (2)' });
    expect(within(children).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Oliver Thompson', '/child/12'],
      ['Emma Thompson', '/child/13'],
    ]);
    expect(within(children).getByText('Sunflowers')).toBeTruthy();
    const guardians = screen.getByRole('region', { name: 'Guardian' });
    expect(within(guardians).getByRole('link', { name: 'Sarah Thompson' }).getAttribute('href')).toBe('/guardians/4');
    expect(within(guardians).getByText('by phone')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Contact' })).getByText('Grandfather · Oliver Thompson')).toBeTruthy();
    expect(calls.map((call) => [call.key, call.url.searchParams.get('q')])).toEqual([['GET /api/search/people', 'thompson']]);
    expect((screen.getByRole('searchbox', { name: 'Search people' }) as HTMLInputElement).value).toBe('thompson');
  });

  it('puts what is typed in the address once typing pauses, and opens a person', async () => {
    answering([OLIVER]);
    const { router } = renderPage(<PeopleSearchPage />, { path: '/search' });
    expect(screen.getByText('Type at least 2 characters of a name, a phone number or an e-mail address')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: ' olivr ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=olivr'));
    fireEvent.click(await screen.findByRole('link', { name: 'Oliver Thompson' }));
    expect(router.state.location.pathname).toBe('/child/12');
  });

  it('says so when nobody matches, and follows the address when it changes elsewhere', async () => {
    answering([]);
    const { router } = renderPage(<PeopleSearchPage />, { path: '/search?q=zzz' });
    expect(await screen.findByText('Nobody matches "zzz"')).toBeTruthy();
    await act(() => router.navigate('/search?q=yyy'));
    expect(await screen.findByText('Nobody matches "yyy"')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search people' }) as HTMLInputElement).value).toBe('yyy');
  });
});
