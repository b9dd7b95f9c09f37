import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, onAPhone, renderPage, type ApiCall } from '../../testing';
import ChildrenPage from './children-page';
import { EMMA_ITEM, NOAH_ITEM, ROOMS, TAGS, queries } from './children-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/child/list': () => ({ items: [EMMA_ITEM, NOAH_ITEM], total: 42 }),
    'GET /api/room/list': () => ROOMS,
    'GET /api/Tags/List': () => TAGS,
    ...overrides,
  });
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
const cardOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
const lastListQuery = (calls: ApiCall[]) => queries(calls, 'GET /api/child/list').at(-1);

describe('the children page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows each child's room, age, status, tags and alerts, with the name leading to the record", async () => {
    const calls = answers();
    renderPage(<ChildrenPage />, { path: '/children' });

    const emma = await rowOf('Emma Thompson');
    expect(within(emma).getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/child/7');
    expect(emma.textContent).toContain('Toddlers');
    expect(emma.textContent).toContain('2 years 3 months');
    expect(emma.textContent).toContain('Enrolled');
    expect(emma.textContent).toContain('Bus A');
    expect(within(emma).getByText('2 allergies, one severe').closest('.ant-tag')?.className).toContain('error');
    expect(emma.textContent).toContain('1 medication');
    expect(emma.textContent).toContain('ET');

    const noah = await rowOf('Noah Silva');
    expect(noah.textContent).toContain('7 months');
    expect(noah.textContent).toContain('Starting');
    expect(noah.textContent).toContain('No home room');
    expect(screen.getByText('42 children')).toBeTruthy();
    expect(lastListQuery(calls)).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '20' });
  });

  it('searches once typing pauses, keeps the search in the address and starts again from the first page', async () => {
    const calls = answers();
    const { router } = renderPage(<ChildrenPage />, { path: '/children?page=2' });
    await rowOf('Emma Thompson');
    expect(lastListQuery(calls)?.page).toBe('2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search children by name' }), { target: { value: 'emm' } });
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ search: 'emm', sort: 'name', order: 'asc', page: '1', pageSize: '20' }));
    expect(router.state.location.search).toBe('?search=emm');
  });

  it('reads the search and filters from the address, so a reload shows the same children', async () => {
    const calls = answers();
    renderPage(<ChildrenPage />, { path: '/children?search=tho&roomId=2&status=enrolled&sort=age&order=desc&pageSize=50' });
    await rowOf('Emma Thompson');
    expect(lastListQuery(calls)).toEqual({ search: 'tho', roomId: '2', status: 'enrolled', sort: 'age', order: 'desc', page: '1', pageSize: '50' });
    expect((screen.getByRole('searchbox', { name: 'Search children by name' }) as HTMLInputElement).value).toBe('tho');
  });

  it('sorts by a column and pages on the server', async () => {
    const calls = answers();
    const { router } = renderPage(<ChildrenPage />, { path: '/children' });
    await rowOf('Emma Thompson');

    fireEvent.click(screen.getAllByText('Age', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sort: 'age', order: 'asc' }));
    fireEvent.click(screen.getAllByText('Age', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sort: 'age', order: 'desc' }));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sort: 'age', order: 'desc', page: '2', pageSize: '20' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('filters by status', async () => {
    const calls = answers();
    renderPage(<ChildrenPage />, { path: '/children' });
    await rowOf('Emma Thompson');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByText('Withdrawn', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ status: 'withdrawn', page: '1' }));
  });

  it('offers a director to add and to manage children', async () => {
    answers();
    const { router } = renderPage(<ChildrenPage />, { path: '/children' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child' }));
    expect(router.state.location.pathname).toBe('/children/add');
    fireEvent.click(screen.getByRole('button', { name: 'Manage children' }));
    expect(router.state.location.pathname).toBe('/children/manage');
  });

  it('shows staff the list without the directors’ buttons', async () => {
    answers();
    renderPage(<ChildrenPage />, { path: '/children', user: staff });
    await rowOf('Emma Thompson');
    expect(screen.queryByRole('button', { name: 'Add a child' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage children' })).toBeNull();
  });

  it('says so when no child matches', async () => {
    answers({ 'GET /api/child/list': () => ({ items: [], total: 0 }) });
    renderPage(<ChildrenPage />, { path: '/children?search=zzz' });
    expect(await screen.findByText('No child matches these filters')).toBeTruthy();
  });
});

describe('the children page on a phone', () => {
  onAPhone();
  afterEach(() => jest.restoreAllMocks());

  it("shows each child as a card with the photo, room, age, status, tags and alerts the table's row has", async () => {
    answers();
    renderPage(<ChildrenPage />, { path: '/children' });
    const emma = await cardOf('Emma Thompson');
    expect(within(screen.getByRole('list', { name: 'Children' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(emma).getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/child/7');
    expect(emma.textContent).toContain('ET');
    expect(emma.textContent).toContain('RoomToddlers');
    expect(emma.textContent).toContain('Age2 years 3 months');
    expect(emma.textContent).toContain('StatusEnrolled');
    expect(emma.textContent).toContain('TagsBus A');
    expect(within(emma).getByText('2 allergies, one severe').closest('.ant-tag')?.className).toContain('error');
    expect(emma.textContent).toContain('1 medication');
    const noah = await cardOf('Noah Silva');
    expect(noah.textContent).toContain('StatusStarting');
    expect(noah.textContent).toContain('RoomNo home room');
    expect(noah.textContent).not.toContain('Alerts');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts with a select and pages on the server, keeping the sort', async () => {
    const calls = answers();
    renderPage(<ChildrenPage />, { path: '/children' });
    await cardOf('Emma Thompson');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByText('Age, descending', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sort: 'age', order: 'desc', page: '1' }));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ sort: 'age', order: 'desc', page: '2', pageSize: '20' }));
  });
});
