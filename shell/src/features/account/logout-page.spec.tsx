import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@daycare/shared';
import { createAppStore, impersonationStarted, selectUser, signedIn } from '@daycare/store';
import { director, testUser } from '@daycare/shared-features/testing';
import { mockGateway, renderPage } from './account-testing';
import { LogoutPage } from './logout-page';

describe('the logout page', () => {
  beforeEach(() => localStorage.clear());

  afterEach(() => jest.restoreAllMocks());

  it('signs out once through the refresh cookie, even while impersonating, and clears the stored session', async () => {
    const requests = mockGateway({ 'POST /auth/logout': { status: 204 } });
    const store = createAppStore();
    store.dispatch(signedIn(director));
    store.dispatch(impersonationStarted({ ...testUser(), impersonateId: director.id }));
    renderPage('/logout', <LogoutPage />, '/logout', store);
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    // The gateway ends the impersonation and the real session from the cookie alone: no token leaves a script.
    expect(requests).toEqual([{ method: 'POST', path: '/auth/logout', body: {} }]);
    expect(selectUser(store.getState())).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.impersonationBackup)).toBeNull();
  });
});
