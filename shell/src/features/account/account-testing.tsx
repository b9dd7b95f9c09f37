// Renders an account page at a URL as the app does, with a mocked gateway at the fetch boundary.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createAppStore, setNavigator, type AppStore } from '@daycare/store';
import { AppProviders } from '@daycare/shared-features';

/** Where a test's navigation ended: a page that prints its URL. */
function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

export function renderPage(pattern: string, page: ReactNode, url: string, store: AppStore = createAppStore()) {
  const router = createMemoryRouter([{ path: pattern, element: page }, { path: '*', element: <Landed /> }], { initialEntries: [url] });
  setNavigator((path) => void router.navigate(path));
  render(
    <AppProviders store={store}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </AppProviders>,
  );
  return { store, router };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Answers each call by "METHOD /path" (without /api); records what the page sent. */
export function mockGateway(answers: Record<string, { status: number; body?: unknown }>) {
  const requests: RecordedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    requests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}
