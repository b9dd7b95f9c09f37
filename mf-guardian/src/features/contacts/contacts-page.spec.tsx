import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import ContactsPage from './contacts-page';
import { GRANDMA_ITEM } from './contacts-testing';

describe("the family's contacts", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each contact with their relation, a mobile to tap and their roles per child', async () => {
    mockApi({ 'GET /api/contact/list': () => ({ items: [GRANDMA_ITEM], total: 1 }) });
    const { router } = renderInApp(<ContactsPage />, { user: testUser(), path: '/contacts' });
    const card = (await screen.findByRole('link', { name: 'Margaret Thompson' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Margaret Thompson' }).getAttribute('href')).toBe('/contacts/view/11');
    expect(within(card).getByRole('link', { name: '(416) 555-0177' }).getAttribute('href')).toBe('tel:+14165550177');
    expect(card.textContent).toContain('Grandmother');
    expect(card.textContent).toContain('Emma ThompsonCalled in an emergency, no. 1May pick up');
    expect(card.textContent).toContain('Noah ThompsonCalled in an emergency, no. 2');
    fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(router.state.location.pathname).toBe('/contacts/add');
  });

  it('says once, under its title, what the page is for', async () => {
    mockApi({ 'GET /api/contact/list': () => ({ items: [GRANDMA_ITEM], total: 1 }) });
    renderInApp(<ContactsPage />, { user: testUser(), path: '/contacts' });
    await screen.findByRole('link', { name: 'Margaret Thompson' });
    expect(screen.getAllByText(/who may pick (the|your) children up/)).toHaveLength(1);
  });

  it('says when the family has no contact yet', async () => {
    mockApi({ 'GET /api/contact/list': () => ({ items: [], total: 0 }) });
    renderInApp(<ContactsPage />, { user: testUser(), path: '/contacts' });
    expect(await screen.findByText('No contact yet')).toBeTruthy();
  });
});
