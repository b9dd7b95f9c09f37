import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { director, mockApi, renderInApp, type ApiCall } from '@daycare/shared-features/testing';
import { child, member } from '../../testing';
import MovePeoplePage from './move-people-page';

const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }, { id: 4, label: 'Gym', inRatio: false }];
const CHILDREN = [
  child(1, 'Ava Patel', { status: 1, rId: 1 }),
  child(2, 'Liam Chen', { status: 1, rId: 1 }),
  child(3, 'Noah Roy'),
  child(4, 'Mia Lopez', { status: 1, rId: 2, homeRoomId: 2 }),
];
const STAFF = [member(11, 'Amara Osei', { status: 1, rId: 1 }), member(12, 'Lucas Martin')];

async function pickOption(combobox: string, label: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]);
}

const moves = (calls: ApiCall[]) => calls.filter((call) => call.key === 'POST /api/tablet/movePeople').map((call) => call.body);

function answers(movePeople: (call: ApiCall) => unknown) {
  return mockApi({
    'GET /api/room/list': () => ROOMS,
    'GET /api/tablet/childrenList': () => CHILDREN,
    'GET /api/tablet/staffList': () => STAFF,
    'POST /api/tablet/movePeople': movePeople,
  });
}

describe('moving people between rooms', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists only signed-in people with their room, and moves the chosen ones to the chosen room', async () => {
    const moved = (id: number, label: string) => ({ at: '2026-11-23T10:00:00Z', attendanceId: id, from: { id: 1, label: 'Infants' }, person: { id, label }, personType: 'child', room: { id: 4, label: 'Gym' } });
    const calls = answers(() => [moved(1, 'Ava Patel'), moved(11, 'Amara Osei')]);
    const { store } = renderInApp(<MovePeoplePage />, { user: director, path: '/tablet/people/move' });

    const children = await screen.findByRole('group', { name: 'Children' });
    expect(within(children).getByText('Ava Patel')).toBeTruthy();
    expect(within(children).queryByText('Noah Roy')).toBeNull();
    expect(within(children).getByText('Mia Lopez').parentElement?.textContent).toContain('in Toddlers');
    expect(screen.getByRole('button', { name: 'Choose the room to move to' }).hasAttribute('disabled')).toBe(true);

    await pickOption('Move to', 'Gym');
    fireEvent.click(within(children).getByText('Ava Patel'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Staff' })).getByText('Amara Osei'));
    fireEvent.click(screen.getByRole('button', { name: 'Move 2 people to Gym' }));

    await waitFor(() => expect(moves(calls)).toEqual([{ roomId: 4, children: [1], staff: [11] }]));
    await waitFor(() => expect(store.getState().snackbar).toMatchObject({ open: true, text: '2 people moved to Gym' }));
  });

  it('chooses everyone at once, leaving out those already in the target room', async () => {
    const calls = answers(() => []);
    renderInApp(<MovePeoplePage />, { user: director, path: '/tablet/people/move' });
    await pickOption('Move to', 'Toddlers');
    const children = await screen.findByRole('group', { name: 'Children' });
    expect(within(children).getByText('Mia Lopez').parentElement?.textContent).toContain('already there');
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose all' })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Move 2 people to Toddlers' }));
    await waitFor(() => expect(moves(calls)).toEqual([{ roomId: 2, children: [1, 2], staff: [] }]));
  });

  it("shows one room's people when the director chooses where from", async () => {
    const calls = answers(() => []);
    renderInApp(<MovePeoplePage />, { user: director, path: '/tablet/people/move' });
    await pickOption('From', 'Infants');
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/tablet/childrenList' && call.url.searchParams.get('roomId') === '1')).toBe(true));
    const children = await screen.findByRole('group', { name: 'Children' });
    expect(within(children).getByText('Ava Patel')).toBeTruthy();
    expect(within(children).queryByText('Mia Lopez')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    answers(() => Response.json({ statusCode: 400, message: 'Liam Chen is not signed in' }, { status: 400 }));
    renderInApp(<MovePeoplePage />, { user: director, path: '/tablet/people/move' });
    await pickOption('Move to', 'Gym');
    fireEvent.click(within(await screen.findByRole('group', { name: 'Children' })).getByText('Liam Chen'));
    fireEvent.click(screen.getByRole('button', { name: 'Move 1 person to Gym' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Liam Chen is not signed in');
  });
});
