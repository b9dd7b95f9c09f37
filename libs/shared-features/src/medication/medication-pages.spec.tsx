import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DueDoseDto, MedicationDetailDto, MedicationDoseDto, MedicationIntervalDetailDto } from '@daycare/api-client';
import { selectSnackbar } from '@daycare/store';
import { director, mockApi, renderInApp, tablet, testUser } from '../testing';
import { DoseEditPage } from './dose-edit-page';
import { GiveDosePage } from './give-dose-page';
import { MedicationUpdatePage } from './medication-form-page';
import { MedicationHistoryPage } from './medication-history-page';
import { MedicationListPage } from './medication-list-page';
import { MedicationViewPage } from './medication-view-page';

// A drawing needs a real canvas; the fake pad "draws" a signature at its first stroke.
const DRAWN = 'data:image/png;base64,iVBORw0KGgo=';
jest.mock('signature_pad', () =>
  jest.fn().mockImplementation(() => {
    const listeners: (() => void)[] = [];
    (globalThis as { drawSignature?: () => void }).drawSignature = () => listeners.forEach((listener) => listener());
    return { addEventListener: (_name: string, listener: () => void) => listeners.push(listener), removeEventListener: jest.fn(), off: jest.fn(), clear: jest.fn(), isEmpty: () => false, toDataURL: () => DRAWN };
  }),
);

const guardian = testUser();
const EMMA = { id: 7, label: 'Emma Thompson' };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

const DOSE: MedicationDoseDto = {
  id: 31, medicationId: 5, intervalId: 11, child: EMMA, medication: 'Amoxicillin', givenAt: new Date().toISOString(), amount: '5 ml',
  givenBy: { id: 3, label: 'Daniel Okafor' }, witness: null, note: null, correctedAt: null, canCorrect: true,
};

const AMOXICILLIN: MedicationDetailDto = {
  id: 5, childId: EMMA.id, child: EMMA, name: 'Amoxicillin', dose: '5 ml', route: 'oral', reason: 'Ear infection', prescriber: 'Dr. Patel',
  startsOn: inDays(-1), endsOn: inDays(6), expiresOn: inDays(20), asNeeded: false, emergency: false, minMinutesBetween: null, maxDailyDoses: null,
  intervals: [{ id: 11, time: '09:00' }, { id: 12, time: '13:00' }], state: 'active', expiresSoon: true,
  signature: { name: 'Sarah Thompson', at: new Date().toISOString(), by: { id: 4, label: 'Sarah Thompson' }, ip: '203.0.113.7' },
  canEdit: true, canSign: false, canGive: false, signatureImage: DRAWN, doses: [DOSE],
};
const OLD_INHALER: MedicationDetailDto = { ...AMOXICILLIN, id: 6, name: 'Salbutamol', state: 'ended', expiresSoon: false, asNeeded: true, intervals: [{ id: 13, time: null }], minMinutesBetween: 240, maxDailyDoses: 3 };

const DUE: DueDoseDto[] = [
  { intervalId: 11, medicationId: 5, child: EMMA, name: 'Amoxicillin', dose: '5 ml', route: 'oral', time: '09:00', dueAt: new Date().toISOString(), state: 'given', emergency: false, expiresSoon: false, given: DOSE },
  { intervalId: 12, medicationId: 5, child: EMMA, name: 'Amoxicillin', dose: '5 ml', route: 'oral', time: '13:00', dueAt: new Date().toISOString(), state: 'due', emergency: false, expiresSoon: false, given: null },
];

describe('the medications list', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows a family its children's current medications with the expiry warning, the past ones on their tab, and no room doses", async () => {
    mockApi({ 'GET /api/medication/list': () => [AMOXICILLIN, OLD_INHALER] });
    renderInApp(<MedicationListPage />, { user: guardian, path: '/medications/list' });
    const cards = within(await screen.findByRole('list', { name: 'Medications' })).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByText('Amoxicillin')).toBeTruthy();
    expect(within(cards[0]).getByText('Active')).toBeTruthy();
    expect(within(cards[0]).getByText(/^The medicine expires on .*: ask the family for a new supply$/)).toBeTruthy();
    expect(screen.getByText('Authorise a medication').closest('a')?.getAttribute('href')).toBe('/medications/create');
    expect(screen.queryByText('Due today')).toBeNull();
    fireEvent.click(screen.getByText('Past'));
    expect(await screen.findByText('Salbutamol')).toBeTruthy();
  });

  it("opens on the room tablet at today's doses: given ones to correct, due ones to give", async () => {
    mockApi({ 'GET /api/medication/due': () => DUE, 'GET /api/medication/list': () => [AMOXICILLIN] });
    renderInApp(<MedicationListPage />, { user: tablet, path: '/medications/list' });
    const doses = within(await screen.findByRole('list', { name: 'Doses due today' })).getAllByRole('listitem');
    expect(within(doses[0]).getByText(/^Given at .* by Daniel Okafor$/)).toBeTruthy();
    expect(within(doses[0]).getByText('Correct').closest('a')?.getAttribute('href')).toBe('/medication/interval/31/edit');
    expect(within(doses[1]).getByText('Due now')).toBeTruthy();
    expect(within(doses[1]).getByText('Give').closest('a')?.getAttribute('href')).toBe('/medications/interval/12');
    expect(screen.queryByText('Authorise a medication')).toBeNull();
  });
});

