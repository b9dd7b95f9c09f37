import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoomHealthDto, SunChildDto, SunRoomDto } from '@daycare/api-client';
import { selectSnackbar } from '@daycare/store';
import { director, mockApi, renderInApp, staff, testUser } from '../testing';
import { HealthPage } from './health-page';

const guardian = testUser();
const EMMA = { id: 7, label: 'Emma Thompson' };
const LIAM = { id: 8, label: 'Liam Nguyen' };
const NOAH = { id: 9, label: 'Noah Thompson' };
const DANIEL = { id: 2, label: 'Daniel Okafor' };
const nothing = { allergies: [], allergyNotes: null, dietaryNeeds: null, conditions: null, medications: [], signedIn: true };

const HEALTH: RoomHealthDto = {
  room: { id: 2, label: 'Toddlers' },
  children: [
    { ...nothing, child: EMMA, allergies: [{ label: 'Peanuts', severity: 'severe', reaction: 'Swelling of the lips' }], allergyNotes: 'Carries an EpiPen', medications: [{ id: 4, label: 'EpiPen Jr', instructions: 'At the first sign of a reaction' }] },
    { ...nothing, child: LIAM, conditions: 'Asthma' },
    { ...nothing, child: NOAH },
  ],
};
const consent = { id: 1, product: 'sunscreen' as const, productName: 'SPF 50', notes: null, grantedBy: { id: 5, label: 'Sarah Thompson' }, grantedAt: '2026-07-01T12:00:00Z' };
const SUN: SunRoomDto = {
  room: HEALTH.room,
  day: '2026-07-14',
  children: [
    { child: EMMA, sunscreen: consent, repellent: null, applications: [{ id: 3, childId: EMMA.id, product: 'sunscreen', appliedAt: '2026-07-14T14:15:00Z', appliedBy: DANIEL }] },
    { child: LIAM, sunscreen: { ...consent, id: 2, productName: null }, repellent: null, applications: [] },
    { child: NOAH, sunscreen: null, repellent: null, applications: [] },
  ],
};

describe('the health lists', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows staff their room's children with something to watch, severe allergies and medication first to the eye, the others counted", async () => {
    const calls = mockApi({ 'GET /api/medical/roomHealthList': () => HEALTH, 'GET /api/sunprotection/room': () => SUN });
    renderInApp(<HealthPage />, { user: staff, path: '/reports/health' });
    expect(await screen.findByText('Toddlers: allergies and medical list')).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/medical/roomHealthList')?.url.search).toBe('?roomId=2');
    expect(screen.getByText('Peanuts (severe)')).toBeTruthy();
    expect(screen.getByText('Peanuts: Swelling of the lips')).toBeTruthy();
    expect(screen.getByText('EpiPen Jr: At the first sign of a reaction')).toBeTruthy();
    expect(screen.getByText('Asthma')).toBeTruthy();
    expect(screen.queryByText('Noah Thompson')).toBeNull();
    expect(screen.getByText('1 other child has nothing on record.')).toBeTruthy();
  });

  it('records sunscreen for the ticked children who may have it, in one go', async () => {
    const calls = mockApi({ 'GET /api/medical/roomHealthList': () => HEALTH, 'GET /api/sunprotection/room': () => SUN, 'POST /api/sunprotection/apply': () => [] });
    const { store } = renderInApp(<HealthPage />, { user: staff, path: '/reports/health' });
    fireEvent.click(await screen.findByText('Sunscreen and repellent'));
    expect(await screen.findByText(/^Sunscreen at \d{1,2}:15 [AP]M by Daniel Okafor$/)).toBeTruthy();
    expect((screen.getByLabelText('Select Noah Thompson') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select Emma Thompson'));
    fireEvent.click(screen.getByLabelText('Select Liam Nguyen'));
    expect((screen.getByText('Apply repellent (0)').closest('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Apply sunscreen (2)'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/sunprotection/apply')?.body).toEqual({ childIds: [EMMA.id, LIAM.id], product: 'sunscreen' }));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Recorded for 2 children'));
  });

  it('lets a director choose the room', async () => {
    const calls = mockApi({ 'GET /api/room/list': () => [{ id: 2, label: 'Toddlers', inRatio: true }, { id: 3, label: 'Babies', inRatio: true }], 'GET /api/medical/roomHealthList': () => HEALTH, 'GET /api/sunprotection/room': () => SUN });
    renderInApp(<HealthPage />, { user: { ...director, roomId: null }, path: '/reports/health' });
    fireEvent.mouseDown(within(await screen.findByLabelText('Room', { selector: 'input' }).then((input) => input.closest('.ant-select') as HTMLElement)).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Babies'));
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/medical/roomHealthList' && call.url.search === '?roomId=3')).toBe(true));
  });

  it("gives a family the allergens of their children's rooms and lets them allow and withdraw sunscreen", async () => {
    const mine: SunChildDto[] = [{ child: EMMA, sunscreen: null, repellent: { ...consent, id: 6, product: 'repellent', productName: null }, applications: [] }];
    const calls = mockApi({
      'GET /api/medical/familyAllergenList': () => [{ room: HEALTH.room, allergens: [{ label: 'Peanuts', severe: true }, { label: 'Kiwi', severe: false }] }],
      'GET /api/sunprotection/family': () => mine,
      'POST /api/sunprotection/consent': () => consent,
      'POST /api/sunprotection/withdraw': () => undefined,
    });
    renderInApp(<HealthPage />, { user: guardian, path: '/reports/health' });
    expect(await screen.findByText('Peanuts (severe)')).toBeTruthy();
    expect(screen.getByText('Kiwi')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Sunscreen: Product (optional)'), { target: { value: ' Mineral SPF 50 ' } });
    fireEvent.click(screen.getByText('Allow sunscreen'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/sunprotection/consent')?.body).toEqual({ childId: EMMA.id, product: 'sunscreen', productName: 'Mineral SPF 50' }));
    fireEvent.click(screen.getByText('Withdraw'));
    fireEvent.click(await screen.findByText('Withdraw', { selector: '.ant-popconfirm-buttons span' }));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/sunprotection/withdraw')?.body).toEqual({ consentId: 6 }));
  });
});
