import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderInApp, testUser, type ApiCall } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import ChildByCentrePage from './child-by-centre-page';
import ChildUpdatePage from './child-update-page';
import { EMMA, NOT_FOUND, bodies, button, findHeading } from './children-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/child/byId': () => EMMA, ...overrides });
}

const heading = () => findHeading('Emma Thompson');
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => fireEvent.click(button('Save'));

describe("the family's forms of a child's record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds an allergy: the save sends it with the others, then the medical tab says it was saved', async () => {
    const calls = answers({ 'POST /api/child/updateMedical': () => EMMA });
    const { router, store } = renderInApp(<ChildUpdatePage />, { user: testUser(), path: '/child/update/medical/1' });
    await heading();
    fireEvent.click(button('Add an allergy'));
    type('Allergy 2', ' Strawberries ');
    fireEvent.mouseDown(screen.getByLabelText('Severity of allergy 2', { selector: 'input' }));
    fireEvent.click(await screen.findByText('Moderate', { selector: '.ant-select-item-option-content' }));
    type('Reaction to allergy 2', 'Rash around the mouth');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/updateMedical')).toEqual([{
      childId: 1, doctorName: 'Dr. Patel', doctorPhone: '(416) 555-0199', healthCardNumber: '1234-567-890', conditions: 'Mild asthma',
      allergies: [
        { label: 'Peanuts', severity: 'severe', reaction: 'Anaphylaxis: use the EpiPen' },
        { label: 'Strawberries', severity: 'moderate', reaction: 'Rash around the mouth' },
      ],
      medications: [{ label: 'Salbutamol', instructions: 'Two puffs when wheezing', ongoing: true }],
      immunisations: [{ vaccine: 'MMR', givenOn: '2025-05-20' }],
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/1/medical'));
    expect(selectSnackbar(store.getState())?.text).toBe('The record of Emma Thompson was saved');
  });

  it('changes the dietary needs and goes back to the overview', async () => {
    const calls = answers({ 'POST /api/child/updatePersonal': () => EMMA });
    const { router } = renderInApp(<ChildUpdatePage />, { user: testUser(), path: '/child/update/personal/1' });
    await heading();
    type('Dietary needs', 'No pork, no gelatine');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/updatePersonal')).toEqual([{
      childId: 1, birthDate: EMMA.birthDate, gender: 'female', languages: ['English', 'Portuguese'],
      routines: 'Naps after lunch', comforters: 'Blue blanket', dietaryNeeds: 'No pork, no gelatine', notes: null,
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/1'));
  });

  it("shows the server's refusal in the form and stays", async () => {
    answers({ 'POST /api/child/updateSchool': () => Response.json({ statusCode: 400, message: 'The grade can be at most 60 characters' }, { status: 400 }) });
    const { router } = renderInApp(<ChildUpdatePage />, { user: testUser(), path: '/child/update/school/1' });
    await heading();
    type('School', 'Maple Public School');
    save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The grade can be at most 60 characters');
    expect(router.state.location.pathname).toBe('/child/update/school/1');
  });

  it('says the family may not change a part the gateway keeps from it', async () => {
    answers({ 'GET /api/child/byId': () => ({ ...EMMA, canEdit: false }) });
    renderInApp(<ChildUpdatePage />, { user: testUser(), path: '/child/update/address/1' });
    expect(await screen.findByText('You may not change this part of the record')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Back to Em's details" }).getAttribute('href')).toBe('/child/1');
  });

  it("says the child was not found when the child is not the family's", async () => {
    answers({ 'GET /api/child/byId': NOT_FOUND });
    const { store } = renderInApp(<ChildUpdatePage />, { user: testUser(), path: '/child/update/name/99' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(store.getState().snackbar.open).toBe(false);
  });
});

describe('the parts of a child the centre sets', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the centre sets the registration, with the way back', async () => {
    answers();
    renderInApp(<ChildByCentrePage />, { user: testUser(), path: '/child/update/registration/1' });
    expect(await screen.findByText('The centre sets the registration')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Back to Em's details" }).getAttribute('href')).toBe('/child/1');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('points a schedule change to the request page', async () => {
    answers();
    renderInApp(<ChildByCentrePage />, { user: testUser(), path: '/child/update/attendance-schedule/1' });
    expect(await screen.findByText('The centre sets the attendance schedule')).toBeTruthy();
    expect(screen.getByText("To change Em's schedule, send a request; the centre answers it.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a schedule change' }).getAttribute('href')).toBe('/attendance/schedule/request?childId=1');
  });

  it("says the child was not found when the child is not the family's", async () => {
    answers({ 'GET /api/child/byId': NOT_FOUND });
    const { store } = renderInApp(<ChildByCentrePage />, { user: testUser(), path: '/child/update/attendance-schedule/99' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(store.getState().snackbar.open).toBe(false);
  });
});
