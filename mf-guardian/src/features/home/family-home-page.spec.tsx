import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, newParent, renderInApp, testUser } from '@daycare/shared-features/testing';
import { child, fixToday } from '../absences/family-testing';
import { EMMA_GUARDIANS, guardianById } from '../profile/profile-testing';
import FamilyHomePage from './family-home-page';

const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

/** The twelve months to November 2026: Emma away 2 days in March, Noah 1 in October. */
const familyAbsences = (counts: Record<string, [number, number]> = { '2026-03': [2, 0], '2026-10': [0, 1] }) =>
  MONTHS.map((month) => {
    const [emma, noah] = counts[month] ?? [0, 0];
    return { month, count: emma + noah, children: [{ id: 1, label: 'Emma', count: emma }, { id: 3, label: 'Noah', count: noah }] };
  });

const box = (width: number, height: number) => ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) });

/** jsdom lays nothing out: the chart's box measures 600 by 240 (its legend a line of 24), as on a phone held sideways. */
function giveTheChartASize() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-legend-wrapper') ? box(600, 24) : box(600, 240);
  });
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: { width: 600, height: 240 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  };
}

describe('the family home page', () => {
  const { ResizeObserver } = window;
  beforeEach(() => fixToday('2026-11-20T10:00:00'));
  afterEach(() => {
    window.ResizeObserver = ResizeObserver;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('welcomes the guardian with their centre, each child’s shortcuts and the everyday tasks', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(3, 'Noah')],
      'GET /api/chartdata/familyAbsences': () => familyAbsences({}),
      'GET /api/child/byId': () => EMMA_GUARDIANS,
      'GET /api/guardian/byId': guardianById,
    });
    renderInApp(<FamilyHomePage />, { user: testUser(), path: '/home' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your family' })).getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/guardians/view/registration/4');
    expect(screen.getByText('Welcome, Sarah.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Little Acorns Early Learning' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Absences/ }).getAttribute('href')).toBe('/absence');
    expect(screen.queryByText(/Your registration is/)).toBeNull();

    const emma = await screen.findByRole('region', { name: 'Emma Thompson' });
    const links = within(emma).getAllByRole('link').map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ["Emma's details", '/child/1'],
      ['Report an absence for Emma', '/absence/create?childId=1'],
      ['When is Emma coming?', '/attendance/reported/1'],
      ["Emma's schedule", '/attendance/schedule/1'],
      ['On my way to pick up Emma', '/onmyway/send?childId=1'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Noah Thompson' })).getByRole('link', { name: 'When is Noah coming?' }).getAttribute('href')).toBe('/attendance/reported/3');
    expect(await screen.findByText('No absences in the last 12 months.')).toBeTruthy();
  });

  it('draws the family’s absences of the last twelve months per child, with the totals in words and as a table', async () => {
    giveTheChartASize();
    const calls = mockApi({
      'GET /api/tablet/childrenList': () => [child(1, 'Emma'), child(3, 'Noah')],
      'GET /api/chartdata/familyAbsences': () => familyAbsences(),
    });
    const { container } = renderInApp(<FamilyHomePage />, { user: testUser(), path: '/home' });

    const panel = await screen.findByRole('region', { name: 'Absences in the last 12 months' });
    expect(await within(panel).findByText('3 absent days in the last 12 months (Emma 2, Noah 1).')).toBeTruthy();
    expect(calls.find((call) => call.key === 'GET /api/chartdata/familyAbsences')!.url.searchParams.get('familyId')).toBe('5');

    // The chart, once its code has arrived: titled, a legend naming each child, and the two bars.
    const figure = within(panel).getByRole('figure', { name: 'Absences in the last 12 months' });
    await waitFor(() => expect(figure.querySelectorAll('.recharts-legend-item')).toHaveLength(2));
    expect([...figure.querySelectorAll('.recharts-legend-item')].map((item) => item.textContent)).toEqual(['Emma', 'Noah']);
    expect([...figure.querySelectorAll('svg > title')].map((title) => title.textContent)).toContain('Absences per month, last 12 months');
    expect([...figure.querySelectorAll('svg > desc')].map((desc) => desc.textContent)).toContain('Stacked bars per child and month: 3 absent days in the last 12 months (Emma 2, Noah 1). Weekdays only.');
    await waitFor(() => expect(figure.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2));
    const [emmaBars, noahBars] = [...figure.querySelectorAll('.recharts-bar')];
    expect(emmaBars.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(1);
    expect(noahBars.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(1);
    expect(figure.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick').length).toBeGreaterThan(0);

    const table = within(panel).getByRole('table', { name: 'Absent weekdays per month' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Month', 'Emma', 'Noah', 'Total']);
    expect(within(table).getByRole('row', { name: 'Mar 2026 2 0 2' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Oct 2026 0 1 1' })).toBeTruthy();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(12);
  });

  it('shows how far a registration under way is, with the way to continue it', async () => {
    mockApi({
      'GET /api/tablet/childrenList': () => [],
      'GET /api/chartdata/familyAbsences': () => familyAbsences({}),
    });
    renderInApp(<FamilyHomePage />, { user: newParent, path: '/home' });
    expect(screen.getByText('Your registration is 28.4% done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue registration' }).getAttribute('href')).toBe('/register/continue');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Your child/ })).toBeNull());
  });

  it('offers a family not yet at a centre to join one, and nothing that needs a centre', async () => {
    const calls = mockApi({});
    renderInApp(<FamilyHomePage />, { user: testUser({ daycare: null, daycares: [], familyId: null }), path: '/home' });
    const join = await screen.findByLabelText('Join a centre');
    expect(within(join).getByRole('link', { name: 'Join a centre' }).getAttribute('href')).toBe('/register/account');
    expect(screen.queryByRole('heading', { name: 'Everyday tasks' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Absences/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /On my way/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Your child/ })).toBeNull();
    expect(calls.map((call) => call.key)).toEqual([]);
  });

  it('takes a new family who saved the contact form but has no centre on to joining one, at the step\'s exact percentage', async () => {
    mockApi({});
    renderInApp(<FamilyHomePage />, { user: { ...newParent, daycare: null, daycares: [], profileComplete: true, registerProgress: 3 }, path: '/home' });
    expect(screen.getByText('Your registration is 42.6% done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue registration' }).getAttribute('href')).toBe('/register/account');
  });

  it('shows no registration progress once every step is done', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => [], 'GET /api/chartdata/familyAbsences': () => familyAbsences({}) });
    renderInApp(<FamilyHomePage />, { user: testUser({ registrationComplete: false, registerProgress: 7 }), path: '/home' });
    expect(await screen.findByRole('heading', { name: 'Everyday tasks' })).toBeTruthy();
    expect(screen.queryByText(/Your registration is/)).toBeNull();
  });
});
