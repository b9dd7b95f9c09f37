import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { mockApi, renderInApp, testUser } from '@daycare/shared-features/testing';
import { CHILDREN } from '../contacts/contacts-testing';
import { EMMA_GUARDIANS, guardianById } from '../profile/profile-testing';
import { FamilyGuardians } from './family-guardians';

describe("the home page's family section", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  it("lists the reader first with their profile, then the other guardian with a phone to call, the contacts and the family's archive", async () => {
    const calls = mockApi({ 'GET /api/tablet/childrenList': () => CHILDREN, 'GET /api/child/byId': () => EMMA_GUARDIANS, 'GET /api/guardian/byId': guardianById });
    renderInApp(<FamilyGuardians familyId={5} />, { user: testUser(), path: '/home' });
    const family = screen.getByRole('region', { name: 'Your family' });
    const david = await within(family).findByRole('link', { name: 'David Thompson' });
    expect(david.getAttribute('href')).toBe('/guardians/view/registration/8');
    const [sarah, other] = within(family).getAllByRole('listitem');
    expect(sarah.textContent).toContain('Sarah Thompson');
    expect(within(sarah).getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/guardians/view/registration/4');
    expect((await within(other).findByRole('link', { name: '(11) 98765-4321' })).getAttribute('href')).toBe('tel:+5511987654321');
    expect(within(family).getByRole('link', { name: 'Emergency contacts and pick-up people' }).getAttribute('href')).toBe('/contacts');
    expect(within(family).getByRole('link', { name: "Your family's archive" }).getAttribute('href')).toBe('/family/archive/5');
    expect(calls.find((call) => call.key === 'GET /api/child/byId')!.url.searchParams.get('childId')).toBe('1');
  });

  it('speaks Portuguese', async () => {
    mockApi({ 'GET /api/tablet/childrenList': () => CHILDREN, 'GET /api/child/byId': () => EMMA_GUARDIANS, 'GET /api/guardian/byId': guardianById });
    renderInApp(<FamilyGuardians familyId={5} />, { user: testUser(), path: '/home' });
    await screen.findByRole('link', { name: 'David Thompson' });
    await act(() => setLanguage('pt-BR'));
    const family = screen.getByRole('region', { name: 'Sua família' });
    expect(within(family).getByRole('link', { name: 'Seu perfil' })).toBeTruthy();
    expect(within(family).getByRole('link', { name: 'Contatos de emergência e quem pode buscar' })).toBeTruthy();
  });
});
