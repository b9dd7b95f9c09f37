import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import SuppliesPage from './supplies-page';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }];
const LISTS: Record<string, { id: number; label: string; note: string | null }[]> = {
  1: [{ id: 1, label: 'Diapers', note: 'One pack a week' }, { id: 2, label: 'Spare clothes', note: null }],
  2: [{ id: 3, label: 'Sunscreen', note: null }],
};
const callsTo = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key);
const values = () => screen.getAllByRole('textbox', { name: /^Item \d+$/ }).map((input) => (input as HTMLInputElement).value);

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/room/list': () => ROOMS,
    'GET /api/room/supplyListByRoom': (call) => LISTS[call.url.searchParams.get('roomId') ?? ''],
    'POST /api/room/updateSupplyList': (call) => (call.body as { items: object[] }).items.map((item, index) => ({ id: 10 + index, ...item })),
    ...overrides,
  });
}

describe("the director's supply lists", () => {
  afterEach(() => jest.restoreAllMocks());

  it("edits the first room's list: adds, reorders and removes lines, then saves them in order", async () => {
    const calls = answers();
    const { store } = renderPage(<SuppliesPage />, { path: '/room/supplies' });
    await waitFor(() => expect(values()).toEqual(['Diapers', 'Spare clothes']));
    expect((screen.getByRole('textbox', { name: 'Note on item 1' }) as HTMLInputElement).value).toBe('One pack a week');

    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Item 3' }), { target: { value: ' Sun hat ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(values()).toEqual([' Sun hat ', 'Spare clothes']);
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));

    await waitFor(() => expect(callsTo(calls, 'POST /api/room/updateSupplyList').map((call) => call.body)).toEqual([
      { roomId: 1, items: [{ label: 'Sun hat', note: null }, { label: 'Spare clothes', note: null }] },
    ]));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('The supply list of Infants is saved'));
  });

  it('shows the chosen room\'s list', async () => {
    answers();
    renderPage(<SuppliesPage />, { path: '/room/supplies' });
    await waitFor(() => expect(values()).toEqual(['Diapers', 'Spare clothes']));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Room' }));
    fireEvent.click(await screen.findByText('Toddlers', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(values()).toEqual(['Sunscreen']));
  });

  it("asks for every line's text before sending, and shows the server's refusal", async () => {
    const calls = answers({ 'POST /api/room/updateSupplyList': () => Response.json({ message: ['items may hold at most 200 lines'] }, { status: 400 }) });
    renderPage(<SuppliesPage />, { path: '/room/supplies' });
    await waitFor(() => expect(values()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    expect(await screen.findByText('Enter what to bring')).toBeTruthy();
    expect(callsTo(calls, 'POST /api/room/updateSupplyList')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove item 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    expect((await screen.findByRole('alert')).textContent).toContain('items may hold at most 200 lines');
    expect(values()).toEqual(['Diapers', 'Spare clothes']);
  });
});
