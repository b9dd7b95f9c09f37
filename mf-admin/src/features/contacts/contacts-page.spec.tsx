import { screen, within } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
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
