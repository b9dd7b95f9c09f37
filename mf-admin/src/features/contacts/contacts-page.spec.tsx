import { screen, within } from '@testing-library/react';
import { mockApi, onAPhone, renderPage } from '../../testing';
import { queries } from '../children/children-testing';
import { MARGARET_ITEM, PAUL_ITEM } from '../guardians/guardians-testing';
import ContactsPage from './contacts-page';

describe('the contacts list', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists one family's contacts with their relation, mobile and roles per child", async () => {
    const calls = mockApi({ 'GET /api/contact/list': () => ({ items: [MARGARET_ITEM, PAUL_ITEM], total: 2 }) });
    renderPage(<ContactsPage />, { path: '/contacts?familyId=5' });
    const margaret = (await screen.findByRole('link', { name: 'Margaret Thompson' })).closest('tr') as HTMLElement;
    expect(within(margaret).getByRole('link', { name: 'Margaret Thompson' }).getAttribute('href')).toBe('/contacts/view/11');
    expect(margaret.textContent).toContain('Grandmother');
    expect(margaret.textContent).toContain('(416) 555-0177');
    expect(margaret.textContent).toContain('Called in an emergency, no. 1');
    expect(margaret.textContent).toContain('May pick up');
    expect(screen.getByText("Showing one family's contacts.")).toBeTruthy();
    expect(screen.getByRole('link', { name: "Show every family's" }).getAttribute('href')).toBe('/contacts');
    expect(queries(calls, 'GET /api/contact/list')).toEqual([{ familyId: '5', page: '1', pageSize: '20' }]);
  });
});

describe('the contacts list on a phone', () => {
  onAPhone();
  afterEach(() => jest.restoreAllMocks());

  it('shows each contact as a card with the relation, mobile and roles per child, each child a link', async () => {
    mockApi({ 'GET /api/contact/list': () => ({ items: [MARGARET_ITEM, PAUL_ITEM], total: 2 }) });
    renderPage(<ContactsPage />, { path: '/contacts' });
    const margaret = (await screen.findByRole('link', { name: 'Margaret Thompson' })).closest('li') as HTMLElement;
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(margaret).getByRole('link', { name: 'Margaret Thompson' }).getAttribute('href')).toBe('/contacts/view/11');
    expect(margaret.textContent).toContain('Relation to the familyGrandmother');
    expect(margaret.textContent).toContain('Mobile(416) 555-0177');
    expect(within(margaret).getByRole('link', { name: 'Liam Thompson' }).getAttribute('href')).toBe('/child/9');
    expect(margaret.textContent).toContain('Called in an emergency, no. 1');
    expect(margaret.textContent).toContain('May pick up');
    const paul = screen.getByRole('link', { name: 'Paul Green' }).closest('li') as HTMLElement;
    expect(within(paul).getByRole('link', { name: 'Emma Thompson' })).toBeTruthy();
    expect(paul.textContent).not.toContain('Mobile');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
