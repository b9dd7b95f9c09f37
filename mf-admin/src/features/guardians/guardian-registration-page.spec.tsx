import { screen } from '@testing-library/react';
import { mockApi, renderPage } from '../../testing';
import GuardianRegistrationPage from './guardian-registration-page';
import { SARAH } from './guardians-testing';

describe("a guardian's printable record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every part the reader may see on one page, with a way back and a print button', async () => {
    mockApi({ 'GET /api/guardian/byId': () => SARAH });
    renderPage(<GuardianRegistrationPage />, { path: '/guardians/view/registration/4' });
    expect(await screen.findByRole('heading', { name: 'Sarah Thompson' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Name' }).textContent).toContain('Sarah');
    expect(screen.getByRole('region', { name: 'Children' }).textContent).toContain('Emma ThompsonMother');
    expect(screen.getByRole('region', { name: 'Employment' }).textContent).toContain('Maple Bank');
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/guardians/4');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
