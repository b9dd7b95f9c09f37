import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PeopleSearchResultDto } from '@daycare/api-client';
import type { LoggedInUser } from '@daycare/store';
import { director, mockApi, renderInApp, staff, tablet } from '@daycare/shared-features/testing';
import SearchDialog from './search-dialog';

const OLIVER: PeopleSearchResultDto = { kind: 'child', id: 12, label: 'Oliver Thompson', detail: 'Sunflowers', matched: 'name', url: '/child/12' };
const SARAH: PeopleSearchResultDto = { kind: 'guardian', id: 4, label: 'Sarah Thompson', detail: 'Oliver Thompson', matched: 'name', url: '/guardians/4' };

function renderDialog(user: LoggedInUser, people: PeopleSearchResultDto[]) {
  const calls = mockApi({ 'GET /api/search/people': () => people });
  window.innerWidth = 1280;
  const view = renderInApp(<SearchDialog open onClose={jest.fn()} />, { user });
  return { ...view, calls, input: screen.getByRole('textbox', { name: 'Search the menu' }) };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const linksOf = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => link.textContent);
const navigations = () => screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));

afterEach(() => jest.restoreAllMocks());

describe('the header search dialog', () => {
  it('finds people by name once typing pauses, first when the words name no page, and opens one on Enter', async () => {
    const { input, calls, router } = renderDialog(director, [OLIVER]);
    type(input, 'olivr');
    expect(await screen.findByText('Oliver Thompson')).toBeTruthy();
    expect(screen.getByText('Sunflowers')).toBeTruthy();
    expect(screen.getByText('Child')).toBeTruthy();
    expect(calls.map((call) => call.url.searchParams.get('q'))).toEqual(['olivr']);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(router.state.location.pathname).toBe('/child/12');
  });

  it('lists pages first when the query names one, people after them', async () => {
    const { input } = renderDialog(director, [{ ...SARAH, label: 'Ivy Invoice' }]);
    type(input, 'invoice');
    await screen.findByText('Ivy Invoice');
    expect(navigations()).toEqual(['Search results', 'People']);
    expect(linksOf('Search results')).toEqual(['Billing / Invoices', 'Invoice preview']);
  });

  it('lists people first for a phone number, and the arrow keys choose what Enter opens', async () => {
    const { input, router } = renderDialog(director, [OLIVER, SARAH]);
    type(input, '416 555');
    await screen.findByText('Sarah Thompson');
    expect(navigations()[0]).toBe('People');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { current: true }).textContent).toContain('Sarah Thompson');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(router.state.location.pathname).toBe('/guardians/4');
  });

  it('leads to every result on the search page', async () => {
    const { input, router } = renderDialog(staff, [OLIVER]);
    type(input, ' Oliver T ');
    fireEvent.click(await screen.findByRole('link', { name: 'See all results' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=Oliver+T');
  });

  it('does not ask for people below two characters, nor for a room tablet', async () => {
    const first = renderDialog(director, [OLIVER]);
    type(first.input, 'o');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(first.calls).toEqual([]);
    first.unmount();

    const { input, calls } = renderDialog(tablet, [OLIVER]);
    type(input, 'oliver');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('link', { name: 'See all results' })).toBeNull();
    await waitFor(() => expect(screen.getByText('No page matches "oliver"')).toBeTruthy());
  });
});
