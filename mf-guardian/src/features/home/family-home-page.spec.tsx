import { screen } from '@testing-library/react';
import { newParent, renderInApp, testUser } from '@daycare/ui/testing';
import FamilyHomePage from './family-home-page';

describe('the family home page', () => {
  it('welcomes the guardian with their centre and the everyday tasks', async () => {
    renderInApp(<FamilyHomePage />, { user: testUser(), path: '/home' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Welcome, Sarah.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Little Acorns Early Learning' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Absences/ }).getAttribute('href')).toBe('/absence');
    expect(screen.queryByText(/Your registration is/)).toBeNull();
  });

  it('shows how far a registration under way is, with the way to continue it', () => {
    renderInApp(<FamilyHomePage />, { user: newParent, path: '/home' });
    expect(screen.getByText('Your registration is 28.4% done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue registration' }).getAttribute('href')).toBe('/register/continue');
  });
});
