import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage, type ApiCall } from '../../testing';
import ChildPage from './child-page';
import { EMMA, EMMA_FOR_STAFF, queries } from './children-testing';

function answers(record = EMMA, overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/child/byId': () => record, ...overrides });
}

const heading = () => screen.findByRole('heading', { name: 'Emma Thompson' });
const section = (name: string) => screen.getByRole('region', { name });

describe("a child's record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('heads the record with the name, preferred name, age, room, status, tags and alerts', async () => {
    const calls = answers();
    renderPage(<ChildPage />, { path: '/child/7' });
    expect(await heading()).toBeTruthy();
    expect(queries(calls, 'GET /api/child/byId')).toEqual([{ childId: '7' }]);
    expect(screen.getByText('Goes by Em')).toBeTruthy();
    expect(screen.getByText('2 years 6 months · Toddlers')).toBeTruthy();
    expect(screen.getByText('Enrolled')).toBeTruthy();
    expect(screen.getByText('Bus A')).toBeTruthy();
    expect(screen.getByText('2 allergies, one severe')).toBeTruthy();
    expect(screen.getByText('1 medication')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit name of Emma Thompson' }).getAttribute('href')).toBe('/child/update/name/7');
    expect(screen.getByRole('link', { name: 'Printable record' }).getAttribute('href')).toBe('/child/view/registration/7');
    expect(screen.getByRole('link', { name: 'Change photo of Emma Thompson' }).getAttribute('href')).toBe('/images/upload/7');
  });

  it('shows on the overview the personal details, school, address and registration, each with its edit link', async () => {
    answers();
    renderPage(<ChildPage />, { path: '/child/7' });
    await heading();
    const personal = section('Personal details');
    expect(personal.textContent).toContain('English, Portuguese');
    expect(personal.textContent).toContain('Naps after lunch');
    expect(personal.textContent).toContain('Blue blanket');
    expect(personal.textContent).toContain('Female');
    expect(within(personal).getByRole('link', { name: 'Edit Personal details' }).getAttribute('href')).toBe('/child/update/personal/7');
    expect(section('School').textContent).toContain('Not given');
    expect(section('Address').textContent).toContain('12 Oak Street');
    expect(within(section('Address')).getByRole('link', { name: 'Edit Address' }).getAttribute('href')).toBe('/child/update/address/7');
    expect(within(section('Registration')).getByRole('link', { name: 'Edit Registration' }).getAttribute('href')).toBe('/child/update/registration/7');
  });

  it('opens the tab the address names, and puts the chosen tab in the address', async () => {
    answers();
    const { router } = renderPage(<ChildPage />, { path: '/child/7/medical' });
    await heading();
    expect(screen.getByRole('tab', { name: 'Medical', selected: true })).toBeTruthy();
    expect(screen.getByText('Peanuts')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Family' }));
    expect(router.state.location.pathname).toBe('/child/7/family');
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.pathname).toBe('/child/7');
  });

  it('lists allergies with severity and reaction, conditions, medications, immunisations and the doctor', async () => {
    answers();
    renderPage(<ChildPage />, { path: '/child/7/medical' });
    await heading();
    const medical = section('Medical information');
    expect(within(medical).getByText('Severe').className).toContain('error');
    expect(medical.textContent).toContain('Reaction: Anaphylaxis: use the EpiPen');
    expect(medical.textContent).toContain('Mild asthma');
    expect(medical.textContent).toContain('Salbutamol');
    expect(medical.textContent).toContain('Ongoing');
    expect(within(medical).getByRole('row', { name: /MMR/ }).textContent).toContain('May 20, 2025');
    expect(medical.textContent).toContain('Dr. Patel');
    expect(medical.textContent).toContain('(416) 555-0199');
    expect(medical.textContent).toContain('1234-567-890');
    expect(within(medical).getByRole('link', { name: 'Edit Medical information' }).getAttribute('href')).toBe('/child/update/medical/7');
  });

  it('tells staff outside the room that medical details are not for them, and shows no address or edit link', async () => {
    answers(EMMA_FOR_STAFF);
    renderPage(<ChildPage />, { path: '/child/7/medical', user: staff });
    await heading();
    expect(screen.getByText("Medical details are for the staff of the child's room and for directors.")).toBeTruthy();
    expect(screen.queryByText('Peanuts')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('shows the family: guardians with their e-mail, siblings, and a way to add a sibling', async () => {
    answers();
    const { router } = renderPage(<ChildPage />, { path: '/child/7/family' });
    await heading();
    expect(screen.getByRole('link', { name: 'parent@demo.test' }).getAttribute('href')).toBe('mailto:parent@demo.test');
    expect(section('Guardians').textContent).toContain('Sarah Thompson');
    expect(screen.getByRole('link', { name: 'Liam Thompson' }).getAttribute('href')).toBe('/child/9');
    fireEvent.click(screen.getByRole('button', { name: 'Add a sibling' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/children/add?familyId=5');
  });

  it("leads from the attendance tab to the child's attendance pages", async () => {
    answers();
    renderPage(<ChildPage />, { path: '/child/7/attendance' });
    await heading();
    const links = within(screen.getByRole('navigation', { name: 'Attendance pages of this child' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/attendance/search/children/7', '/attendance/schedule/7', '/attendance/reported/7', '/rooms/child/7', '/attendance/reports',
    ]);
  });

  it('replaces an unknown tab in the address by the overview', async () => {
    answers();
    const { router } = renderPage(<ChildPage />, { path: '/child/7/pick-up' });
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
  });

  it('says once, on the page, that the child is not found', async () => {
    answers(EMMA, { 'GET /api/child/byId': () => Response.json({ message: 'This child was not found' }, { status: 404 }) });
    const { store } = renderPage(<ChildPage />, { path: '/child/999' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the children' }).getAttribute('href')).toBe('/children');
    expect(store.getState().snackbar.open).toBe(false);
  });
});
