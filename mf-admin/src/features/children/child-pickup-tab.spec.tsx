import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { EMMA_PICKUP, MARGARET_ITEM, PAUL_ITEM } from '../guardians/guardians-testing';
import ChildPage from './child-page';
import { EMMA, EMMA_FOR_STAFF, bodies, queries } from './children-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/child/byId': () => EMMA,
    'GET /api/pickup/child': () => EMMA_PICKUP,
    'GET /api/contact/list': () => ({ items: [PAUL_ITEM, MARGARET_ITEM], total: 2 }),
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const openTab = async () => {
  await screen.findByRole('heading', { name: 'Emma Thompson' });
  return screen.findByRole('region', { name: 'Who may pick up' });
};

describe("the child record's Pick-up tab", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists who may pick up, guardians first, with photo or initials, relation and a mobile to tap', async () => {
    const calls = answers();
    renderPage(<ChildPage />, { path: '/child/7/pickup' });
    const authorised = await openTab();
    const items = within(authorised).getAllByRole('listitem');
    expect(items.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Sarah ThompsonMotherGuardian(416) 555-0123'),
      expect.stringContaining('Margaret ThompsonGrandmotherContact'),
    ]);
    expect(items[0].textContent).toMatch(/^ST/);
    expect(items[1].querySelector('img')?.getAttribute('src')).toBe('/api/files/3/thumb');
    expect(within(authorised).getByRole('link', { name: 'Sarah Thompson' }).getAttribute('href')).toBe('/guardians/4');
    expect(within(authorised).getByRole('link', { name: 'Margaret Thompson' }).getAttribute('href')).toBe('/contacts/view/11');
    expect(queries(calls, 'GET /api/pickup/child')).toEqual([{ childId: '7' }]);
  });

  it('warns in red about who must never be given the child', async () => {
    answers();
    renderPage(<ChildPage />, { path: '/child/7/pickup' });
    await openTab();
    const warning = within(section('Never release to')).getByRole('alert');
    expect(warning.className).toContain('error');
    expect(warning.textContent).toContain('Never release this child to John Doe');
    expect(warning.textContent).toContain('Tall, dark hair; drives a red pickup');
    expect(warning.textContent).toContain('Document: Court order 2026-114');
    expect(warning.textContent).toContain('October 1, 2026');
  });

  it('lets directors add and remove never-release entries', async () => {
    const calls = answers({
      'POST /api/pickup/neverRelease': () => ({ id: 3, name: 'Max Roe', description: 'Beard', documentNote: null, createdAt: '2026-11-26T10:00:00Z' }),
      'DELETE /api/pickup/neverRelease': () => undefined,
    });
    renderPage(<ChildPage />, { path: '/child/7/pickup' });
    await openTab();
    fireEvent.click(screen.getByRole('button', { name: 'Add someone never to release to' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Max Roe ' } });
    fireEvent.change(screen.getByLabelText('How to recognise them'), { target: { value: 'Beard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the never-release list' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/pickup/neverRelease')).toEqual([{ childId: 7, name: 'Max Roe', description: 'Beard', documentNote: null }]));

    fireEvent.click(screen.getByRole('button', { name: 'Remove John Doe from the never-release list' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'DELETE /api/pickup/neverRelease').map((call) => call.url.search)).toEqual(['?id=2']));
  });

  it("orders the child's contacts by call order, and directors move one earlier", async () => {
    const calls = answers({ 'POST /api/contact/reorder': () => [] });
    renderPage(<ChildPage />, { path: '/child/7/pickup' });
    await openTab();
    await within(section('Emergency call order')).findByRole('link', { name: 'Paul Green' });
    const order = within(section('Emergency call order')).getAllByRole('listitem');
    expect(order.map((entry) => within(entry).getAllByRole('link')[0].textContent)).toEqual(['Margaret Thompson', 'Paul Green']);
    expect(screen.getByRole('button', { name: 'Call Margaret Thompson earlier' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Call Paul Green earlier' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/reorder')).toEqual([{ childId: 7, contactIds: [12, 11] }]));
    expect(queries(calls, 'GET /api/contact/list')[0]).toEqual({ familyId: '5', pageSize: '100' });
  });

  it('leaves out of the call order a contact who only picks the child up, and keeps them last when directors reorder', async () => {
    const pickUpOnly = { ...PAUL_ITEM, id: 13, label: 'Ann Lee', children: [{ child: { id: 7, label: 'Emma Thompson' }, callOrder: 3, emergency: false, mayPickUp: true }] };
    const calls = answers({ 'GET /api/contact/list': () => ({ items: [PAUL_ITEM, pickUpOnly, MARGARET_ITEM], total: 3 }), 'POST /api/contact/reorder': () => [] });
    renderPage(<ChildPage />, { path: '/child/7/pickup' });
    await openTab();
    await within(section('Emergency call order')).findByRole('link', { name: 'Paul Green' });
    const order = within(section('Emergency call order')).getAllByRole('listitem');
    expect(order.map((entry) => within(entry).getAllByRole('link')[0].textContent)).toEqual(['Margaret Thompson', 'Paul Green']);
    fireEvent.click(screen.getByRole('button', { name: 'Call Paul Green earlier' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/contact/reorder')).toEqual([{ childId: 7, contactIds: [12, 11, 13] }]));
  });

  it('tells staff outside the room, once, that the pick-up list is not theirs to read', async () => {
    answers({ 'GET /api/child/byId': () => EMMA_FOR_STAFF, 'GET /api/pickup/child': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    const { store } = renderPage(<ChildPage />, { path: '/child/7/pickup', user: staff });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    expect(await screen.findByText("The pick-up list is for directors, the staff of the child's room and the family.")).toBeTruthy();
    expect(screen.queryByText('This child was not found')).toBeNull();
    expect(store.getState().snackbar.open).toBe(false);
  });

  it('links the family tab to the guardians, and offers to add a guardian and a contact', async () => {
    answers();
    const { router } = renderPage(<ChildPage />, { path: '/child/7/family' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    expect(screen.getByRole('link', { name: 'Sarah Thompson' }).getAttribute('href')).toBe('/guardians/4');
    fireEvent.click(screen.getByRole('button', { name: 'Add a guardian' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/guardians/create?familyId=5');
    await act(() => router.navigate('/child/7/family'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/contacts/add?childId=7');
  });
});
