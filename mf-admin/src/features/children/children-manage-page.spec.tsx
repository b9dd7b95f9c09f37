import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, onAPhone, renderPage, type ApiCall } from '../../testing';
import ChildrenManagePage from './children-manage-page';
import { EMMA_ITEM, NOAH_ITEM, ROOMS, TAGS, bodies, choose, queries, typeDay } from './children-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/child/list': () => ({ items: [EMMA_ITEM, NOAH_ITEM], total: 2 }),
    'GET /api/room/list': () => ROOMS,
    'GET /api/Tags/List': () => TAGS,
    'POST /api/child/bulkMove': (call) => ({ count: (call.body as { childIds: number[] }).childIds.length }),
    'POST /api/child/bulkTag': () => ({ count: 1 }),
    'POST /api/child/bulkWithdraw': () => ({ count: 2 }),
    ...overrides,
  });
}

// Text and label queries: role queries over a table, three pickers and their panels are slow in jsdom.
const tick = (name: string) => fireEvent.click(screen.getByLabelText(`Select ${name}`));
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const listed = (name: string) => screen.findByText(name, { selector: 'a' });

describe('managing many children at once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves the ticked children to a room after a confirmation that says how many', async () => {
    const calls = answers();
    const { store } = renderPage(<ChildrenManagePage />, { path: '/children/manage' });
    await listed('Emma Thompson');
    expect(screen.getByText('0 children selected')).toBeTruthy();
    expect(button('Move').disabled).toBe(true);

    tick('Emma Thompson');
    tick('Noah Silva');
    expect(screen.getByText('2 children selected')).toBeTruthy();
    await choose('Room to move to', 'Infants');
    fireEvent.click(button('Move'));
    expect(await screen.findByText('Move 2 children to Infants?')).toBeTruthy();
    fireEvent.click(button('Yes, go ahead'));

    await waitFor(() => expect(bodies(calls, 'POST /api/child/bulkMove')).toEqual([{ childIds: [7, 8], roomId: 1 }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('2 children moved to Infants'));
    expect(screen.getByText('0 children selected')).toBeTruthy();
  });

  it('adds a tag to the ticked children', async () => {
    const calls = answers();
    const { store } = renderPage(<ChildrenManagePage />, { path: '/children/manage' });
    await listed('Noah Silva');
    tick('Noah Silva');
    await choose('Tag to add', 'Nut-free table');
    fireEvent.click(button('Add tag'));
    expect(await screen.findByText('Add the tag Nut-free table to 1 child?')).toBeTruthy();
    fireEvent.click(button('Yes, go ahead'));
    await waitFor(() => expect(bodies(calls, 'POST /api/child/bulkTag')).toEqual([{ childIds: [8], tagId: 3 }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('1 child tagged Nut-free table'));
  });

  it('withdraws the ticked children on a day', async () => {
    const calls = answers();
    const { store } = renderPage(<ChildrenManagePage />, { path: '/children/manage' });
    await listed('Emma Thompson');
    tick('Emma Thompson');
    tick('Noah Silva');
    await typeDay('Last day', '2026-12-18');
    fireEvent.click(button('Withdraw'));
    expect(await screen.findByText('Withdraw 2 children on Dec 18, 2026?')).toBeTruthy();
    fireEvent.click(button('Yes, go ahead'));
    await waitFor(() => expect(bodies(calls, 'POST /api/child/bulkWithdraw')).toEqual([{ childIds: [7, 8], withdrawnOn: '2026-12-18' }]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('2 children withdrawn on Dec 18, 2026'));
  });

  it("shows the server's refusal and keeps the selection", async () => {
    answers({ 'POST /api/child/bulkMove': () => Response.json({ statusCode: 404, message: 'Some of these children were not found' }, { status: 404 }) });
    renderPage(<ChildrenManagePage />, { path: '/children/manage' });
    await listed('Emma Thompson');
    tick('Emma Thompson');
    await choose('Room to move to', 'Toddlers');
    fireEvent.click(button('Move'));
    fireEvent.click(await screen.findByText('Yes, go ahead', { selector: 'button span' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Some of these children were not found');
    expect(screen.getByText('1 child selected')).toBeTruthy();
  });

  it('offers pages of up to 100 children', async () => {
    const calls = answers();
    renderPage(<ChildrenManagePage />, { path: '/children/manage?pageSize=100' });
    await listed('Emma Thompson');
    expect(queries(calls, 'GET /api/child/list').at(-1)?.pageSize).toBe('100');
  });
});

describe('managing many children on a phone', () => {
  onAPhone();
  afterEach(() => jest.restoreAllMocks());

  it("ticks the page's children from their cards and moves them", async () => {
    const calls = answers();
    renderPage(<ChildrenManagePage />, { path: '/children/manage' });
    await listed('Emma Thompson');
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    expect(screen.getByText('2 children selected')).toBeTruthy();
    tick('Noah Silva');
    expect(screen.getByText('1 child selected')).toBeTruthy();
    await choose('Room to move to', 'Infants');
    fireEvent.click(button('Move'));
    fireEvent.click(await screen.findByText('Yes, go ahead', { selector: 'button span' }));
    await waitFor(() => expect(bodies(calls, 'POST /api/child/bulkMove')).toEqual([{ childIds: [7], roomId: 1 }]));
  });
});
