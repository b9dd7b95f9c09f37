import { screen, within } from '@testing-library/react';
import { expectPartTexts, expectPrints, mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import ChildRegistrationPage from './child-registration-page';
import { EMMA, NOT_FOUND } from './children-testing';

describe("a child's printable record for the family", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every part read-only, with Print and the way back', async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA });
    renderInApp(<ChildRegistrationPage />, { user: testUser(), path: '/child/view/registration/1' });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    expectPartTexts({ Name: ['Em'], Registration: ['Toddlers'], Guardians: ['parent@demo.test'] });
    expect(within(screen.getByRole('region', { name: 'Medical information' })).getByText('Peanuts')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expectPrints();
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/child/1');
  });

  it("says the child was not found when the child is not the family's", async () => {
    mockApi({ 'GET /api/child/byId': NOT_FOUND });
    const { store } = renderInApp(<ChildRegistrationPage />, { user: testUser(), path: '/child/view/registration/99' });
    expect(await screen.findByText('This child was not found')).toBeTruthy();
    expect(store.getState().snackbar.open).toBe(false);
  });
});
