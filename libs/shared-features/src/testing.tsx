// Test helpers for the browser apps: render a page as the shell does (store, theme, router) and
// answer its calls at the network boundary.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEFAULT_FEATURE_CONTROL, UserType } from '@daycare/shared';
import { createAppStore, sessionOf, type AppStore, type LoggedInUser } from '@daycare/store';
import { AppProviders } from './app-providers';

const littleAcorns = { id: 1, label: 'Little Acorns Early Learning' };

/** A signed-in guardian with a confirmed email and a complete profile; the overrides say who else. */
export function testUser(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    id: 4, firstName: 'Sarah', lastName: 'Thompson', email: 'parent@demo.test', emailConfirmed: true,
    registerProgress: 7, registrationComplete: true, profileComplete: true, theme: 'light', language: 'en',
    daycare: littleAcorns, daycares: [littleAcorns], familyId: 5, hasChildren: true, impersonated: false,
    earlyAccess: false, type: UserType.User, roomId: null, accessToken: 'access',
    impersonateId: null, featureControl: DEFAULT_FEATURE_CONTROL, roles: [],
    ...overrides,
  };
}

// Signed-in users like the demo accounts (see the README).
export const director = testUser({
  id: 2, firstName: 'Margaret', lastName: 'Chen', email: 'director@demo.test', type: UserType.Admin,
  familyId: null, hasChildren: false, registerProgress: 0, roles: [{ code: 'DIRECTOR' }],
});
export const staff = testUser({
  id: 3, firstName: 'Daniel', lastName: 'Okafor', email: 'staff@demo.test', type: UserType.Staff,
  familyId: null, hasChildren: false, registerProgress: 0, roomId: 2, roles: [{ code: 'INCIDENTS' }],
});
export const tablet = testUser({ id: 6, firstName: 'Front Desk', lastName: 'Tablet', email: 'tablet@demo.test', type: UserType.Tablet, roomId: 1 });
export const superUser = testUser({
  id: 1, firstName: 'Olivia', lastName: 'Bennett', email: 'super@demo.test', type: UserType.Super,
  familyId: null, hasChildren: false, registerProgress: 0, daycare: null, daycares: [],
});
export const newParent = testUser({ id: 5, firstName: 'James', lastName: 'Rivera', email: 'newparent@demo.test', registerProgress: 2, registrationComplete: false, profileComplete: false });

export interface RenderOptions {
  /** The store to render with; by default a new one, signed in as `user` when given. */
  store?: AppStore;
  user?: LoggedInUser;
  path?: string;
}

export function renderInApp(element: ReactNode, { user, store = createAppStore(user ? { session: sessionOf(user) } : undefined), path = '/' }: RenderOptions = {}) {
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

export interface ApiCall {
  /** "METHOD /api/path", e.g. "POST /api/userrole/create". */
  key: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => unknown;

/**
 * Answers fetch calls by "METHOD /api/path": a handler's value is sent as JSON, a Response as it
 * is, and undefined as 204. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call = { key: `${request.method} ${url.pathname}`, url, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const handler = handlers[call.key];
    if (!handler) return Response.json({ message: `No answer for ${call.key}` }, { status: 500 });
    const answer = handler(call);
    if (answer instanceof Response) return answer;
    return answer === undefined ? new Response(null, { status: 204 }) : Response.json(answer);
  });
  return calls;
}

export { FakeUpload, PHOTO_URLS, choosePhoto, coarsePointer, photoFile, useFakeUploads } from './photo/photo-testing';
export { GRANDMA, GRANDMA_ITEM } from './contacts/contacts-testing';
export { expectPartTexts, expectPrints } from './people/record-testing';