describe('one medication', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the signature with its time and address, and every dose given', async () => {
    mockApi({ 'GET /api/medication/byId': () => AMOXICILLIN });
    renderInApp(<MedicationViewPage />, { user: guardian, path: '/medications/view/5' });
    expect(await screen.findByText(/^Signed by Sarah Thompson on .*, from 203\.0\.113\.7$/)).toBeTruthy();
    expect(screen.getByAltText('Signature').getAttribute('src')).toBe(DRAWN);
    expect(screen.getByText('Due at 9:00 AM, 1:00 PM')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Doses given' })).getByText(/5 ml · given by Daniel Okafor/)).toBeTruthy();
    expect(screen.getByText('Edit').closest('a')?.getAttribute('href')).toBe('/medications/update/5');
  });

  it("lets a guardian sign what a director entered, with a typed name and a drawn signature", async () => {
    const unsigned = { ...AMOXICILLIN, state: 'awaiting_signature' as const, signature: null, signatureImage: null, canSign: true };
    const calls = mockApi({ 'GET /api/medication/byId': () => unsigned, 'POST /api/medication/sign': () => AMOXICILLIN });
    const { store } = renderInApp(<MedicationViewPage />, { user: guardian, path: '/medications/view/5' });
    expect(await screen.findByText('Not signed yet: no dose is given until a guardian signs.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Sarah Thompson' } });
    (globalThis as { drawSignature?: () => void }).drawSignature?.();
    fireEvent.click(screen.getByText('Sign and authorise'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/medication/sign')?.body).toEqual({ medicationId: 5, signedName: 'Sarah Thompson', signature: DRAWN }));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Signed. The centre may give it now.'));
  });

  it("saves a director's change without a signature, for the family to sign again", async () => {
    const calls = mockApi({ 'GET /api/medication/byId': () => AMOXICILLIN, 'POST /api/medication/update': () => AMOXICILLIN, 'GET /api/tablet/childrenList': () => [] });
    renderInApp(<MedicationUpdatePage />, { user: director, path: '/medications/update/5' });
    fireEvent.change(await screen.findByDisplayValue('5 ml'), { target: { value: '7.5 ml' } });
    expect(screen.getByText('A guardian signs this authorisation before any dose is given.')).toBeTruthy();
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/medication/update')?.body).toMatchObject({ medicationId: 5, dose: '7.5 ml', times: ['09:00', '13:00'], asNeeded: false }));
    expect(calls.find((call) => call.key === 'POST /api/medication/update')?.body).not.toHaveProperty('signature');
  });
});

describe('giving and correcting a dose', () => {
  afterEach(() => jest.restoreAllMocks());

  const detail = (change: Partial<MedicationIntervalDetailDto> = {}): MedicationIntervalDetailDto => ({
    interval: { id: 12, time: '13:00' }, medication: { ...AMOXICILLIN, canGive: true }, dueAt: new Date().toISOString(), today: [DOSE], refusal: null, ...change,
  });

  it('records a dose on the tablet with who gave it, and says why when one cannot be given', async () => {
    const calls = mockApi({
      'GET /api/medication/interval': () => detail(),
      'GET /api/tablet/staffSelectList': () => [{ id: 3, label: 'Daniel Okafor' }],
      'POST /api/medication/give': () => DOSE,
    });
    const { store } = renderInApp(<GiveDosePage />, { user: tablet, path: '/medications/interval/12' });
    expect(await screen.findByDisplayValue('5 ml')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Given by'));
    fireEvent.click(await screen.findByTitle('Daniel Okafor'));
    fireEvent.click(screen.getByText('Record the dose'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/medication/give')?.body).toEqual({ intervalId: 12, amount: '5 ml', givenById: 3, note: null }));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Amoxicillin given to Emma Thompson'));
  });

  it('shows the refusal and asks for a witness for emergency medicine', async () => {
    const refusal = 'Too early: the 13:00 dose may be given from 12:30';
    mockApi({ 'GET /api/medication/interval': () => detail({ refusal, medication: { ...AMOXICILLIN, canGive: true, emergency: true } }), 'GET /api/tablet/staffSelectList': () => [] });
    renderInApp(<GiveDosePage />, { user: director, path: '/medications/interval/12' });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Witness (another staff member who saw it given)')).toBeTruthy();
    expect(screen.queryByLabelText('Given by')).toBeNull();
  });

  it('corrects the amount of a dose', async () => {
    const calls = mockApi({ 'GET /api/medication/dose': () => DOSE, 'POST /api/medication/correctDose': () => DOSE, 'GET /api/medication/byId': () => AMOXICILLIN });
    renderInApp(<DoseEditPage />, { user: director, path: '/medication/interval/31/edit' });
    fireEvent.change(await screen.findByDisplayValue('5 ml'), { target: { value: '4 ml' } });
    fireEvent.click(screen.getByText('Save the correction'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/medication/correctDose')?.body).toMatchObject({ doseId: 31, amount: '4 ml', givenAt: expect.any(String) }));
  });

  it('lists the doses given, newest first', async () => {
    mockApi({ 'GET /api/medication/history': () => ({ doses: [DOSE], nextBefore: null }) });
    renderInApp(<MedicationHistoryPage />, { user: guardian, path: '/medications/history' });
    const doses = within(await screen.findByRole('list', { name: 'Doses given' })).getAllByRole('listitem');
    expect(doses[0].textContent).toContain('Emma Thompson · Amoxicillin');
    expect(screen.queryByText('Older doses')).toBeNull();
  });
});
