import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createAppStore, selectUser, sessionOf, useAppSelector } from '@daycare/store';
import { director, renderInApp, staff } from '@daycare/shared-features/testing';
import { UserHeader } from './user-header';

/** The header of the store's user, as the app layout draws it. */
function HeaderOfStore() {
  const user = useAppSelector(selectUser);
  return user && <UserHeader user={user} />;
}

describe('the impersonation banner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('does not show for a user viewing the app as themselves', () => {
    renderInApp(<HeaderOfStore />, { store: createAppStore({ session: sessionOf(director) }) });
    expect(screen.queryByText(/You are viewing the app as/)).toBeNull();
  });

  it('says whose account is on screen, and returns to the saved user', async () => {
    const fetchMock = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const viewed = { ...staff, impersonated: true, impersonateId: director.id };
    const store = createAppStore({ session: sessionOf(viewed, director) });
    const { router } = renderInApp(<HeaderOfStore />, { store, path: '/children' });
    expect((await screen.findByRole('status')).textContent).toContain('You are viewing the app as Daniel Okafor');

    fireEvent.click(screen.getByRole('button', { name: 'Return to my account' }));

    await waitFor(() => expect(selectUser(store.getState())?.email).toBe('director@demo.test'));
    const request = fetchMock.mock.calls[0][0] as Request;
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/auth/stopImpersonation']);
    expect(request.headers.get('authorization')).toBe(`Bearer ${viewed.accessToken}`);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
