import { screen } from '@testing-library/react';
import { expectPartTexts, expectPrints } from '@daycare/shared-features/testing';
import { mockApi, renderPage } from '../../testing';
import GuardianRegistrationPage from './guardian-registration-page';
import { SARAH } from './guardians-testing';

describe("a guardian's printable record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every part the reader may see on one page, with a way back and a print button', async () => {
    mockApi({ 'GET /api/guardian/byId': () => SARAH });
    renderPage(<GuardianRegistrationPage />, { path: '/guardians/view/registration/4' });
    expect(await screen.findByRole('heading', { name: 'Sarah Thompson' })).toBeTruthy();
    expectPartTexts({ Name: ['Sarah'], Children: ['Emma ThompsonMother'], Employment: ['Maple Bank'] });
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/guardians/4');
    expectPrints();
  });
});
