import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderInApp, testUser, type ApiCall } from '@daycare/shared-features/testing';
import ChildPage from './child-page';
import { EMMA, NOT_FOUND, PICKUP } from './children-testing';

function answers(overrides: Record<string, (call: ApiCall) => unknown> = {}) {
  return mockApi({ 'GET /api/child/byId': () => EMMA, 'GET /api/pickup/child': () => PICKUP, ...overrides });
}

const heading = () => screen.findByRole('heading', { name: 'Emma Thompson' });
const section = (name: string) => screen.getByRole('region', { name });
const editLink = (name: string) => screen.getByRole('link', { name: `Edit ${name}` }).getAttribute('href');

describe("a child's record as the family sees it", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows photo, name, age and room, then the personal details, school and address, each with its Edit link', async () => {
    const calls = answers();
    renderInApp(<ChildPage />, { user: testUser(), path: '/child/1' });
    await heading();
    expect(calls.find((call) => call.key === 'GET /api/child/byId')?.url.search).toBe('?childId=1');
    expect(screen.getByText('Goes by Em')).toBeTruthy();
    expect(screen.getByText('2 years 6 months · Toddlers')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/file/signed/emma.jpg');
    expect(screen.getByRole('link', { name: 'Edit name of Emma Thompson' }).getAttribute('href')).toBe('/child/update/name/1');
    expect(screen.getByRole('link', { name: 'Printable record' }).getAttribute('href')).toBe('/child/view/registration/1');

    expect(section('Personal details').textContent).toContain('English, Portuguese');
    expect(section('Personal details').textContent).toContain('Blue blanket');
    expect(section('Personal details').textContent).toContain('No pork');
    expect(section('School').textContent).toContain('Not given');
    expect(section('Address').textContent).toContain('12 Oak Street');
    expect(editLink('Personal details')).toBe('/child/update/personal/1');
    expect(editLink('School')).toBe('/child/update/school/1');
    expect(editLink('Address')).toBe('/child/update/address/1');
  });

  it('lists the medical details: doctor, health card, allergies with severity and reaction, medications, immunisations', async () => {
    answers();
    renderInApp(<ChildPage />, { user: testUser(), path: '/child/1/medical' });
    await heading();
    const medical = await screen.findByRole('region', { name: 'Medical information' });
    expect(medical.textContent).toContain('Dr. Patel');
    expect(medical.textContent).toContain('1234-567-890');
    expect(medical.textContent).toContain('PeanutsSevereReaction: Anaphylaxis: use the EpiPen');
    expect(medical.textContent).toContain('SalbutamolOngoingTwo puffs when wheezing');
    expect(medical.textContent).toContain('MMR');
    expect(editLink('Medical information')).toBe('/child/update/medical/1');
  });

  it('shows who may pick up with their photos, the never-release list read-only, and the way to add a pick-up person', async () => {
    answers();
    const { router } = renderInApp(<ChildPage />, { user: testUser(), path: '/child/1/pickup' });
    await heading();
    const authorised = await screen.findByRole('region', { name: 'Who may pick up' });
    expect(within(authorised).getByRole('link', { name: 'Margaret Thompson' }).getAttribute('href')).toBe('/contacts/view/11');
    expect(within(authorised).getByRole('link', { name: 'Sarah Thompson' }).getAttribute('href')).toBe('/guardians/view/registration/4');
    expect(authorised.textContent).toContain('Mother');
    expect(authorised.textContent).toContain('Grandmother');
    expect(authorised.querySelector('img')?.getAttribute('src')).toBe('/api/file/signed/margaret.jpg');
    expect(within(authorised).getByRole('link', { name: 'See your contacts' }).getAttribute('href')).toBe('/contacts');

    const never = section('Never release to');
    expect(within(never).getByRole('alert').textContent).toContain('Never release this child to Mark Jones');
    expect(never.textContent).toContain('Court order 2024-117');
    expect(within(never).queryByRole('button')).toBeNull();

    fireEvent.click(within(authorised).getByRole('button', { name: 'Add a pick-up person' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/add'));
  });

  it('links to the attendance pages the family has, and switches tabs in the address', async () => {
    answers();
    const { router } = renderInApp(<ChildPage />, { user: testUser(), path: '/child/1/attendance' });
    await heading();
    const pages = screen.getByRole('navigation', { name: 'Attendance pages of this child' });
    expect(within(pages).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["Em's schedules", '/attendance/schedule/1'],
      ['Days you reported', '/attendance/reported/1'],
      ['Report an absence', '/absence/create?childId=1'],
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Medical' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/1/medical'));
  });

  it('offers no Edit link where the gateway says the family may not edit', async () => {
    answers({ 'GET /api/child/byId': () => ({ ...EMMA, canEdit: false }) });
    renderInApp(<ChildPage />, { user: testUser(), path: '/child/1' });
    await heading();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
  });

  it('replaces an unknown tab in the address by the overview', async () => {
    answers();
    const { router } = renderInApp(<ChildPage />, { user: testUser(), path: '/child/1/pick-up' });
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
  });

  it("says once, on the page, that the child was not found when the child is not the family's", async () => {
    answers({ 'GET /api/child/byId': NOT_FOUND });
    const { store } = renderInApp(<ChildPage />, { user: testUser(), path: '/child/99' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    expect(store.getState().snackbar.open).toBe(false);
  });
});
