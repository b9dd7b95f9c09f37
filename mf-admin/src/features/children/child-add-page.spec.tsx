import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import ChildAddPage from './child-add-page';
import { ROOMS, bodies, choose, queries, typeDay } from './children-testing';

const THOMPSONS = { id: 5, surnames: ['Thompson'], guardians: ['Sarah Thompson'], children: ['Emma Thompson'] };

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/room/list': () => ROOMS,
    'GET /api/family/list': (call) => (call.url.searchParams.get('search') ? [THOMPSONS] : []),
    'POST /api/child/create': () => ({ id: 31, familyId: 12 }),
    ...overrides,
  });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add the child' }));

describe('adding a child', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds a child in a new family with a room and a start date, then opens the record', async () => {
    const calls = answers();
    const { router, store } = renderPage(<ChildAddPage />, { path: '/children/add' });
    await screen.findByRole('radio', { name: 'A new family' });
    expect((screen.getByRole('radio', { name: 'A new family' }) as HTMLInputElement).checked).toBe(true);

    type('First name', ' Ava ');
    type('Last name', 'Rivera');
    await typeDay('Birth date', '2024-02-10');
    await choose('Gender', 'Female');
    await choose('Home room', 'Infants');
    await typeDay('Start date', '2026-12-01');
    submit();

    await waitFor(() => expect(bodies(calls, 'POST /api/child/create')).toEqual([
      { firstName: 'Ava', lastName: 'Rivera', birthDate: '2024-02-10', gender: 'female', homeRoomId: 1, startDate: '2026-12-01' },
    ]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/31'));
    expect(selectSnackbar(store.getState()).text).toBe('Ava Rivera was added');
  });

  it("adds a child to a family found by a guardian's name", async () => {
    const calls = answers();
    renderPage(<ChildAddPage />, { path: '/children/add' });
    fireEvent.click(await screen.findByRole('radio', { name: 'A family of the centre' }));
    const family = await screen.findByRole('combobox', { name: 'Family' });
    fireEvent.mouseDown(family);
    fireEvent.change(family, { target: { value: 'sarah' } });
    fireEvent.click(await screen.findByText('Thompson family (Sarah Thompson, Emma Thompson)', { selector: '.ant-select-item-option-content' }));
    expect(queries(calls, 'GET /api/family/list')).toContainEqual({ search: 'sarah' });

    type('First name', 'Liam');
    type('Last name', 'Thompson');
    await typeDay('Birth date', '2025-01-15');
    submit();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/create')).toEqual([
      { familyId: 5, firstName: 'Liam', lastName: 'Thompson', birthDate: '2025-01-15' },
    ]));
  });

  it("preselects a sibling's family from the address", async () => {
    const calls = answers();
    renderPage(<ChildAddPage />, { path: '/children/add?familyId=5' });
    expect((await screen.findByRole('radio', { name: 'A family of the centre' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText("The sibling's family")).toBeTruthy();
    type('First name', 'Liam');
    type('Last name', 'Thompson');
    await typeDay('Birth date', '2025-01-15');
    submit();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/create')).toEqual([
      { familyId: 5, firstName: 'Liam', lastName: 'Thompson', birthDate: '2025-01-15' },
    ]));
  });

  it('asks for the names, the birth date and, when adding to a family of the centre, the family before sending', async () => {
    const calls = answers();
    renderPage(<ChildAddPage />, { path: '/children/add' });
    fireEvent.click(await screen.findByRole('radio', { name: 'A family of the centre' }));
    await screen.findByRole('combobox', { name: 'Family' });
    submit();
    expect(await screen.findByText("Enter the child's first name")).toBeTruthy();
    expect(screen.getByText("Enter the child's last name")).toBeTruthy();
    expect(screen.getByText('Enter the birth date')).toBeTruthy();
    expect(screen.getByText('Choose the family')).toBeTruthy();
    type('First name', 'x'.repeat(61));
    expect(await screen.findByText('The name can be at most 60 characters')).toBeTruthy();
    expect(bodies(calls, 'POST /api/child/create')).toEqual([]);
  });

  it("shows the server's refusal on the form", async () => {
    answers({ 'POST /api/child/create': () => Response.json({ statusCode: 400, message: 'The birth date cannot be in the future' }, { status: 400 }) });
    const { router } = renderPage(<ChildAddPage />, { path: '/children/add' });
    await screen.findByRole('radio', { name: 'A new family' });
    type('First name', 'Ava');
    type('Last name', 'Rivera');
    await typeDay('Birth date', '2024-02-10');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('The birth date cannot be in the future');
    expect(router.state.location.pathname).toBe('/children/add');
  });
});
