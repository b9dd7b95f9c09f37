import { screen, within } from '@testing-library/react';
import { expectPartTexts, expectPrints, staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage } from '../../testing';
import ChildRegistrationPage from './child-registration-page';
import { EMMA, EMMA_FOR_STAFF } from './children-testing';

const part = (name: string) => screen.getByRole('region', { name });

describe("a child's printable record", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the whole record read-only, part by part, and prints it', async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA });
    renderPage(<ChildRegistrationPage />, { path: '/child/view/registration/7' });
    expect(await screen.findByRole('heading', { name: 'Emma Thompson' })).toBeTruthy();
    expect(within(part('Name')).getByText('Em')).toBeTruthy();
    expectPartTexts({
      'Personal details': ['Blue blanket'],
      Registration: ['September 1, 2025', 'Toddlers'],
      Address: ['M5V 2T6'],
      Guardians: ['parent@demo.test'],
      'Medical information': ['Peanuts'],
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/child/7');
    expectPrints();
  });

  it('leaves out what the reader may not see', async () => {
    mockApi({ 'GET /api/child/byId': () => EMMA_FOR_STAFF });
    renderPage(<ChildRegistrationPage />, { path: '/child/view/registration/7', user: staff });
    await screen.findByRole('heading', { name: 'Emma Thompson' });
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect(part('Medical information').textContent).toContain("Medical details are for the staff of the child's room and for directors.");
    expect(screen.queryByText('Peanuts')).toBeNull();
  });
});
