// Renders shell components as the app does (store, theme, router), for the unit tests.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createAppStore, type AppStore } from '@daycare/store';
import { AppProviders } from '@daycare/ui';

export function renderInApp(element: ReactNode, { store = createAppStore(), path = '/' }: { store?: AppStore; path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      {/* No animations: a closed dialog leaves the page at once. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </AppProviders>,
  );
  return { ...view, store, router };
}
