import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IncidentDto, IncidentSummaryDto } from '@daycare/api-client';
import { selectSnackbar } from '@daycare/store';
import { director, mockApi, renderInApp, staff, testUser } from '../testing';
import { HandOverReminder } from './hand-over-reminder';
import { IncidentReportPage, IncidentUpdatePage } from './incident-form-page';
import { IncidentViewPage } from './incident-view-page';
import { IncidentsOutstandingPage } from './outstanding-page';

// The drawing pad needs a real canvas; here a button draws a signature.
jest.mock('./signature-field', () => ({
  SignatureField: ({ onChange }: { onChange: (signature: string | null) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,iVBORw0KGgo=')}>Draw a signature</button>
  ),
}));

const guardian = testUser();
const EMMA = { id: 7, label: 'Emma Thompson' };
const FELL = '2026-11-20T15:15:00.000Z';

const SUMMARY: IncidentSummaryDto = {
  id: 31, child: EMMA, occurredAt: FELL, summary: 'Tripped on the climbing frame steps and grazed her knee.', location: 'Playground',
  status: 'open', signedAt: null, reportedBy: { id: 3, label: 'Daniel Okafor' },
};
const OPEN: IncidentDto = {
  ...SUMMARY, childId: EMMA.id, injuries: [{ x: 0.62, y: 0.8, side: 'front', label: 'Graze on the left knee' }], firstAid: 'Ice pack for 10 minutes.',
  witnesses: ['Priya Shah'], told: { guardian: { id: 4, label: 'Sarah Thompson' }, how: 'phone', at: '2026-11-20T15:30:00.000Z' }, photos: [],
  signature: null, amendments: [], createdAt: FELL, updatedAt: null, canEdit: true, canAmend: true, canSign: false,
};
const SIGNED: IncidentDto = {
  ...OPEN, status: 'signed', signedAt: '2026-11-20T22:05:00.000Z', canEdit: false,
  signature: { by: { id: 4, label: 'Sarah Thompson' }, name: 'Sarah Thompson', at: '2026-11-20T22:05:00.000Z', ip: '203.0.113.7', image: 'data:image/png;base64,iVBORw0KGgo=' },
};

describe('incident reports', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists a family’s reports to read and sign', async () => {
    mockApi({ 'GET /api/incident/outstanding': () => [SUMMARY] });
    renderInApp(<IncidentsOutstandingPage />, { user: guardian, path: '/incidents/outstanding' });
    const [card] = within(await screen.findByRole('list', { name: 'Outstanding incident reports' })).getAllByRole('listitem');
    expect(within(card).getByText(SUMMARY.summary)).toBeTruthy();
    expect(within(card).getByText('Read and sign').closest('a')?.getAttribute('href')).toBe('/incidents/view/31');
    expect(screen.queryByLabelText('Report an incident')).toBeNull();
  });

  it('tells a family when nothing waits for them', async () => {
    mockApi({ 'GET /api/incident/outstanding': () => [] });
    renderInApp(<IncidentsOutstandingPage />, { user: guardian, path: '/incidents/outstanding' });
    expect(await screen.findByText('Nothing to sign: you have read every incident report.')).toBeTruthy();
  });

  it('lets a guardian sign with their name and a drawn signature, and not without the drawing', async () => {
    const calls = mockApi({ 'GET /api/incident/byId': () => ({ ...OPEN, canEdit: false, canAmend: false, canSign: true }), 'POST /api/incident/sign': () => SIGNED });
    const { store } = renderInApp(<IncidentViewPage />, { user: guardian, path: '/incidents/view/31' });
    expect(await screen.findByText('Graze on the left knee (front)')).toBeTruthy();
    expect(screen.getByText(/^Sarah Thompson, by phone, /)).toBeTruthy();
    expect(screen.queryByText('Edit')).toBeNull();
    fireEvent.click(screen.getByText('Sign report'));
    expect(await screen.findByText('Draw your signature')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/incident/sign')).toBe(false);
    fireEvent.click(screen.getByText('Draw a signature'));
    fireEvent.click(screen.getByText('Sign report'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/incident/sign')?.body).toEqual({ incidentId: 31, name: 'Sarah Thompson', signature: 'data:image/png;base64,iVBORw0KGgo=' }));
    await waitFor(() => expect(selectSnackbar(store.getState()).text).toBe('Thank you: the report is signed'));
  });

  it('shows a signed report with who signed it, and lets a director add a dated amendment', async () => {
    const calls = mockApi({ 'GET /api/incident/byId': () => SIGNED, 'POST /api/incident/amend': () => SIGNED });
    renderInApp(<IncidentViewPage />, { user: director, path: '/incidents/view/31' });
    expect(await screen.findByText(/^Signed by Sarah Thompson on /)).toBeTruthy();
    expect(screen.getByText('From 203.0.113.7, account of Sarah Thompson')).toBeTruthy();
    expect(screen.queryByText('Sign report')).toBeNull();
    expect(screen.queryByText('Edit')).toBeNull();
    fireEvent.change(screen.getByLabelText('Add an amendment'), { target: { value: '  The bruise had faded the next morning.  ' } });
    fireEvent.click(screen.getByText('Add amendment'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/incident/amend')?.body).toEqual({ incidentId: 31, text: 'The bruise had faded the next morning.' }));
  });

  it('lets staff report an incident with a mark on the body map, then opens the report', async () => {
    const calls = mockApi({
      'GET /api/tablet/childById': () => ({ ...EMMA, firstName: 'Emma', lastName: 'Thompson', status: 1, rId: 2, incident: 0, onGoingMedication: 0 }),
      'GET /api/tablet/childGuardians': () => [{ id: 4, label: 'Sarah Thompson', hasPin: false }],
      'POST /api/incident/create': () => OPEN,
      'GET /api/incident/byId': () => OPEN,
    });
    const { router } = renderInApp(<IncidentReportPage />, { user: staff, path: '/incidents/report/7' });
    expect(await screen.findByText('Child: Emma Thompson')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Where it happened'), { target: { value: 'Playground' } });
    fireEvent.change(screen.getByLabelText('What happened'), { target: { value: 'Tripped and grazed her knee.' } });
    const front = screen.getByRole('img', { name: 'Front' });
    jest.spyOn(front, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 100, height: 220 } as DOMRect);
    fireEvent.click(front, { clientX: 62, clientY: 176 });
    fireEvent.click(screen.getByText('Save report'));
    expect(await screen.findByText('Say what each mark is')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What is mark 1?'), { target: { value: 'Graze' } });
    fireEvent.click(screen.getByText('Save report'));
    await waitFor(() => expect(calls.find((call) => call.key === 'POST /api/incident/create')?.body).toMatchObject({
      childId: 7, location: 'Playground', summary: 'Tripped and grazed her knee.', injuries: [{ x: 0.62, y: 0.8, side: 'front', label: 'Graze' }], witnesses: [], told: null, firstAid: null,
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents/view/31'));
  });

  it('says a signed report cannot be changed', async () => {
    mockApi({ 'GET /api/incident/byId': () => SIGNED });
    renderInApp(<IncidentUpdatePage />, { user: staff, path: '/incidents/update/31' });
    expect(await screen.findByText('A guardian signed this report, so it cannot be changed; add an amendment instead')).toBeTruthy();
    expect(screen.getByText('Open the report').closest('a')?.getAttribute('href')).toBe('/incidents/view/31');
  });

  it('reminds whoever signs the child out to hand over today’s unsigned report', async () => {
    mockApi({ 'GET /api/incident/handOver': () => ({ incidents: [SUMMARY] }) });
    renderInApp(<HandOverReminder childId={7} childName="Emma" />, { user: staff, path: '/attendance/children' });
    expect(await screen.findByText('Emma had an incident today that the family has not signed yet')).toBeTruthy();
    expect(screen.getByText(`Hand the report over at pick-up: ${SUMMARY.summary}`)).toBeTruthy();
  });
});
