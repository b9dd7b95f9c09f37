import { act, screen } from '@testing-library/react';
import { createAppStore, liveBannerRaised, liveConnectionChanged, sessionOf, type LoggedInUser } from '@daycare/store';
import { director, renderInApp, testUser } from '@daycare/shared-features/testing';
import { LiveBanner } from './live-banner';

const LIVE_BANNER_TEXT = 'Live updates are paused while we reconnect. What you see may be out of date.';

function renderBanner(user: LoggedInUser) {
  const store = createAppStore({ session: sessionOf(user) });
  renderInApp(<LiveBanner />, { store });
  return store;
}

describe('the paused-updates banner', () => {
  it('shows while the live connection is down, and goes when it is back', async () => {
    const store = renderBanner(director);
    expect(screen.queryByText(LIVE_BANNER_TEXT)).toBeNull();
    act(() => {
      store.dispatch(liveBannerRaised());
    });
    expect(await screen.findByText(LIVE_BANNER_TEXT)).toBeTruthy();
    act(() => {
      store.dispatch(liveConnectionChanged('Connected'));
    });
    expect(screen.queryByText(LIVE_BANNER_TEXT)).toBeNull();
  });

  it('never shows to a guardian, who has no live connection', () => {
    const store = renderBanner(testUser());
    store.dispatch(liveBannerRaised());
    expect(screen.queryByText(LIVE_BANNER_TEXT)).toBeNull();
  });
});
