import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IllnessReportDto } from '@daycare/api-client';
import { selectSnackbar } from '@daycare/store';
import { director, mockApi, renderInApp, staff, testUser } from '../testing';
import { IllnessCreatePage, IllnessUpdatePage } from './illness-form-page';
import { IllnessListPage } from './illness-list-page';

const guardian = testUser();
const EMMA = { id: 7, label: 'Emma Thompson' };
const RULES = ['fever', 'vomiting', 'diarrhoea', 'rash', 'cough', 'conjunctivitis', 'lice', 'other'].map((symptom) => ({
  symptom, hours: ['fever', 'vomiting', 'diarrhoea', 'conjunctivitis'].includes(symptom) ? 24 : 0, defaultHours: 24,
}));
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

const FEVER: IllnessReportDto = {
  id: 3, childId: EMMA.id, child: EMMA, symptoms: ['fever', 'cough'], temperatureC: 38.6, noticedAt: inDays(-0.1), lastSymptomAt: inDays(-0.1),
  sentHomeAt: inDays(-0.05), pickedUpBy: 'Sarah Thompson', diagnosis: null, notes: 'Tired all morning.', returnAfter: inDays(0.9), returnRule: 'fever',
  returnRuleHours: 24, reportedBy: { id: 2, label: 'Daniel Okafor' }, byFamily: false, createdAt: inDays(-0.1), updatedAt: null, canEdit: true,
};
const OLD_RASH: IllnessReportDto = { ...FEVER, id: 2, symptoms: ['rash'], temperatureC: null, returnAfter: inDays(-10), returnRule: 'rash', returnRuleHours: 0, canEdit: false };

function answers(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/illness/list': () => [FEVER, OLD_RASH],
    'GET /api/illness/rules': () => RULES,
    'GET /api/illness/byId': () => FEVER,
    'GET /api/tablet/childrenList': () => [{ ...EMMA, firstName: 'Emma', lastName: 'Thompson', status: 0, rId: null, incident: 0, onGoingMedication: 0 }],
    ...extra,
  });
}

describe('illness reports', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who stays home until when and by which rule, and who may attend again', async () => {
    answers();
    renderInApp(<IllnessListPage />, { user: staff, path: '/illness-report' });
    const cards = within(await screen.findByRole('list', { name: 'Illness reports' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('At home')).toBeTruthy();
    expect(within(cards[0]).getByText(/^May return from .* · 24 hours free of fever$/)).toBeTruthy();
    expect(within(cards[0]).getByText('38.6 °C (101.5 °F)')).toBeTruthy();
    expect(within(cards[0]).getByText('Picked up by Sarah Thompson')).toBeTruthy();
    expect(within(cards[0]).getByText('Edit').closest('a')?.getAttribute('href')).toBe('/illness-report/update/3');
    expect(within(cards[1]).getByText('May attend')).toBeTruthy();
    expect(within(cards[1]).queryByText('Edit')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
    expect(await screen.findByText('Conjunctivitis (pink eye)')).toBeTruthy();
    expect(screen.queryByText('Save rules')).toBeNull();
  });

  it("lets a director change the daycare's return rules", async () => {
    const calls = answers({ 'POST /api/illness/rules': () => RULES });
    const { store } = renderInApp(<IllnessListPage />, { user: director, path: '/illness-report' });
    const fever = await screen.findByLabelText('Hours at home after Fever');
    fireEvent.change(fever, { target: { value: '48' } });
    fireEvent.click(screen.getByText('Save rules'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/illness/rules')?.body).toMatchObject({ rules: expect.arrayContaining([{ symptom: 'fever', hours: 48 }]) }));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Return rules saved'));
  });

  it('a guardian reports a fever for their child and is told when they may return', async () => {
    const calls = answers({ 'POST /api/illness/create': () => FEVER });
    const { store } = renderInApp(<IllnessCreatePage />, { user: guardian, path: '/illness-report/create/7' });
    fireEvent.click(await screen.findByLabelText('Fever'));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: '  Woke up hot.  ' } });
    fireEvent.click(screen.getByText('Save report'));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/illness/create')).toBe(true));
    expect(calls.find((call) => call.key === 'POST /api/illness/create')?.body).toMatchObject({ childId: 7, symptoms: ['fever'], temperatureC: null, notes: 'Woke up hot.', sentHomeAt: null });
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toMatch(/^Saved\. Emma Thompson may return from /));
  });

  it('asks for a symptom before sending anything', async () => {
    const calls = answers();
    renderInApp(<IllnessCreatePage />, { user: guardian, path: '/illness-report/create/7' });
    fireEvent.click(await screen.findByText('Save report'));
    expect(await screen.findByText('Choose at least one symptom')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/illness/create')).toBe(false);
  });

  it('changes a report with the child kept', async () => {
    const calls = answers({ 'POST /api/illness/update': () => FEVER });
    renderInApp(<IllnessUpdatePage />, { user: staff, path: '/illness-report/update/3' });
    fireEvent.click(await screen.findByLabelText('Vomiting'));
    fireEvent.click(screen.getByText('Save report'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/illness/update')?.body).toMatchObject({ reportId: 3, symptoms: ['fever', 'vomiting', 'cough'], temperatureC: 38.6 }));
  });

  it('says so when the report is not the reader’s', async () => {
    answers({ 'GET /api/illness/byId': () => Response.json({ message: 'This illness report was not found' }, { status: 404 }) });
    renderInApp(<IllnessUpdatePage />, { user: guardian, path: '/illness-report/update/99' });
    expect(await screen.findByText('This illness report was not found.')).toBeTruthy();
  });
});
