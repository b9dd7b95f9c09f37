import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { expectPartTexts, mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import GuardianProfilePage from './guardian-profile-page';
import { guardianById } from './profile-testing';

const region = (name: string) => screen.getByRole('region', { name });
const editLink = (section: string) => within(region(section)).queryByRole('link', { name: `Edit ${section}` });

describe("a guardian's profile", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it('shows the signed-in guardian every part of their record, phones in their masks, each with its form', async () => {
    mockApi({ 'GET /api/guardian/byId': guardianById });
    renderInApp(<GuardianProfilePage />, { user: testUser(), path: '/guardians/view/registration/4' });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expectPartTexts({
      'Phones and e-mail': ['(416) 555-0123', '(11) 3333-4444', 'parent@demo.test'],
      Address: ['12 Oak Street'],
      Employment: ['Maple Bank'],
      'Language and account': ['English'],
      'Relation to the children': ['Emma ThompsonMother'],
    });
    expect(editLink('Name')!.getAttribute('href')).toBe('/guardians/update/name/4');
    expect(editLink('Phones and e-mail')!.getAttribute('href')).toBe('/phone/update/4');
    expect(editLink('Address')!.getAttribute('href')).toBe('/guardians/update/address/4');
    expect(editLink('Employment')!.getAttribute('href')).toBe('/guardians/update/employment/4');
    expect(editLink('Language and account')!.getAttribute('href')).toBe('/guardians/update/general/4');
    expect(screen.getByText(/The centre changes the e-mail address you sign in with/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change the photo of Sarah Thompson' })).toBeTruthy();
  });

  it("shows the family's other guardian read-only, without their private parts", async () => {
    mockApi({ 'GET /api/guardian/byId': guardianById });
    renderInApp(<GuardianProfilePage />, { user: testUser(), path: '/guardians/view/registration/8' });
    expect(await screen.findByRole('heading', { name: 'David Thompson' })).toBeTruthy();
    expectPartTexts({ 'Phones and e-mail': ['(11) 98765-4321'], 'Relation to the children': ['Noah ThompsonFather'] });
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Employment' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the photo/ })).toBeNull();
  });

  it("says once, on the page, that another family's guardian was not found", async () => {
    mockApi({ 'GET /api/guardian/byId': guardianById });
    const { store } = renderInApp(<GuardianProfilePage />, { user: testUser(), path: '/guardians/view/registration/99' });
    expect(await screen.findByText('This guardian was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    expect(store.getState().snackbar.open).toBe(false);
  });

  it('speaks Portuguese', async () => {
    mockApi({ 'GET /api/guardian/byId': guardianById });
    renderInApp(<GuardianProfilePage />, { user: testUser(), path: '/guardians/view/registration/4' });
    await screen.findByRole('heading', { name: 'Your profile' });
    await act(() => setLanguage('pt-BR'));
    expect(await screen.findByRole('heading', { name: 'Seu perfil' })).toBeTruthy();
    expectPartTexts({ 'Telefones e e-mail': ['Celular'], 'Parentesco com as crianças': ['Emma ThompsonMãe'] });
  });
});
