import { fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@daycare/shared';
import { createAppStore, sessionOf, signedOutSession, type LoggedInUser } from '@daycare/store';
import { director, renderInApp } from '@daycare/shared-features/testing';
import { AppLayout } from './app-layout';

function renderLayout(user: LoggedInUser | null, width: number) {
  window.innerWidth = width;
  const store = createAppStore({ session: user ? sessionOf(user) : signedOutSession });
  return renderInApp(<AppLayout />, { store });
}

const toggle = () => screen.queryByRole('button', { name: /width layout/ });
const layout = () => screen.getByTestId('content').dataset.layout;

describe('the wide layout toggle', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('1'));
  });
  afterEach(() => jest.restoreAllMocks());

  it('is not offered to visitors who have not signed in', () => {
    renderLayout(null, 1280);
    expect(toggle()).toBeNull();
  });

  it('is not offered on a phone', () => {
    renderLayout(director, 390);
    expect(toggle()).toBeNull();
  });

  it('switches a signed-in user between a fixed and a full width, and is remembered', () => {
    const { unmount } = renderLayout(director, 1280);
    expect(layout()).toBe('fixed');
    fireEvent.click(screen.getByRole('button', { name: 'Full width layout' }));
    expect(layout()).toBe('fluid');
    expect(localStorage.getItem(STORAGE_KEYS.fluidLayout)).toBe('true');
    unmount();
    renderLayout(director, 1280);
    expect(layout()).toBe('fluid');
    fireEvent.click(screen.getByRole('button', { name: 'Fixed width layout' }));
    expect(layout()).toBe('fixed');
  });
});
