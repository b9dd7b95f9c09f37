import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { ensureXsrfCookie } from '@daycare/api-client';
import { setLanguage } from '@daycare/i18n';
import { followOtherTabs, reloadSignedInUser, selectLanguage, setNavigator, store } from '@daycare/store';
import { nonceStyleElements } from '@daycare/ui';
import { AppProviders } from '@daycare/shared-features';
import { rewriteHashUrl } from './app/hash-url';
import { appRoutes } from './app/router';
import { followFamilyStream } from './live/family-stream';
import { followLiveSession } from './live/live-session';

nonceStyleElements();
rewriteHashUrl(window.location, window.history);
void ensureXsrfCookie().then(() => reloadSignedInUser(store));
followOtherTabs(store);
followLiveSession(store);
followFamilyStream(store);
const router = createBrowserRouter(appRoutes());
setNavigator((path) => void router.navigate(path));

// A reader of another language gets their texts on the first paint, not English first.
void setLanguage(selectLanguage(store.getState())).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
});
