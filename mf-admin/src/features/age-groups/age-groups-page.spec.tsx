import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import AgeGroupsPage from './age-groups-page';

const GROUPS = [
  { id: 1, label: 'Infants', minMonths: 0, maxMonths: 18, childrenPerStaff: 3, sleepCheckMinutes: 15 },
  { id: 2, label: 'Preschool', minMonths: 30, maxMonths: null, childrenPerStaff: 8, sleepCheckMinutes: 30 },
];
const room = (id: number, label: string, extra: object) => ({
  id, label, inRatio: true, capacity: null, ageGroupId: null, ageGroupLabel: null, childrenPerStaff: null, enrolled: 0, childrenIn: 0, staffIn: 0, requiredStaff: 0, ...extra,
});
const ROOMS = [
  room(1, 'Infants', { capacity: 10, ageGroupId: 1, ageGroupLabel: 'Infants', childrenPerStaff: 3, enrolled: 9, childrenIn: 7, staffIn: 3, requiredStaff: 3 }),
  room(4, 'Gym', { inRatio: false }),
];
const callsTo = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key);

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/daycare/ageGroups': () => GROUPS, 'GET /api/room/byDaycare': () => ROOMS, ...overrides });
}

/** The row whose first cell names the room or age group. */
async function rowOf(section: string, name: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: section });
  const cell = await within(region).findByText(name, { selector: 'tr > td:first-child, tr > td:first-child a' });
  return cell.closest('tr') as HTMLElement;
}

describe('the age groups page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists age groups with their ages and ratios, and the rooms with their live ratio and edit links', async () => {
    const calls = answers();
    const { router } = renderPage(<AgeGroupsPage />, { path: '/agegroups' });
    expect((await rowOf('Age groups', 'Infants')).textContent).toContain('0 to 18 months1 staff to 3 childrenEvery 15 min');
    expect((await rowOf('Age groups', 'Preschool')).textContent).toContain('30 months and up');

    const infants = await rowOf('Rooms', 'Infants');
    expect(infants.textContent).toContain('9 of 10');
    expect(within(infants).getByTestId('live-ratio-1').textContent).toBe('7 children in · 3 staff in · 3 requiredIn ratio');
    expect(within(await rowOf('Rooms', 'Gym')).getAllByText('Not in ratio')).toHaveLength(2);
    expect(within(infants).getByRole('link', { name: 'Infants' }).getAttribute('href')).toBe('/rooms/update/1');
    expect(callsTo(calls, 'GET /api/room/byDaycare')[0].url.searchParams.get('daycareId')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'New room' }));
    expect(router.state.location.pathname).toBe('/rooms/create/1');
  });

  it('adds an age group', async () => {
    const calls = answers({ 'POST /api/daycare/updateAgeGroup': (call) => ({ id: 3, ...(call.body as object) }) });
    renderPage(<AgeGroupsPage />, { path: '/agegroups' });
    await rowOf('Age groups', 'Infants');
    fireEvent.click(screen.getByRole('button', { name: 'New age group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Toddlers' } });
    fireEvent.change(within(dialog).getByLabelText('From age (months)'), { target: { value: '18' } });
    fireEvent.change(within(dialog).getByLabelText('Up to age (months, not included)'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText('Children per staff member'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add age group' }));

    await waitFor(() => expect(callsTo(calls, 'POST /api/daycare/updateAgeGroup').map((call) => call.body)).toEqual([
      { label: 'Toddlers', minMonths: 18, maxMonths: 30, childrenPerStaff: 5 },
    ]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'GET /api/daycare/ageGroups')).toHaveLength(2);
  });

  it('checks the ages before sending, and shows the server message when it refuses, keeping the dialog open', async () => {
    const calls = answers({ 'POST /api/daycare/updateAgeGroup': () => Response.json({ message: 'An age group with this name already exists' }, { status: 400 }) });
    renderPage(<AgeGroupsPage />, { path: '/agegroups' });
    fireEvent.click(within(await rowOf('Age groups', 'Infants')).getByRole('button', { name: 'Edit Infants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Infants' });
    expect((within(dialog).getByLabelText('Children per staff member') as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(dialog).getByLabelText('From age (months)'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Up to age (months, not included)'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The upper age must be more than the youngest age')).toBeTruthy();
    expect(callsTo(calls, 'POST /api/daycare/updateAgeGroup')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('From age (months)'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Up to age (months, not included)'), { target: { value: '24' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Preschool' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('An age group with this name already exists');
    expect(callsTo(calls, 'POST /api/daycare/updateAgeGroup').map((call) => call.body)).toEqual([
      { id: 1, label: 'Preschool', minMonths: 0, maxMonths: 24, childrenPerStaff: 3, sleepCheckMinutes: 15 },
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends how often a napping child is checked, within 5 to 120 minutes', async () => {
    const calls = answers({ 'POST /api/daycare/updateAgeGroup': (call) => ({ ...GROUPS[1], ...(call.body as object) }) });
    renderPage(<AgeGroupsPage />, { path: '/agegroups' });
    fireEvent.click(within(await rowOf('Age groups', 'Preschool')).getByRole('button', { name: 'Edit Preschool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Preschool' });
    const minutes = within(dialog).getByLabelText('Sleep checks every (minutes)') as HTMLInputElement;
    expect(minutes.value).toBe('30');
    fireEvent.change(minutes, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number of minutes from 5 to 120')).toBeTruthy();
    expect(callsTo(calls, 'POST /api/daycare/updateAgeGroup')).toEqual([]);

    fireEvent.change(minutes, { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/daycare/updateAgeGroup').map((call) => call.body)).toEqual([
      { id: 2, label: 'Preschool', minMonths: 30, maxMonths: null, childrenPerStaff: 8, sleepCheckMinutes: 20 },
    ]));
  });

  it('deletes an age group after confirmation', async () => {
    const calls = answers({ 'DELETE /api/daycare/removeAgeGroup': () => undefined });
    renderPage(<AgeGroupsPage />, { path: '/agegroups' });
    fireEvent.click(within(await rowOf('Age groups', 'Preschool')).getByRole('button', { name: 'Delete Preschool' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/daycare/removeAgeGroup').map((call) => call.url.searchParams.get('id'))).toEqual(['2']));
  });
});
