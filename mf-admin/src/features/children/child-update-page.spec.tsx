import { fireEvent, screen, waitFor } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { selectSnackbar } from '@daycare/store';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import ChildUpdatePage from './child-update-page';
import { EMMA, EMMA_FOR_STAFF, ROOMS, bodies, button, choose, findHeading, typeDay } from './children-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({
    'GET /api/child/byId': () => EMMA,
    'GET /api/room/list': () => ROOMS,
    ...overrides,
  });
}

const heading = () => findHeading('Emma Thompson');
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => fireEvent.click(button('Save'));
const badRequest = (message: string) => Response.json({ statusCode: 400, message, error: 'Bad Request' }, { status: 400 });

describe("the forms of a child's record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('changes the name and preferred name, then goes back to the record and says so', async () => {
    const calls = answers({ 'POST /api/child/updateName': () => EMMA });
    const { router, store } = renderPage(<ChildUpdatePage />, { path: '/child/update/name/7' });
    await heading();
    expect(value('First name')).toBe('Emma');
    expect(value('Preferred name')).toBe('Em');
    type('First name', ' Emmy ');
    type('Preferred name', ' ');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/updateName')).toEqual([{ childId: 7, firstName: 'Emmy', lastName: 'Thompson', preferredName: null }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
    expect(selectSnackbar(store.getState()).text).toBe('The record of Emma Thompson was saved');
  });

  it("shows the server's refusal in the form and stays on it", async () => {
    answers({ 'POST /api/child/updateName': () => badRequest('The first name can only contain letters, spaces, hyphens and apostrophes') });
    const { router } = renderPage(<ChildUpdatePage />, { path: '/child/update/name/7' });
    await heading();
    type('First name', 'Em<ma>');
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('The first name can only contain letters, spaces, hyphens and apostrophes');
    expect(router.state.location.pathname).toBe('/child/update/name/7');
  });

  it('changes the personal details: birth date, gender, languages and the notes staff need', async () => {
    const calls = answers({ 'POST /api/child/updatePersonal': () => EMMA });
    renderPage(<ChildUpdatePage />, { path: '/child/update/personal/7' });
    await heading();
    expect(value('Routines')).toBe('Naps after lunch');
    await typeDay('Birth date', '2024-05-14');
    await choose('Gender', 'Other');
    const languages = screen.getByRole('combobox', { name: 'Languages' });
    fireEvent.change(languages, { target: { value: 'French' } });
    fireEvent.keyDown(languages, { key: 'Enter', code: 'Enter', keyCode: 13 });
    type('Dietary needs', ' Vegetarian ');
    type('Comforters', '');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/updatePersonal')).toEqual([{
      childId: 7, birthDate: '2024-05-14', gender: 'other', languages: ['English', 'Portuguese', 'French'],
      routines: 'Naps after lunch', comforters: null, dietaryNeeds: 'Vegetarian', notes: null,
    }]));
  });

  it('changes the address and the school', async () => {
    const calls = answers({ 'POST /api/child/updateAddress': () => EMMA, 'POST /api/child/updateSchool': () => EMMA });
    const { router, unmount } = renderPage(<ChildUpdatePage />, { path: '/child/update/address/7' });
    await heading();
    expect(value('Street address')).toBe('12 Oak Street');
    type('City', 'Ottawa');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/updateAddress')).toEqual([
      { childId: 7, line: '12 Oak Street', city: 'Ottawa', province: 'ON', postalCode: 'M5V 2T6' },
    ]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
    unmount();

    renderPage(<ChildUpdatePage />, { path: '/child/update/school/7' });
    await heading();
    type('School', 'Maple Public School');
    type('Grade', 'JK');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/updateSchool')).toEqual([{ childId: 7, name: 'Maple Public School', grade: 'JK', bus: null }]));
  });

  it('edits the medical lists: adds an allergy, drops a medication, adds an immunisation, and goes back to the medical tab', async () => {
    const calls = answers({ 'POST /api/child/updateMedical': () => EMMA });
    const { router } = renderPage(<ChildUpdatePage />, { path: '/child/update/medical/7' });
    await heading();
    expect(value('Allergy 1')).toBe('Peanuts');
    expect(value('Doctor')).toBe('Dr. Patel');

    fireEvent.click(button('Add an allergy'));
    type('Allergy 3', ' Eggs ');
    await choose('Severity of allergy 3', 'Moderate');
    type('Reaction to allergy 3', 'Hives');
    fireEvent.click(button('Remove Medication 1'));
    fireEvent.click(button('Add an immunisation'));
    type('Vaccine 2', 'DTaP');
    await typeDay('Date of vaccine 2', '2025-08-01');
    save();

    await waitFor(() => expect(bodies(calls, 'POST /api/child/updateMedical')).toEqual([{
      childId: 7, doctorName: 'Dr. Patel', doctorPhone: '(416) 555-0199', healthCardNumber: '1234-567-890', conditions: 'Mild asthma',
      allergies: [
        { label: 'Peanuts', severity: 'severe', reaction: 'Anaphylaxis: use the EpiPen' },
        { label: 'Cats', severity: 'mild', reaction: null },
        { label: 'Eggs', severity: 'moderate', reaction: 'Hives' },
      ],
      medications: [],
      immunisations: [{ vaccine: 'MMR', givenOn: '2025-05-20' }, { vaccine: 'DTaP', givenOn: '2025-08-01' }],
    }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7/medical'));
  });

  it('checks the medical form on the client: each row named, a phone of digits', async () => {
    const calls = answers({ 'POST /api/child/updateMedical': () => EMMA });
    renderPage(<ChildUpdatePage />, { path: '/child/update/medical/7' });
    await heading();
    fireEvent.click(button('Add an allergy'));
    type("Doctor's phone", 'call the clinic');
    save();
    expect(await screen.findByText('Name the allergy')).toBeTruthy();
    expect(screen.getByText('Use digits, spaces and ( ) + - only')).toBeTruthy();
    expect(bodies(calls, 'POST /api/child/updateMedical')).toEqual([]);
  });

  it('changes the registration: start date, last day and home room', async () => {
    const calls = answers({ 'POST /api/child/updateRegistration': () => EMMA });
    renderPage(<ChildUpdatePage />, { path: '/child/update/registration/7' });
    await heading();
    await typeDay('Last day', '2026-12-18');
    await choose('Home room', 'Infants');
    save();
    await waitFor(() => expect(bodies(calls, 'POST /api/child/updateRegistration')).toEqual([
      { childId: 7, startDate: '2025-09-01', withdrawnOn: '2026-12-18', homeRoomId: 1 },
    ]));
  });

  it('tells staff they may not change the record', async () => {
    answers({ 'GET /api/child/byId': () => EMMA_FOR_STAFF });
    renderPage(<ChildUpdatePage />, { path: '/child/update/medical/7', user: staff });
    expect(await screen.findByText('You may not change this part of the record')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/child/7');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('keeps the registration for directors even when a record may be edited', async () => {
    answers();
    renderPage(<ChildUpdatePage />, { path: '/child/update/registration/7', user: staff });
    expect(await screen.findByText('You may not change this part of the record')).toBeTruthy();
  });
});
