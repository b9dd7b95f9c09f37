import { act, screen, waitFor, within } from '@testing-library/react';
import { api, type ExpectedChildDto, type PeopleChildDto } from '@daycare/api-client';
import { formatClock } from '@daycare/i18n';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import { ExpectedChildren } from './expected-children';

const toddlers = { id: 2, label: 'Toddlers' };
const infants = { id: 1, label: 'Infants' };

function expected(id: number, label: string, overrides: Partial<ExpectedChildDto> = {}): ExpectedChildDto {
  return { child: { id, label }, photoUrl: null, room: toddlers, arrives: '08:30', departs: '16:00', source: 'schedule', note: null, late: false, ...overrides };
}

function person(id: number, label: string, status = 0): PeopleChildDto {
  return {
    id, label, firstName: label.split(' ')[0], lastName: label.split(' ')[1], birthDate: '2022-01-01', photoUrl: null,
    status, rId: status ? 2 : null, signedInAt: null, incident: 0, onGoingMedication: 0, hasAllergies: false, allergies: null,
    allergyCount: 0, homeRoomId: 2, tagIds: [],
  } as PeopleChildDto;
}

const EMMA = expected(7, 'Emma Thompson', { late: true, arrives: '07:45' });
const NOAH = expected(8, 'Noah Thompson', { source: 'reported', arrives: '09:15', departs: null, note: 'Dentist first', room: infants, photoUrl: '/photos/noah.jpg' });

describe('still to come today', () => {
  afterEach(() => jest.restoreAllMocks());

  function answers(toCome: () => ExpectedChildDto[]) {
    return mockApi({
      'GET /api/attendance/expected': () => toCome(),
      'GET /api/tablet/childrenList': () => [person(7, 'Emma Thompson'), person(8, 'Noah Thompson')],
    });
  }

  const expectedCalls = (calls: ApiCall[]) => calls.filter((call) => call.key === 'GET /api/attendance/expected');

  it('lists who is still to come with room, times, where the times come from, the note, and a Late tag', async () => {
    const calls = answers(() => [EMMA, NOAH]);
    renderPage(<ExpectedChildren />);

    const list = await screen.findByRole('region', { name: 'Still to come today' });
    await within(list).findByText('Still to come today (2)');
    expect(Object.fromEntries(expectedCalls(calls)[0].url.searchParams)).toEqual({});
    const emma = within(list).getByTestId('expected-child-7');
    expect(emma.getAttribute('aria-label')).toBe('Emma Thompson, late');
    expect(within(emma).getByText('Late')).toBeTruthy();
    expect(emma.textContent).toContain(`Toddlers · ${formatClock('07:45')} – ${formatClock('16:00')} · schedule`);
    expect(within(emma).getByText('ET')).toBeTruthy();
    expect(within(emma).getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/attendance/search/children/7');

    const noah = within(list).getByTestId('expected-child-8');
    expect(noah.getAttribute('aria-label')).toBe('Noah Thompson');
    expect(within(noah).queryByText('Late')).toBeNull();
    expect(noah.textContent).toContain(`Infants · from ${formatClock('09:15')} · reported by family`);
    expect(within(noah).getByText('“Dentist first”')).toBeTruthy();
    expect(noah.querySelector('img')?.getAttribute('src')).toBe('/photos/noah.jpg');
    expect(within(list).getByText('1 late')).toBeTruthy();
  });

  it("asks for one room's children when given the room", async () => {
    const calls = answers(() => [EMMA]);
    renderPage(<ExpectedChildren roomId={2} />);
    await screen.findByText('Still to come today (1)');
    expect(expectedCalls(calls)[0].url.searchParams.get('roomId')).toBe('2');
  });

  it('says so when nobody else is expected', async () => {
    answers(() => []);
    renderPage(<ExpectedChildren />);
    expect(await screen.findByText('No one else is expected today')).toBeTruthy();
    expect(screen.getByText('Still to come today (0)')).toBeTruthy();
  });

  it('drops a child the moment the live connection signs them in, and loads the list again', async () => {
    let toCome = [EMMA, NOAH];
    const calls = answers(() => toCome);
    const { store } = renderPage(<ExpectedChildren />);
    await screen.findByTestId('expected-child-7');
    await waitFor(() => expect(api.endpoints.tabletChildrenList.select({})(store.getState() as never).data).toHaveLength(2));

    // What the shell's live connection writes into the people list when Emma is signed in.
    act(() => {
      store.dispatch(api.util.updateQueryData('tabletChildrenList', {}, (children) => {
        const emma = children.find((child) => child.id === 7);
        if (emma) emma.status = 1;
      }));
    });
    await waitFor(() => expect(screen.queryByTestId('expected-child-7')).toBeNull());
    expect(screen.getByText('Still to come today (1)')).toBeTruthy();

    // ...and the expected list it loads again no longer holds her either.
    toCome = [NOAH];
    await act(() => store.dispatch(api.endpoints.expectedAttendanceExpected.initiate({}, { subscribe: false, forceRefetch: true })));
    expect(expectedCalls(calls)).toHaveLength(2);
    expect(screen.queryByTestId('expected-child-7')).toBeNull();
    expect(screen.getByTestId('expected-child-8')).toBeTruthy();
  });

  it('tells the director when everyone expected has arrived', async () => {
    answers(() => [EMMA]);
    const { store } = renderPage(<ExpectedChildren />);
    await screen.findByTestId('expected-child-7');
    await waitFor(() => expect(api.endpoints.tabletChildrenList.select({})(store.getState() as never).data).toHaveLength(2));
    act(() => {
      store.dispatch(api.util.updateQueryData('tabletChildrenList', {}, (children) => {
        children.forEach((child) => void (child.status = 1));
      }));
    });
    expect(await screen.findByText('Everyone expected today has arrived')).toBeTruthy();
  });
});
